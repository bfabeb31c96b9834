/**
 * The notification center with two members in two browsers (decision 0024): Ben
 * likes Ana and her bell shows it at once, without her name being given
 * away; Ana likes him back, and both get 'It's a Match!' and a 'New match'
 * notification. Screenshots of the open panel at phone and desktop sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { closeAfterAll, card, DESKTOP, MOBILE, newMember, passUntil, shot, type Member } from './members';
import { expectRealtimeOpen, expectToast } from './support';
import { budget } from './time-budget';

const bell = (page: Page) => page.getByTestId('notification-bell');
const badge = (page: Page) => page.getByTestId('notification-badge');
const panel = (page: Page) => page.getByTestId('notification-panel');

async function openPanel(page: Page) {
  await bell(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
}

test.describe.serial('notifications between two members', () => {
  let ana: Member;
  let ben: Member;

  closeAfterAll(() => [ana, ben]);

  test('a like reaches the bell live; matching back tells both members, wherever they are', async ({ browser }) => {
    test.setTimeout(budget(300_000));
    ana = await newMember(browser, 'nana', 'Ana', 'Woman');
    ben = await newMember(browser, 'nben', 'Ben', 'Man');

    await ana.page.goto('/matches');
    await expectRealtimeOpen(ana.page);
    await expect(badge(ana.page)).toHaveCount(0);

    await ben.page.goto('/discover');
    await passUntil(ben.page, ana.fullName);
    await ben.page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(card(ben.page).filter({ hasText: ana.fullName })).toHaveCount(0);

    // Ana is on /matches and has not reloaded: the bell counts it.
    await expect(badge(ana.page)).toHaveText('1');
    await expect(bell(ana.page)).toHaveAccessibleName('Notifications 1 unread');
    await openPanel(ana.page);
    const like = panel(ana.page).getByTestId('notification').first();
    await expect(like).toHaveAttribute('data-kind', 'like');
    await expect(like.getByTestId('notification-title')).toHaveText(/^Someone liked you/);
    // Without Who Liked You, never a name.
    await expect(panel(ana.page)).not.toContainText(ben.fullName);
    await ana.page.keyboard.press('Escape');
    await expect(panel(ana.page)).toHaveCount(0);

    await ben.page.goto('/matches');
    await expectRealtimeOpen(ben.page);
    await ana.page.goto('/discover');
    await passUntil(ana.page, ben.fullName);
    await ana.page.getByRole('button', { name: 'Like', exact: true }).click();
    await expectToast(ana.page, "It's a Match!");
    // Ben made no swipe and is on another page: the server's push brings him the dialog too.
    await expectToast(ben.page, "It's a Match!");

    for (const [member, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      await expect(badge(member.page)).toHaveText('1');
      await openPanel(member.page);
      const match = panel(member.page).locator('[data-testid="notification"][data-kind="match"]');
      await expect(match).toHaveCount(1);
      await expect(match.getByTestId('notification-title')).toHaveText(/^New match/);
      await expect(match.getByTestId('notification-body')).toHaveText(
        `You and ${other.fullName} liked each other. Say hello!`,
      );
      // The like that led to it is now the match.
      await expect(panel(member.page).locator('[data-kind="like"]')).toHaveCount(0);
    }

    await ben.page.setViewportSize(MOBILE);
    await expect(panel(ben.page)).toBeVisible();
    await shot(ben.page, 'notifications-panel-phone');
    await expectAccessible(ben.page, 'the open notification panel (phone)');
    await ana.page.setViewportSize(DESKTOP);
    await shot(ana.page, 'notifications-panel-desktop');
    await expectAccessible(ana.page, 'the open notification panel (desktop)');

    // Opening one marks it read and goes where it is about.
    await panel(ben.page).locator('[data-kind="match"]').getByRole('button').first().click();
    await expect(ben.page).toHaveURL(/\/messages\/[0-9a-f]{32}$/);
    await expect(badge(ben.page)).toHaveCount(0);

    await ana.page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(badge(ana.page)).toHaveCount(0);
    await expect(panel(ana.page).locator('[data-read="false"]')).toHaveCount(0);
  });

  test('each away email can be turned off on the dashboard; a broken unsubscribe link says so', async () => {
    const { page } = ana;
    await page.goto('/profile/dashboard');
    const unread = page.getByRole('switch', { name: 'Email me about messages' });
    await expect(unread).toHaveAttribute('aria-checked', 'true');
    await unread.click();
    await expectToast(page, 'Notification settings saved');
    await expect(unread).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Email me about new matches' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('region', { name: 'Notifications', exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'notifications-email-settings');

    await page.goto('/unsubscribe?token=someone.newMatch.forged-signature');
    await expect(page.getByTestId('unsubscribe-result')).toHaveText('This link does not work');
  });
});
