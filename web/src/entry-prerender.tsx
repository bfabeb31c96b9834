/**
 * The public pages rendered to HTML at build time (decision 0021): the same
 * routes and components the browser runs, through React Router's static
 * handler and React's `prerender`, which waits for every lazy route. web/build.ts
 * calls `renderPage` for each page in shared/site-pages.ts and writes the result
 * into the built index.html; main.tsx hydrates it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';

export type RenderedPage = {
  /** The page's own <title>, <meta> and <link> tags, for the document head. */
  head: string;
  /** The markup inside #root. */
  body: string;
};

/** React emits a page's hoisted tags (title, meta, link) first when it renders no <head> of its own. */
const LEADING_HEAD_TAGS = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

export async function renderPage(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        {/* No hydration script: the site's CSP allows no inline script, and no route has loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
    // Every Suspense boundary inline: React would move a large one out of place behind an
    // inline script that puts it back, and the site's CSP runs no inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`${url} rendered an inline script, which the site's CSP would block`);
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
