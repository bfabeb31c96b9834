/** The public pages the e2e suite visits, and what it checks on each. */
import { expect, type Page } from '@playwright/test';

/**
 * The head every public page carries: title, description, canonical, Open Graph and Twitter tags. `path: null` is
 * the 404 page, served at every unknown path: it names no address.
 */
export async function expectHead(
  page: Page,
  { title, path, noIndex = false }: { title: string; path: string | null; noIndex?: boolean },
) {
  await expect(page).toHaveTitle(`${title} · Kindred`);
  const content = (selector: string) => page.locator(selector).getAttribute('content');
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
  expect((await content('meta[name="description"]'))!.length).toBeGreaterThan(40);
  const origin = new URL(page.url()).origin;
  if (path === null) {
    expect(await page.locator('link[rel="canonical"], meta[property="og:url"]').count()).toBe(0);
  } else {
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin}${path}`);
    expect(await content('meta[property="og:url"]')).toBe(`${origin}${path}`);
  }
  expect(await content('meta[property="og:title"]')).toBe(`${title} · Kindred`);
  expect(await content('meta[property="og:image"]')).toBe(`${origin}/social-card.png`);
  expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(noIndex ? 1 : 0);
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
