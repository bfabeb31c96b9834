/**
 * The site's documents, one list for the build, the host and the tests
 * (decision 0021). Public pages are prerendered to their own HTML file at
 * build time; member pages are answered with the app shell and rendered in
 * the browser; anything else gets the 404 page with a 404 status.
 *
 * web/build.ts renders the files, the CloudFront function in
 * infra/constructs/web-hosting.ts maps request paths to them, bench:web's
 * server does the same, and a unit test holds web/src/config/paths.ts to this list.
 */

export type PublicPage = {
  /** The request path, without a trailing slash. */
  path: string;
  /** The prerendered document in the built site. */
  file: string;
  /** Listed in sitemap.xml (pages that only make sense after an action are not, and say noindex). */
  inSitemap: boolean;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', file: 'index.html', inSitemap: true },
  { path: '/pricing', file: 'pricing.html', inSitemap: true },
  { path: '/terms', file: 'terms.html', inSitemap: true },
  { path: '/contact', file: 'contact.html', inSitemap: true },
  { path: '/safety', file: 'safety.html', inSitemap: true },
  { path: '/disclaimer', file: 'disclaimer.html', inSitemap: true },
  { path: '/auth', file: 'auth.html', inSitemap: false },
  { path: '/subscription-canceled', file: 'subscription-canceled.html', inSitemap: false },
];

/**
 * Member pages (and pages that need a member to mean anything): the app shell
 * answers them. `:name` matches one path segment. Listed ahead of their screens
 * where the spec names them, so a route added later is served at once.
 */
export const APP_SHELL_PATHS: readonly string[] = [
  '/profile',
  '/profile/dashboard',
  '/insights',
  '/discover',
  '/matches',
  '/messages',
  '/messages/:matchId',
  '/who-liked-you',
  '/filters',
  '/advanced-filters',
  // Photo verification's camera check (issue 27).
  '/verify',
  '/elite-match',
  '/elite-matches',
  '/introductions',
  '/subscription-success',
  // An away email's unsubscribe link (decision 0024): works signed out, the token is the proof.
  '/unsubscribe',
  // The staff console (decisions 0022 and 0023).
  '/staff',
  '/staff/elite',
  '/staff/elite/:memberId/:requestId',
  '/staff/reports',
  '/staff/reports/:memberId',
  '/staff/audit',
  '/staff/verifications',
];

/** The app shell: no content of its own, `noindex`. */
export const APP_SHELL_FILE = 'app.html';
/** What unknown paths get, with status 404. */
export const NOT_FOUND_FILE = '404.html';

/**
 * Stands for the site's origin in the built files (canonical links, Open
 * Graph URLs, the sitemap and robots.txt) until the host fills it in: the
 * stack at deploy (the distribution's domain or the pinned webOrigin), and
 * bench:web's server with its own. `.invalid` can never resolve, so a file
 * that escaped the substitution points nowhere rather than somewhere wrong.
 */
export const SITE_ORIGIN_MARKER = 'https://site-origin.kindred.invalid';

export type SiteDocument = { file: string; status: 200 | 404 };

/** `/messages/:matchId` as a regular expression source, anchored. */
export function pathPattern(path: string): string {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${escaped.join('/')}$`;
}

/**
 * Which document answers a request path that is not a file (no extension).
 * A trailing slash is ignored here; the host redirects it first.
 */
export function documentFor(pathname: string): SiteDocument {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PUBLIC_PAGES.find((candidate) => candidate.path === path);
  if (page) return { file: page.file, status: 200 };
  if (APP_SHELL_PATHS.some((candidate) => new RegExp(pathPattern(candidate)).test(path)))
    return { file: APP_SHELL_FILE, status: 200 };
  return { file: NOT_FOUND_FILE, status: 404 };
}

/** sitemap.xml for an origin: the indexable public pages. */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.filter((page) => page.inSitemap)
    .map((page) => `  <url><loc>${new URL(page.path, origin).href}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; member pages say noindex themselves, and the sitemap lists the rest. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
