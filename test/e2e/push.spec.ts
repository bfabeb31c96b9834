/**
 * Web Push in Chromium (decision 0069). Ana turns notifications on from her
 * dashboard (the settings' permission moment); Ben, who never did, is offered
 * them right after his first match (the other moment), and never before. The
 * match is pushed to Ana's subscription at the local push service; the test
 * decrypts it (RFC 8291) with the keys her page made and hands it to her
 * page's service worker through the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`); the worker shows it, and its click
 * opens the conversation. Screenshots at phone and desktop sizes.
 */
import { createECDH } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { e2eEndpoints } from '#infra/local/test-cloud.ts';
import { decryptPush } from '../support/push-crypto';
import { closeAfterAll, DESKTOP, MOBILE, newMember, passUntil, shot, type Member } from './members';
import { expectToast } from './support';
import { budget } from './time-budget';

const pushServiceUrl = e2eEndpoints.push;
const offer = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: 'Know when they write back?' });

/**
 * Headless Chromium answers 'denied' to every site that has not been granted notifications; a person's
 * browser asks first ('default'). The DevTools protocol puts this member's browser in that state.
 */
async function notificationPermission(member: Member, setting: 'prompt' | 'granted'): Promise<void> {
  const page = await member.context.newCDPSession(member.page);
  const { targetInfo } = await page.send('Target.getTargetInfo');
  const browserSession = await member.context.browser()!.newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting,
    origin: new URL(member.page.url()).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await expect
    .poll(() => member.page.evaluate(() => Notification.permission))
    .toBe(setting === 'prompt' ? 'default' : 'granted');
}

type LocalKeys = { privateKey: { d: string }; auth: string };

/** What the local push service received for the endpoint Ana's page subscribed, decrypted with her page's keys. */
async function pushesToPage(page: Page): Promise<Array<{ kind: string; title: string; body: string; href: string }>> {
  const { endpoint, keys } = await page.evaluate(() => ({
    endpoint: localStorage.getItem('kindred.push-endpoint'),
    keys: localStorage.getItem('kindred.push-local-keys'),
  }));
  expect(endpoint).toMatch(new RegExp(`^${pushServiceUrl}/push/`));
  const { privateKey, auth } = JSON.parse(keys!) as LocalKeys;
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey.d, 'base64url'));
  const id = endpoint!.split('/').pop();
  const received = (await (await fetch(`${pushServiceUrl}/_local/pushes?subscription=${id}`)).json()) as Array<{
    body: string;
  }>;
  return received.map((push) =>
    JSON.parse(decryptPush(Buffer.from(push.body, 'base64'), { ecdh, auth: Buffer.from(auth, 'base64url') })),
  );
}

test.describe.serial('web push', () => {
  let ana: Member;
  let ben: Member;

  closeAfterAll(() => [ana, ben]);

  test('turned on in the settings, offered after a first match, shown by the service worker, and a click opens the conversation', async ({
    browser,
  }) => {
    test.setTimeout(budget(300_000));
    ana = await newMember(browser, 'pana', 'Ana', 'Woman');
    ben = await newMember(browser, 'pben', 'Ben', 'Man');
    await notificationPermission(ana, 'prompt');
    await notificationPermission(ben, 'prompt');

    // No offer on a visit: a member who has not matched is never asked.
    await ben.page.goto('/discover');
    await expect(offer(ben.page)).toHaveCount(0);

    await ana.page.goto('/profile/dashboard');
    const settings = ana.page.getByRole('region', { name: 'Notifications', exact: true });
    await expect(settings.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
    await expect(settings.getByRole('switch', { name: 'Push me about new matches' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(settings.getByRole('switch', { name: 'Email me about likes' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await settings.scrollIntoViewIfNeeded();
    await shot(ana.page, 'push-settings-desktop');
    await ana.page.setViewportSize(MOBILE);
    await settings.scrollIntoViewIfNeeded();
    await shot(ana.page, 'push-settings-phone');
    await ana.page.setViewportSize(DESKTOP);

    // The member says yes in the browser's prompt (granted here, as Playwright cannot click it; the same
    // override as above, which would otherwise win over Playwright's grant).
    await notificationPermission(ana, 'granted');
    await settings.getByRole('button', { name: 'Turn on notifications' }).click();
    await expectToast(ana.page, 'Notifications are on');
    await expect(settings.getByRole('button', { name: 'Turn off here' })).toBeVisible();

    // Ben likes Ana; Ana likes him back from her deck: the match.
    await ben.page.goto('/discover');
    await passUntil(ben.page, ana.fullName);
    await ben.page.getByRole('button', { name: 'Like', exact: true }).click();
    await ana.page.goto('/discover');
    await passUntil(ana.page, ben.fullName);
    await ana.page.getByRole('button', { name: 'Like', exact: true }).click();
    await expectToast(ana.page, "It's a Match!");

    // Ben's first match is the moment a push explains itself: the offer, once.
    await expect(offer(ben.page)).toBeVisible();
    await expect(offer(ben.page)).toContainText('when you get a message or a match');
    await expect(offer(ben.page).getByRole('button', { name: 'Turn on' })).toBeVisible();
    await shot(ben.page, 'push-offer-desktop', { keepToasts: true });
    await ben.page.setViewportSize(MOBILE);
    await shot(ben.page, 'push-offer-phone', { keepToasts: true });
    // Ana already chose: she is not offered again.
    await expect(offer(ana.page)).toHaveCount(0);

    // The local push service holds Ana's match, encrypted to her page's keys.
    const pushes = await expect
      .poll(async () => (await pushesToPage(ana.page)).filter((push) => push.kind === 'match'), {
        timeout: budget(20_000),
      })
      .toHaveLength(1)
      .then(() => pushesToPage(ana.page));
    const [match] = pushes.filter((push) => push.kind === 'match');
    expect(match).toMatchObject({ title: 'New match', body: `You and ${ben.fullName} liked each other. Say hello!` });
    expect(match!.href).toMatch(/^\/messages\/[0-9a-f]{32}$/);

    // Handed to Ana's service worker as her browser's push service would.
    await ana.page.goto('/discover');
    const cdp = await ana.context.newCDPSession(ana.page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) =>
          registration.scopeURL.startsWith(new URL(ana.page.url()).origin),
        );
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    // Delivered once the worker is active; again if nothing shows (a loaded CI run once showed nothing within
    // 10 s of one delivery). The notification's tag is the push's id, so a second delivery replaces the first.
    await ana.page.evaluate(async () => void (await navigator.serviceWorker.ready));
    const notifications = () =>
      ana.page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => notification.title),
      );
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(ana.page.url()).origin,
        registrationId,
        data: JSON.stringify({ id: 'e2e-match', ...match }),
      });
      await expect.poll(notifications, { timeout: budget(5_000) }).toHaveLength(1);
    }).toPass({ timeout: budget(45_000) });
    const shown = await notifications();
    expect(shown).toEqual(['New match']);

    // The click: headless Chromium shows no notification to click, so the worker is given the click event.
    const [worker] = ana.context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(ana.page).toHaveURL(new RegExp(`${match!.href}$`));
  });
});
