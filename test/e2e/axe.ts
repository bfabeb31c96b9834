/**
 * axe-core in the e2e suite: a page may have no serious or critical
 * violation. The failure lists each rule with the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DESKTOP, MOBILE } from './members';

export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Sections off screen are skipped by the browser until they come near (content-visibility,
  // web/src/index.css): axe needs them laid out to compute their colours.
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.below-fold')) section.style.contentVisibility = 'visible';
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = blocking.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.slice(0, 4).map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(report, `axe found serious or critical violations on ${label}`).toEqual([]);
}

/** Both sizes the suite checks: desktop, then a phone; the page is left at desktop size. */
export async function expectAccessibleAtBothSizes(page: Page, label: string, settle?: () => Promise<void>): Promise<void> {
  await expectAccessible(page, `${label} (desktop)`);
  await page.setViewportSize(MOBILE);
  await settle?.();
  await expectAccessible(page, `${label} (phone)`);
  await page.setViewportSize(DESKTOP);
}

/** Waits until a page has stopped loading: no request in flight and no loading spinner. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][aria-label="Loading"], [aria-label="Loading page"]')).toHaveCount(0);
}
