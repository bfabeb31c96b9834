/**
 * Puts a prerendered page into the built index.html: the page's head tags
 * replace the template's title, and its markup replaces the shell's
 * placeholder inside #root. Pure string work on Vite's own output, whose
 * shape index.html fixes (the `app-shell` comments mark the placeholder).
 */
import type { RenderedPage } from '../src/entry-prerender';

const TITLE = /<title>[^<]*<\/title>/;
const ROOT = /<div id="root">[\s\S]*?<!--\/app-shell-->\s*<\/div>/;

function check(template: string): void {
  if (!TITLE.test(template) || !ROOT.test(template)) {
    throw new Error('index.html must have a <title> and a #root holding the <!--app-shell--> … <!--/app-shell--> placeholder');
  }
}

/**
 * `data-prerendered` on #root tells main.tsx to hydrate; `data-prerendered-head`
 * marks the head tags that React renders again as it hydrates, so the stale
 * copies can go first.
 */
export function pageDocument(template: string, page: RenderedPage): string {
  check(template);
  const head = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered-head');
  return template.replace(TITLE, () => head).replace(ROOT, () => `<div id="root" data-prerendered>${page.body}</div>`);
}

/** The app shell for member pages: the placeholder stays, and search engines are told to look elsewhere. */
export function shellDocument(template: string): string {
  check(template);
  return template.replace(TITLE, (title) => `${title}\n    <meta name="robots" content="noindex" />`);
}
