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
    for (const section of document.querySelectorAll<HTMLElement>('.below-fold'))
      section.style.contentVisibility = 'visible';
  });
  await animationsDone(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 4)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(report, `axe found serious or critical violations on ${label}`).toEqual([]);
}

/**
 * Waits for every finite CSS animation and transition on the page to end. Colours taken
 * mid-fade are blends: a toast sliding behind a newer one (sonner fades its content out)
 * failed colour-contrast on the fresh-clone CI though both ends of the fade pass. Endless
 * animations (spinners, pulses) are not waited for.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.allSettled(finite.map((animation) => animation.finished));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });
}

/** Both sizes the suite checks: desktop, then a phone; the page is left at desktop size. */
export async function expectAccessibleAtBothSizes(
  page: Page,
  label: string,
  settle?: () => Promise<void>,
): Promise<void> {
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
