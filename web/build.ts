/**
 * npm run build:web: the web app for CloudFront (decision 0021).
 *
 * 1. Vite builds the browser app into dist/web (index.html is the template).
 * 2. Vite builds src/entry-prerender.tsx for Node, and each public page of
 *    shared/site-pages.ts is rendered into its own HTML file: text, hero and
 *    head tags are in the document before any script runs. The 404 page is
 *    404.html; the app shell for member pages is app.html (noindex). The
 *    prerendered pages carry their CSS inline, and load the app's code only
 *    after their first paint (a tiny loader takes the entry's place), so
 *    nothing but the page itself stands between a visitor and the first paint.
 * 3. sitemap.xml, robots.txt and the service worker (sw.js, with the list of
 *    code to keep) are written beside them.
 *
 * URLs that need the site's origin carry SITE_ORIGIN_MARKER; the stack
 * replaces it at deploy, bench:web's server when it serves.
 */
import { buildSite } from './build-site';

buildSite().then(
  (summary) => console.log(summary),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
