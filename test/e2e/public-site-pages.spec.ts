/**
 * Every public page at phone and desktop sizes (decision 0021): its own head
 * tags, no serious or critical axe violation, and a full-page screenshot of
 * each in test-results/screens/public-*.png.
 */
import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothSizes } from './axe';
import { DESKTOP, MOBILE, SCREENS } from './members';
import { PUBLIC_PAGES, expectHead, headGaps, loadLazyImages, watchHeadForGaps } from './public-pages';
import { budget } from './time-budget';

// Full-page screenshots of long pages make a trace too large to write: the screenshots are the record here.
test.use({ trace: 'off' });

test.describe('every public page, checked and photographed', () => {
  test('every public page passes axe at phone and desktop sizes, with its own head; screenshots of each', async ({
    browser,
  }) => {
    test.setTimeout(budget(150_000));
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await watchHeadForGaps(page);
    for (const entry of PUBLIC_PAGES) {
      await page.goto(entry.path);
      if (entry.heading) await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHead(page, {
        title: entry.title,
        path: entry.canonical === undefined ? entry.path : entry.canonical,
        noIndex: entry.noIndex,
      });
      expect(await headGaps(page), `the head went without a title on ${entry.path}`).toEqual([]);
      await expectAccessibleAtBothSizes(page, entry.path);
      await loadLazyImages(page);
      await page.screenshot({ path: `${SCREENS}/public-${entry.name}-desktop.png`, fullPage: true });
      await page.setViewportSize(MOBILE);
      await loadLazyImages(page);
      await page.screenshot({ path: `${SCREENS}/public-${entry.name}-phone.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
    }
    await context.close();
  });
});
