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
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { build } from 'vite';
import {
  APP_SHELL_FILE,
  NOT_FOUND_FILE,
  PUBLIC_PAGES,
  SITE_ORIGIN_MARKER,
  robotsTxt,
  sitemapXml,
} from '#shared/site-pages.ts';
import { browserCommonPasswords } from './plugins/browser-common-passwords';
import { routePathsPlugin } from './plugins/route-paths';
import { siteAssets } from './plugins/site-assets';
import { afterPaintLoader, entryScripts, pageDocument, shellDocument } from './prerender/page-document';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const configFile = join(webRoot, 'vite.config.ts');
/** Where `npm run build:web` writes the site: what the stack deploys, and bench:web serves. */
export const SITE_DIST = fileURLToPath(new URL('../dist/web', import.meta.url));
const PRERENDER_ROOT = fileURLToPath(new URL('../dist', import.meta.url));

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/** The chunks of these manifest keys and everything they import statically, with their CSS. */
function staticGraph(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`build:web: the manifest has no chunk for ${key}`);
    visit(key);
  }
  return [...files].map((file) => `/${file}`);
}

/** The app's start (React, the router, the layout), which the entry imports once it has run (main.tsx). */
const APP_START_MODULE = 'src/start.tsx';

/** The entry, the app's start, and everything they import statically: what every page runs. */
const entryFiles = (manifest: Record<string, ManifestChunk>) =>
  staticGraph(manifest, [...Object.keys(manifest).filter((key) => manifest[key]!.isEntry), APP_START_MODULE]);

/** What a member's page runs before its first render, besides those: the member runtime (lib/auth.tsx), the API client among its imports. */
const MEMBER_RUNTIME_MODULES = ['src/app/member-runtime.tsx'];

/**
 * Builds the site into `outDir` (the prerender's server bundle is made under dist/, then removed); returns a
 * line saying what it made. The local cloud builds into a folder of its own when it serves the build.
 */
export async function buildSite(outDir: string = SITE_DIST): Promise<string> {
  const started = Date.now();
  // The prerender's server bundle imports React and the rest from node_modules, so it is written inside the
  // project, in a folder of its own: two clouds may build at once.
  mkdirSync(PRERENDER_ROOT, { recursive: true });
  const prerenderDir = mkdtempSync(join(PRERENDER_ROOT, 'prerender-'));
  await build({
    configFile,
    logLevel: 'warn',
    plugins: [siteAssets(), browserCommonPasswords(), routePathsPlugin()],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: {
          codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6 * 1024 } },
          // A package's chunk is named for its file (dist/index.js makes "dist-<hash>.js"). The common-password
          // list, the largest thing the sign-up page may load, is named for what it is, so its request says so.
          chunkFileNames: (chunk) =>
            chunk.moduleIds.some((id) => id.includes('/@zxcvbn-ts/language-common/'))
              ? 'assets/common-passwords-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
  });
  await build({
    configFile,
    logLevel: 'warn',
    plugins: [siteAssets(), browserCommonPasswords(), routePathsPlugin()],
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: prerenderDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
    },
  });

  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const { renderPage } = (await import(
    pathToFileURL(join(prerenderDir, 'entry-prerender.js')).href
  )) as typeof import('#web/entry-prerender.tsx');
  const write = (file: string, content: string) => writeFileSync(join(outDir, file), content);

  const manifestPath = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const css = (href: string) => readFileSync(join(outDir, href), 'utf8');
  const { entry } = entryScripts(template);
  // The prerendered pages hydrate with the app's start: the loader asks for its code beside the entry.
  const loaderSource = afterPaintLoader({
    entry,
    preloads: staticGraph(manifest, [APP_START_MODULE]).filter((file) => file.endsWith('.js')),
  });
  const loader = `/assets/load-${createHash('sha256').update(loaderSource).digest('hex').slice(0, 10)}.js`;
  write(loader.slice(1), loaderSource);
  for (const page of PUBLIC_PAGES) {
    write(
      page.file,
      pageDocument(template, await renderPage(new URL(page.path, SITE_ORIGIN_MARKER).href), { css, loader }),
    );
  }
  // Any path no route knows renders the 404 page.
  write(
    NOT_FOUND_FILE,
    pageDocument(template, await renderPage(new URL('/404', SITE_ORIGIN_MARKER).href), { css, loader }),
  );
  write(
    APP_SHELL_FILE,
    shellDocument(template, {
      modulePreloads: [...entryFiles(manifest), ...staticGraph(manifest, MEMBER_RUNTIME_MODULES)],
    }),
  );
  write('sitemap.xml', sitemapXml(SITE_ORIGIN_MARKER));
  write('robots.txt', robotsTxt(SITE_ORIGIN_MARKER));
  const precache = [`/${APP_SHELL_FILE}`, ...entryFiles(manifest), loader];
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  await esbuild({
    entryPoints: [join(webRoot, 'src', 'service-worker', 'sw.ts')],
    outfile: join(outDir, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
    logLevel: 'warning',
  });

  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  rmSync(prerenderDir, { recursive: true, force: true });
  return `build:web: ${PUBLIC_PAGES.length} pages prerendered, plus ${NOT_FOUND_FILE} and ${APP_SHELL_FILE}, in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}
