/** The public pages the e2e suite visits, and what it checks on each. */
import { expect, type Page } from '@playwright/test';

/**
 * Records, from the first script on, every moment the document head is left without a `<title>` once it had one (a
 * mutation observer's callback runs after each task's changes). `headGaps(page)` reads the count. Hydration once
 * removed the prerendered head and only then rendered React's, so for its whole length the page had no title.
 */
export async function watchHeadForGaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const gaps: string[] = [];
    (window as unknown as { __headGaps: string[] }).__headGaps = gaps;
    let hadTitle = false;
    new MutationObserver(() => {
      const title = document.head?.querySelector('title');
      if (title) hadTitle = true;
      else if (hadTitle) gaps.push(location.pathname);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The paths at which the head was seen without a title since `watchHeadForGaps`. */
export function headGaps(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __headGaps?: string[] }).__headGaps ?? []);
}

/**
 * The head every public page carries: title, description, canonical, Open Graph and Twitter tags. `path: null` is
 * the 404 page, served at every unknown path: it names no address.
 *
 * Each check waits: a prerendered page's own head tags step aside when React hydrates it, which renders the same
 * tags in a later slice (web/src/start.tsx), and a one-shot read between the two once found no description.
 */
export async function expectHead(
  page: Page,
  { title, path, noIndex = false }: { title: string; path: string | null; noIndex?: boolean },
) {
  // React's own tags, not the prerendered ones it replaces as it hydrates.
  await expect(page.locator('head [data-prerendered-head]')).toHaveCount(0);
  await expect(page).toHaveTitle(`${title} · Kindred`);
  const meta = (selector: string) => page.locator(`meta[${selector}]`);
  await expect(meta('name="description"')).toHaveCount(1);
  await expect(meta('name="description"')).toHaveAttribute('content', /^.{41,}$/);
  const origin = new URL(page.url()).origin;
  await expect(meta('property="og:title"')).toHaveAttribute('content', `${title} · Kindred`);
  await expect(meta('property="og:image"')).toHaveAttribute('content', `${origin}/social-card.png`);
  await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta('name="robots"][content="noindex"')).toHaveCount(noIndex ? 1 : 0);
  if (path === null) {
    await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
  } else {
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
    await expect(meta('property="og:url"')).toHaveAttribute('content', `${origin}${path}`);
  }
}

/**
 * For a full-page screenshot: renders the sections the browser skips while
 * they are off screen (content-visibility, index.css), and scrolls through the
 * page so lazy images load, then back to the top.
 */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (const section of document.querySelectorAll<HTMLElement>('.below-fold'))
      section.style.contentVisibility = 'visible';
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
}

export const PUBLIC_PAGES = [
  { path: '/', name: 'home', title: 'Find Your Perfect Match', heading: 'Find Your Perfect Match' },
  { path: '/pricing', name: 'pricing', title: 'Plans & Pricing', heading: 'Choose how you want to date' },
  {
    path: '/terms',
    name: 'terms',
    title: 'Terms & Conditions and Privacy Policy',
    heading: 'Terms & Conditions and Privacy Policy',
  },
  { path: '/contact', name: 'contact', title: 'Contact Us', heading: 'Contact Us' },
  { path: '/safety', name: 'safety', title: 'Safe Dating Tips', heading: 'Safe Dating Tips' },
  { path: '/disclaimer', name: 'disclaimer', title: 'Disclaimer', heading: 'Disclaimer' },
  { path: '/auth', name: 'auth', title: 'Sign In', heading: 'Welcome back' },
  {
    path: '/subscription-canceled',
    name: 'subscription-canceled',
    title: 'Checkout canceled',
    heading: null,
    noIndex: true,
  },
  {
    path: '/no-such-page',
    name: '404',
    title: 'Page not found',
    heading: 'Oops! Page not found',
    noIndex: true,
    canonical: null,
  },
];
