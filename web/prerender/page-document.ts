/**
 * Puts a prerendered page into the built index.html: the page's head tags
 * replace the template's title, and its markup replaces the shell's
 * placeholder inside #root. Pure string work on Vite's own output, whose
 * shape index.html fixes (the `app-shell` comments mark the placeholder).
 */
import type { RenderedPage } from '#web/entry-prerender.tsx';

const TITLE = /<title>[^<]*<\/title>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The app's entry script and the modules it preloads, as Vite wrote them into index.html. */
export function entryScripts(template: string): { entry: string; preloads: string[] } {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  return { entry, preloads: [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) };
}

/** A browser that never reports a largest paint (a background tab) starts the app after this long anyway. */
export const LOADER_FALLBACK_MS = 3000;

/**
 * The loader a prerendered page runs instead of the entry: it waits until the
 * browser has painted the page's largest element (the LCP entry; a frame
 * callback where browsers have none), then preloads the app's modules and
 * imports the entry. The page is already readable; its code no longer shares
 * the phone's bandwidth and main thread with the page before it is shown
 * (decision 0021). Links and the Learn More anchor work without it.
 */
export function afterPaintLoader({ entry, preloads }: { entry: string; preloads: string[] }): string {
  return [
    `let started = false;`,
    `const start = () => {`,
    `  if (started) return;`,
    `  started = true;`,
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    `    const link = document.createElement('link');`,
    `    link.rel = 'modulepreload';`,
    `    link.crossOrigin = '';`,
    `    link.href = href;`,
    `    document.head.append(link);`,
    `  }`,
    `  setTimeout(() => import(${JSON.stringify(entry)}));`,
    `};`,
    `if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {`,
    `  new PerformanceObserver((_list, observer) => {`,
    `    observer.disconnect();`,
    `    start();`,
    `  }).observe({ type: 'largest-contentful-paint', buffered: true });`,
    `  setTimeout(start, ${LOADER_FALLBACK_MS});`,
    `} else {`,
    `  requestAnimationFrame(() => setTimeout(start));`,
    `}`,
    '',
  ].join('\n');
}
const ROOT = /<div id="root">[\s\S]*?<!--\/app-shell-->\s*<\/div>/;

function check(template: string): void {
  if (!TITLE.test(template) || !ROOT.test(template)) {
    throw new Error(
      'index.html must have a <title> and a #root holding the <!--app-shell--> … <!--/app-shell--> placeholder',
    );
  }
}

/**
 * `data-prerendered` on #root tells main.tsx to hydrate; `data-prerendered-head`
 * marks the head tags that React renders again as it hydrates, so the stale
 * copies can go first (all but the title, which React adopts: start.tsx).
 * `css` (the stylesheet's content) is inlined in place of its link: the first
 * paint then waits for the page alone, not for a second request (the site's
 * CSP allows inline styles). `loader` (the URL of the afterPaintLoader file)
 * takes the place of the entry script and its preloads.
 */
export function pageDocument(
  template: string,
  page: RenderedPage,
  options: { css?: (href: string) => string; loader?: string } = {},
): string {
  check(template);
  const head = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered-head');
  let html = template
    .replace(TITLE, () => head)
    .replace(ROOT, () => `<div id="root" data-prerendered>${page.body}</div>`);
  const { css, loader } = options;
  if (css)
    html = html.replace(
      STYLESHEET,
      (_link, href: string) => `<style>${css(href).replaceAll('</style', '<\\/style')}</style>`,
    );
  if (loader)
    html = html.replace(MODULE_PRELOAD, '').replace(ENTRY, () => `<script type="module" src="${loader}"></script>`);
  return html;
}

/**
 * The app shell for member pages: the placeholder stays, and search engines are told to look elsewhere.
 * `modulePreloads` are the modules every member page runs before its first render (the entry's graph and
 * the member runtime's): listed in the document, the browser fetches them all at once, instead of
 * discovering each level of imports only when the one above it has arrived (decision 0039). They ask at
 * low priority: the stylesheet and the entry (which starts the page's data requests) go first, and the
 * shell's placeholder paints without waiting for two dozen modules (decision 0041).
 */
export function shellDocument(template: string, options: { modulePreloads?: string[] } = {}): string {
  check(template);
  const entry = entryScripts(template).entry;
  const preloads = [...new Set(options.modulePreloads)].filter((href) => href !== entry && href.endsWith('.js'));
  const links = preloads
    .map((href) => `\n    <link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`)
    .join('');
  return template
    .replace(TITLE, (title) => `${title}\n    <meta name="robots" content="noindex" />`)
    .replace(ENTRY, (script) => `${script}${links}`);
}
