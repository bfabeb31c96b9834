/**
 * What a member's page loads, and when (decisions 0035-0044): the deck and /me come once, early; the photo
 * first; the bell, the socket, the toasts and the report form only once they are needed, and a click on a
 * control whose code is still on its way is not lost. It runs in its own lane (E2E_LANE=dev-server) against the dev server
 * (decision 0086), which serves each module as its own file, so a request names the module it loads.
 */
import { expect, test } from '@playwright/test';
import { e2eWeb } from '#infra/local/test-cloud.ts';
import { FIRST_CONTENT_FALLBACK_MS } from '#web/lib/first-content.ts';
import { card, currentId, newMember, SINGAPORE } from './members';
import { budget } from './time-budget';

test.skip(
  e2eWeb !== 'dev',
  'reads module requests, which only the dev server makes: npm test runs it with E2E_WEB=dev',
);

test('opening /discover asks for the deck and /me once, while the code loads, fetches the first photo early, and what can wait waits for it', async ({
  browser,
}) => {
  test.setTimeout(budget(120_000));
  const member = await newMember(browser, 'early', 'Erin', 'Woman', { at: SINGAPORE });
  try {
    const { page } = member;
    const deckRequests: string[] = [];
    // In order: when each request started, and when each image finished, with the time it was seen.
    const events: string[] = [];
    const seenAt: number[] = [];
    const record = (event: string) => {
      events.push(event);
      seenAt.push(Date.now());
    };
    page.on('request', (request) => {
      const url = new URL(request.url());
      const fetched = request.method() === 'GET' && request.resourceType() === 'fetch';
      if (url.pathname === '/discover' && fetched) deckRequests.push(url.search);
      if (url.pathname === '/me' && fetched) record('me requested');
      if (url.pathname === '/notifications' && fetched) record('notifications requested');
      if (url.pathname.includes('aws-amplify')) record('amplify requested');
      if (url.pathname.includes('sonner')) record('toasts requested');
      if (url.pathname.endsWith('/report-dialog.tsx')) record('report form requested');
      if (url.pathname.endsWith('/realtime-client.ts')) record('socket code requested');
    });
    // The app's socket, not the dev server's own (Vite's client connects to the page's origin).
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).host !== new URL(page.url()).host) record('socket opened');
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') record(`image ${request.url()}`);
    });
    // The deck's first page as the server answered it: it may hold no one (the deck then asks for the next).
    const firstPageAnswer = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/discover' &&
        !url.searchParams.has('cursor') &&
        response.request().method() === 'GET' &&
        response.request().resourceType() === 'fetch'
      );
    });
    // The photos are held back, as on a slow phone, until the test lets them through.
    let releasePhotos!: () => void;
    const photosHeld = new Promise<void>((resolve) => (releasePhotos = resolve));
    await page.route(
      (url) => /\.(jpe?g|webp|png|avif)$/.test(url.pathname) && !url.pathname.startsWith('/icons/'),
      async (route) => {
        await photosHeld;
        await route.continue().catch(() => undefined);
      },
    );
    // A cold start of the app on /discover with the session Amplify stored (what a returning member gets).
    const startedAt = Date.now();
    await page.goto('/discover');
    await expect(card(page)).toBeVisible();
    // What can wait waits for the photo, or for the fallback when the photo is slow (first-content.ts): a timer
    // may fire late on a loaded machine, never early. So an event before the photo must come after the fallback.
    const waited = (event: string, photoAt: number) => {
      const at = events.indexOf(event);
      return at > photoAt || seenAt[at]! - startedAt >= FIRST_CONTENT_FALLBACK_MS;
    };
    const early = () =>
      events.filter(
        (event, i) =>
          !event.startsWith('image ') && event !== 'me requested' && seenAt[i]! - startedAt < FIRST_CONTENT_FALLBACK_MS,
      );
    // The card is there, its photo is not: the bell's count and the realtime socket wait for the photo (decision 0039).
    await page.waitForTimeout(1_000);
    expect(early()).toEqual([]);
    releasePhotos();
    const photo = card(page).getByRole('img').first();
    // The file the card shows: the JPEG, or the AVIF copy its <picture> picked (decision 0076).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('');
    const src = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    // The entry asked for the first photo as soon as the deck arrived (decision 0035), when the first
    // page had someone to show; the card is then that person.
    const firstPage = (await (await firstPageAnswer).json()) as { candidates: { photos: { url: string }[] }[] };
    const firstPhoto = firstPage.candidates[0]?.photos[0]?.url;
    if (firstPhoto) {
      expect(src.replace(/-w\d+\.avif$/, '.jpg')).toBe(firstPhoto);
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute('href', firstPhoto);
      // With copies, the preload offers the same AVIF srcset, so it fetched the very file the card shows.
      if (src !== firstPhoto) await expect(preload).toHaveAttribute('imagesrcset', new RegExp(`${src} \\d+w`));
    }
    // The API client took the entry's answer: one request for the deck's first page, not two. (A short
    // first page is followed by the next one, by cursor: that is the deck paging, not a repeat.)
    const firstPageRequests = deckRequests.filter((search) => !search.includes('cursor='));
    expect(firstPageRequests).toHaveLength(1);
    expect(firstPageRequests[0]).toMatch(/^\?timeZone=[^&]+$/);
    // Then it comes, after it.
    await expect.poll(() => events.includes('notifications requested')).toBe(true);
    const photoAt = events.indexOf(`image ${src}`);
    expect(photoAt).toBeGreaterThanOrEqual(0);
    expect(waited('notifications requested', photoAt)).toBe(true);
    // So do the realtime socket and its code: the live connection opens once the card is on screen.
    await expect.poll(() => events.includes('socket opened')).toBe(true);
    expect(waited('socket code requested', photoAt)).toBe(true);
    expect(waited('socket opened', photoAt)).toBe(true);
    // The page's /me came early too, and was taken: one request until the socket opened. Its first open asks
    // once more, for what was pushed while the page loaded (decision 0013).
    const socketAt = events.indexOf('socket opened');
    expect(events.slice(0, socketAt).filter((event) => event === 'me requested')).toHaveLength(1);
    // Amplify's code is not needed at all while the stored session has time left: the 30-second check
    // reads the stored token (decision 0044). It loads when the member signs out (auth.spec.ts).
    await page.waitForTimeout(1_000);
    expect(events).not.toContain('amplify requested');
    // No toast was shown, so the toasts' code never loaded (lib/toast.tsx).
    expect(events).not.toContain('toasts requested');
    // Nor did the report form's (with its schema): it loads when the card's menu opens (decision 0042).
    expect(events).not.toContain('report form requested');
    await card(page)
      .getByRole('button', { name: /^More actions for / })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Report', exact: true })).toBeVisible();
    await expect.poll(() => events.includes('report form requested')).toBe(true);
    await page.getByRole('menuitem', { name: 'Report', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /^Report / })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Answering the card works on the deck that came early.
    const id = await currentId(page);
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(page.locator(`[data-testid="candidate-card"][data-member-id="${id}"]`)).toHaveCount(0);
  } finally {
    await member.context.close();
  }
});

