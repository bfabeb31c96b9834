/**
 * The public site as a visitor meets it (decision 0021): the landing page and
 * its sections, Learn More, a sample card, the pricing toggle, each static page
 * from the footer, an unknown path, and Get Started; the head tags search
 * engines and link previews read; robots.txt and the sitemap; the keyboard.
 * public-site-pages.spec.ts runs axe on every public page and photographs it.
 */
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, MOBILE, shot } from './members';
import { expectHead } from './public-pages';

test.describe('the public site', () => {
  test('a visitor walks it: landing, Learn More, a sample card, the pricing toggle, each static page, an unknown path, Get Started', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Match' })).toBeVisible();
    await expectHead(page, { title: 'Find Your Perfect Match', path: '/' });
    const stats = page.getByRole('region', { name: 'Kindred in numbers' });
    for (const value of ['50K+', '1K+', 'Safe Chat', 'Verified'])
      await expect(stats.getByText(value, { exact: true })).toBeVisible();

    // Learn More glides to the features: six cards and four highlight tiles.
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/#features$/);
    const why = page.getByRole('region', { name: 'Why Choose Kindred?' });
    await expect(why.getByRole('heading', { level: 2 })).toBeInViewport();
    for (const card of [
      'Verified Profiles',
      'Smart Matching',
      'Cultural Values',
      'Active Community',
      'Global Reach',
      'Instant Connections',
    ]) {
      await expect(why.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    await expect(why.getByRole('list', { name: 'Highlights' }).locator(':scope > li')).toHaveCount(4);
    await expect(page.getByText('Over 5,000')).toBeVisible();
    await expect(page.getByText('85%')).toBeVisible();

    // A sample card: illustrative, complete, and its pass and like are decoration, not controls.
    const discover = page.locator('#discover');
    await expect(
      discover.getByText('Illustrative sample profiles with drawn portraits, not real members.'),
    ).toBeVisible();
    const cards = discover.getByRole('list', { name: 'Sample profiles' }).locator(':scope > li');
    await expect(cards).toHaveCount(12);
    const card = cards.first();
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(/^[\p{L} -]+, \d{2}$/u);
    await expect(card.getByRole('list', { name: 'Interests' })).toBeVisible();
    const portrait = card.getByRole('img');
    await expect(portrait).toHaveAttribute('srcset', /\.webp 200w, .*\.webp 320w, .*\.webp 480w$/);
    await expect(portrait).toHaveAttribute('width', '480');
    await expect(portrait).toHaveAttribute('height', '600');
    await expect(portrait).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.locator('[aria-hidden="true"] .lucide-heart')).toHaveCount(1);
    await discover.getByRole('button', { name: /Show more profiles/ }).click();
    await expect(cards).toHaveCount(36);

    // The pricing toggle: Yearly prices, the same component as /pricing.
    const pricing = page.locator('#pricing');
    await pricing.locator('label', { hasText: 'Yearly' }).click();
    await expect(pricing.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    await expect(pricing.locator('[data-plan="gold_yearly"]').getByTestId('plan-price')).toHaveText('$199');
    await pricing.locator('label', { hasText: 'Monthly' }).click();
    await expect(pricing.locator('[data-plan="gold_monthly"]').getByTestId('plan-price')).toHaveText('$19.99');

    // Each static page, from the footer.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2024 Kindred. All rights reserved.')).toBeVisible();
    await expect(footer.getByText('Boston, MA')).toBeVisible();
    await expect(footer.getByRole('link', { name: /^hello@/ })).toHaveAttribute('href', /^mailto:hello@/);
    for (const { link, path, title } of [
      { link: 'Privacy & Terms', path: '/terms', title: 'Terms & Conditions and Privacy Policy' },
      { link: 'Contact', path: '/contact', title: 'Contact Us' },
      { link: 'Safety', path: '/safety', title: 'Safe Dating Tips' },
      { link: 'Disclaimer', path: '/disclaimer', title: 'Disclaimer' },
    ]) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectHead(page, { title, path });
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy & Terms', exact: true }).first().click();
    await expect(page.getByText('Last updated 22 August 2025')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Terms & Conditions' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(10);
    await expect(page.getByRole('region', { name: 'Privacy Policy' }).getByRole('heading', { level: 3 })).toHaveCount(
      8,
    );
    await page.goto('/contact');
    const contact = page.getByRole('main');
    await expect(contact.getByRole('link', { name: /^hello@/ })).toHaveAttribute('href', /^mailto:hello@/);
    await expect(contact.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:support@/);
    await expect(page.getByText(/Boston, MA, United States/)).toBeVisible();
    await contact.getByRole('link', { name: 'Safe Dating Tips' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Do’s' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Don’ts' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Block' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Report' })).toBeVisible();
    await page.goto('/disclaimer');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.getByText(/AI dating coach/)).toBeVisible();
    await expect(page.getByText(/third-party card payment provider/)).toBeVisible();

    // An unknown path: the 404 page, out of the index, with a way home.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expectHead(page, { title: 'Page not found', path: null, noIndex: true });
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Get Started leads a visitor to sign in; the sign-up form's terms link now opens the terms.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const termsLink = page.getByRole('link', { name: /Terms & Conditions & Privacy Policy/ });
    await expect(termsLink).toHaveAttribute('href', '/terms');
    await context.close();
  });

  test('search engines find robots.txt and a sitemap of the public pages', async ({ page }) => {
    const robots = await (await page.request.get('/robots.txt')).text();
    const origin = new URL(page.context().pages().length ? 'http://localhost' : 'http://localhost').origin;
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const path of ['/', '/pricing', '/terms', '/contact', '/safety', '/disclaimer'])
      expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/auth<');
    expect(origin).toBe('http://localhost');
  });
});

test.describe('the keyboard', () => {
  test('reaches every action of the landing page, and focus is always visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const reached = new Set<string>();
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
          visible: ring || style.boxShadow !== 'none',
        };
      });
      if (!focused) continue;
      expect(focused.visible, `no visible focus on "${focused.name}"`).toBe(true);
      reached.add(focused.name);
    }
    for (const name of [
      'Kindred home',
      'Sign In',
      'Get Started',
      'Start Dating Now',
      'Learn More',
      'Apply for Elite Package',
    ]) {
      expect(
        [...reached].some((label) => label.includes(name)),
        `Tab never reached ${name}`,
      ).toBe(true);
    }
  });
});

test.describe('the landing printed or captured whole', () => {
  /** Each below-the-fold section's content: false where the browser skipped it (content-visibility: auto). */
  const renderedSections = (page: Page) =>
    page.locator('.below-fold').evaluateAll((sections) =>
      sections.map((section) => {
        const content = section.firstElementChild;
        return content ? content.checkVisibility({ contentVisibilityAuto: true }) : false;
      }),
    );

  test('a whole-page capture of the landing shows every section, at phone and desktop sizes', async ({ browser }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Find Your Perfect Match' })).toBeVisible();
      await page.waitForLoadState('load');
      // Not scrolled: what a capture tool (or a reader's "save as image") gets straight after loading.
      await expect.poll(() => renderedSections(page)).not.toContain(false);
      await shot(page, `landing-whole-${viewport.width}`, { fullPage: true });
      await context.close();
    }
  });

  test('printing the landing prints every section', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/');
    await page.emulateMedia({ media: 'print' });
    // In print nothing waits for the idle reveal: the print rule shows all sections at once.
    expect(await renderedSections(page)).not.toContain(false);
    await context.close();
  });
});
