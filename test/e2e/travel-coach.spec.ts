import { expect, test } from '@playwright/test';
import { grantTier, pastFirstDay } from './grant-tier';
import { closeAfterAll, card, DESKTOP, MOBILE, newMember, passUntil, shot, SINGAPORE, type Member } from './members';
import { expectToast } from './support';
import { budget } from './time-budget';

/** Shinjuku: a Tokyo member a few km from the city's centre. */
const TOKYO = { latitude: 35.6938, longitude: 139.7034 };
const SHARED = 'Ramen tasting';

test.describe.serial('travel mode and the dating coach', () => {
  let ana: Member;
  let kenji: Member;

  closeAfterAll(() => [ana, kenji]);

  test("Ana, on Premium, travels to Tokyo and shows in a Tokyo member's deck as Traveling", async ({ browser }) => {
    test.setTimeout(budget(300_000));
    ana = await newMember(browser, 'ana', 'Ana', 'Woman', { at: SINGAPORE, interests: [SHARED, 'Sailing'] });
    kenji = await newMember(browser, 'kenji', 'Kenji', 'Man', { at: TOKYO, interests: ['Cycling', SHARED] });
    await grantTier(ana.email, 'premium');
    // Kenji has been a member for more than a day: distances reach him (decision 0057).
    await pastFirstDay(kenji.email);

    const { page } = ana;
    await page.reload();
    const travel = page.getByTestId('travel-mode');
    await travel.getByLabel('City').selectOption({ label: 'Tokyo, Japan' });
    await travel.getByRole('button', { name: 'Travel there' }).click();
    await expectToast(page, 'Traveling');
    await expect(travel.getByTestId('travel-status')).toContainText('Tokyo, Japan');
    await shot(page, 'travel-mode-desktop');

    await kenji.page.goto('/discover');
    await passUntil(kenji.page, ana.fullName);
    await expect(card(kenji.page).getByTestId('traveling-label')).toHaveText('Traveling');
    // A distance from the city's cell (a few km from Shinjuku), never from Singapore, 5,000 km away.
    await expect(card(kenji.page).getByText(/^(< 1|\d{1,2}) km away$/)).toBeVisible();
    await shot(kenji.page, 'travel-deck-desktop');
    await kenji.page.getByRole('button', { name: 'Like', exact: true }).click();
  });

  test('in the new match the coach suggests an opener naming their shared interest, and Ana sends it', async () => {
    test.setTimeout(budget(240_000));
    const { page } = ana;
    // Travelling, Ana's own deck is Tokyo's.
    await page.goto('/discover');
    await passUntil(page, kenji.fullName);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: "It's a Match!" });
    await toast.getByRole('button', { name: 'Message' }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f]{32}$/);

    await page.getByRole('button', { name: 'Insights & Coach' }).click();
    const panel = page.getByTestId('insights-panel');
    // No messages yet: the coach's tab is the one open.
    await expect(panel.getByRole('tab', { name: 'Coach' })).toHaveAttribute('aria-selected', 'true');
    const opener = panel.getByTestId('coach-opener').filter({ hasText: SHARED }).first();
    await expect(opener).toContainText(SHARED);
    await expect(opener).toContainText('Kenji');
    await shot(page, 'coach-desktop');
    await opener.getByRole('button', { name: 'Use this opener' }).click();
    const composer = page.getByLabel('Message', { exact: true });
    const text = await opener.locator('p').nth(1).textContent();
    await expect(composer).toHaveValue(text!);
    // A suggestion to edit, not a message sent for her.
    await expect(page.getByTestId('message-content')).toHaveCount(0);
    await composer.press('End');
    await composer.pressSequentially(' 🍜', { delay: 10 });
    await composer.press('Enter');
    await expect(page.getByTestId('message-content').last()).toHaveText(`${text} 🍜`);
    // The conversation is under way: the coach turns to tips.
    await panel.getByRole('tab', { name: 'Coach' }).click();
    await expect(panel.getByRole('heading', { name: 'Tips for this conversation' })).toBeVisible({
      timeout: budget(20_000),
    });

    await page.setViewportSize(MOBILE);
    await page.reload();
    await page.getByRole('button', { name: 'Insights & Coach' }).click();
    await page.getByRole('tab', { name: 'Coach' }).click();
    await expect(page.getByTestId('coach')).toBeVisible();
    await shot(page, 'coach-mobile');
    await page.setViewportSize(DESKTOP);
  });

  test('the insights page, at desktop and phone sizes', async () => {
    const { page } = ana;
    await page.goto('/insights');
    await expect(page.getByTestId('chart-likes-likes')).toHaveText('1');
    await expect(page.getByTestId('photo-insight')).toHaveCount(1);
    await shot(page, 'insights-desktop', { fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect(page.getByTestId('photo-insight')).toHaveCount(1);
    await shot(page, 'insights-mobile', { fullPage: true });
    await page.setViewportSize(DESKTOP);
  });
});