test("the card's menu and the bell work before their code has arrived: a click opens them when it does", async ({
  browser,
}) => {
  test.setTimeout(budget(120_000));
  const member = await newMember(browser, 'deferred', 'Dana', 'Woman', { at: SINGAPORE });
  try {
    const { page } = member;
    // Hold the menu's and the panel's code for a while, as a slow phone would (decision 0038).
    await page.route(/\/(safety-menu|notification-bell)\.tsx/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    await page.goto('/discover');
    await expect(card(page)).toBeVisible();
    const menuButton = card(page).getByRole('button', { name: /^More actions for / });
    // The stand-in: the same button and name, without Radix's state yet.
    await expect(menuButton).toBeVisible();
    expect(await menuButton.getAttribute('data-state')).toBeNull();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Report', exact: true })).toBeVisible({ timeout: budget(20_000) });
    await page.keyboard.press('Escape');
    // Focus is back on the real trigger: keyboard use is not lost in the swap.
    await expect(card(page).getByRole('button', { name: /^More actions for / })).toBeFocused();
    await expect(card(page).getByRole('button', { name: /^More actions for / })).toHaveAttribute(
      'data-state',
      'closed',
    );

    await page.reload();
    await expect(card(page)).toBeVisible();
    const bell = page.getByTestId('notification-bell');
    expect(await bell.getAttribute('data-state')).toBeNull();
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible({ timeout: budget(20_000) });
  } finally {
    await member.context.close();
  }
});
