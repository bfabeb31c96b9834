import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  PUBLIC_PAGES,
  documentFor,
  robotsTxt,
  sitemapXml,
} from '#shared/site-pages.ts';
import { paths } from './paths';

/** Paths that are not pages of their own: an anchor on '/', and the catch-all. */
const NOT_PAGES = new Set(['pricingSection', 'notFound']);

describe('the site map and the app agree', () => {
  it('serves every path of the app: public pages prerendered, the rest with the app shell', () => {
    for (const [name, { path }] of Object.entries(paths)) {
      if (NOT_PAGES.has(name)) continue;
      const sample = path.replace(/:[^/]+/g, 'some-id');
      expect(documentFor(sample).status, `${name} (${path}) must be in shared/site-pages.ts`).toBe(200);
    }
  });

  it('prerenders each public page into its own file', () => {
    expect(new Set(PUBLIC_PAGES.map((page) => page.file)).size).toBe(PUBLIC_PAGES.length);
    expect(documentFor('/').file).toBe('index.html');
    expect(documentFor('/terms')).toEqual({ file: 'terms.html', status: 200 });
    expect(documentFor('/terms/')).toEqual({ file: 'terms.html', status: 200 });
  });

  it('answers member pages with the shell and anything else with the 404 page', () => {
    expect(documentFor('/messages/01JABC')).toEqual({ file: APP_SHELL_FILE, status: 200 });
    expect(documentFor('/profile/dashboard').file).toBe(APP_SHELL_FILE);
    expect(documentFor('/messages/01JABC/extra')).toEqual({ file: NOT_FOUND_FILE, status: 404 });
    expect(documentFor('/no-such-page')).toEqual({ file: NOT_FOUND_FILE, status: 404 });
    expect(documentFor('/pricing.php')).toEqual({ file: NOT_FOUND_FILE, status: 404 });
  });

  it('lists the indexable pages in the sitemap, which robots.txt names', () => {
    const xml = sitemapXml('https://kindred.example');
    expect(xml).toContain('<loc>https://kindred.example/</loc>');
    expect(xml).toContain('<loc>https://kindred.example/terms</loc>');
    expect(xml).not.toContain('/auth');
    expect(xml).not.toContain('/subscription-canceled');
    expect(robotsTxt('https://kindred.example')).toContain('Sitemap: https://kindred.example/sitemap.xml');
  });
});
