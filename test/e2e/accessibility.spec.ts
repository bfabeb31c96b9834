/**
 * axe on every member page, at phone and desktop sizes: no serious
 * or critical violation anywhere. The demo member shows the full pages (a
 * profile, matches, a conversation); a new member shows the empty ones, and
 * with Gold the pages Gold unlocks. Each page also names itself in the tab
 * and keeps out of search results.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, expectAccessibleAtBothSizes, settled } from './axe';
import { grantTier } from './grant-tier';
import { DESKTOP } from './members';
import { signInAndLand, signUp, uniqueEmail } from './support';
import { budget } from './time-budget';

/** Near the seeded Singapore members. */
const SINGAPORE = { latitude: 1.3, longitude: 103.85 };

async function checkMemberPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await settled(page);
  await expect(page).toHaveTitle(`${title} · Kindred`);
  // The suite asks for less motion (playwright.config.ts), and a member who does gets none: nothing is moving.
  expect(
    await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length),
    `${path} must not animate for a member who asked for less motion`,
  ).toBe(0);
  expect(
    await page.locator('meta[name="robots"][content="noindex"]').count(),
    `${path} must say noindex`,
  ).toBeGreaterThan(0);
  await expectAccessibleAtBothSizes(page, path, () => settled(page));
}

/**
 * One test per page: a loaded CI machine once ran the ten pages of one test past its timeout. Each describe
 * signs its member in once, on a page its tests share: a fresh browser context per page cost more CPU than the
 * page's checks (decision 0101). A failed test restarts the worker, and the next test signs in again.
 */
function sharedPage(signInHere: (page: Page) => Promise<void>) {
  const shared: { context?: BrowserContext; page?: Page } = {};
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(budget(90_000));
    shared.context = await browser.newContext({
      viewport: DESKTOP,
      geolocation: SINGAPORE,
      permissions: ['geolocation'],
    });
    shared.page = await shared.context.newPage();
    await signInHere(shared.page);
  });
  test.afterAll(async () => shared.context?.close());
  return () => shared.page!;
}

test.describe("the demo member's pages are accessible", () => {
  const demoPage = sharedPage((page) => signInAndLand(page, 'demo@kindred.local', 'demo-pass-2026'));

  for (const [path, title] of [
    ['/', 'Home'],
    ['/profile', 'Your Profile'],
    ['/profile/dashboard', 'Profile Dashboard'],
    ['/discover', 'Discover'],
    ['/matches', 'Your Matches'],
    ['/messages', 'Chat'],
    ['/filters', 'Dating Preferences'],
    ['/who-liked-you', 'Who Liked You'],
    ['/advanced-filters', 'Advanced Filters'],
  ] as const) {
    test(`${path} (${title})`, async () => {
      await checkMemberPage(demoPage(), path, title);
    });
  }

  test('a conversation, then with its Insights panel open', async () => {
    const page = demoPage();
    await page.goto('/messages');
    await settled(page);
    await page.getByRole('link').filter({ hasText: /./ }).and(page.locator('[href^="/messages/"]')).first().click();
    await expect(page).toHaveURL(/\/messages\/.+/);
    await settled(page);
    await expect(page).toHaveTitle('Chat · Kindred');
    await expectAccessibleAtBothSizes(page, 'a conversation', () => settled(page));
    await page.getByRole('button', { name: 'Insights & Coach' }).click();
    // The panel opens on Insights for a conversation under way (on Coach before the first message).
    await expect(
      page.getByTestId('insights-panel').getByRole('tab', { name: 'Insights', selected: true }),
    ).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'a conversation with Insights open', () => settled(page));
  });
});

test.describe("a new member's pages are accessible", () => {
  const email = uniqueEmail('a11y');
  const newcomerPage = sharedPage((page) => signUp(page, { username: 'newcomer', email, password: 'a11y-pass-1' }));

  test('the profile, named by the username until a full name is given', async () => {
    const page = newcomerPage();
    await page.goto('/profile');
    // The header names the member by the username until a full name is given (core spec "Screens and routes"), and the
    // Full Name field starts empty, not pre-filled with the username.
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByTestId('profile-name')).toHaveText('newcomer');
    await checkMemberPage(page, '/profile', 'Your Profile');
    await page.getByLabel('Full Name').fill('Nadia Rahman');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText('Nadia Rahman');
    await expect(page.getByTestId('profile-username')).toHaveText('newcomer');
  });

  for (const [path, title] of [
    ['/profile/dashboard', 'Profile Dashboard'],
    ['/discover', 'Discover'],
    ['/matches', 'Your Matches'],
    ['/messages', 'Chat'],
    ['/who-liked-you', 'Who Liked You'],
    ['/advanced-filters', 'Advanced Filters'],
  ] as const) {
    test(`empty ${path} (${title})`, async () => {
      await checkMemberPage(newcomerPage(), path, title);
    });
  }

  test('the pages Gold opens, and the subscription result page', async () => {
    test.setTimeout(budget(150_000));
    const page = newcomerPage();
    await grantTier(email, 'gold');
    // The API may hold the free tier for a minute: reload until the page opens.
    await expect(async () => {
      await page.goto('/advanced-filters');
      await settled(page);
      await expect(page.getByRole('button', { name: 'Save Filters' })).toBeVisible({ timeout: budget(2_000) });
    }).toPass({ timeout: budget(75_000) });
    await expectAccessibleAtBothSizes(page, '/advanced-filters (Gold)', () => settled(page));
    await checkMemberPage(page, '/who-liked-you', 'Who Liked You');

    await page.goto('/subscription-success');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleAtBothSizes(page, '/subscription-success');
  });
});

test.describe('the axe check itself', () => {
  test('reads colours after a fade has ended, not mid-fade (a toast sliding behind another failed contrast on CI)', async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><html lang="en"><title>fade</title><main>
      <p id="toast" style="color:#111;background:#fff;opacity:0.25;transition:opacity 6s linear">Proposed to Kai</p></main></html>`);
    await page.evaluate(() => {
      const toast = document.getElementById('toast')!;
      void toast.offsetWidth; // a style flush, so the change below transitions
      toast.style.opacity = '1';
    });
    // Mid-fade (6 s) the text is a pale grey on white, which axe refuses; at the end it is #111.
    await expectAccessible(page, 'a fading paragraph');
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('toast')!).opacity)).toBe('1');
  });
});
