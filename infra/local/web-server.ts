/**
 * The web app in the local cloud: web/public/runtime-config.json (what the
 * stack writes next to the built app in AWS), then the Vite dev server from
 * web/vite.config.ts plus the mailbox pages, which exist only here; or, for
 * the first e2e lane (decision 0086), the built site as CloudFront serves it,
 * with the same local pages.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { parseRuntimeConfigOrThrow, type RuntimeConfig } from '#shared/runtime-config.ts';
import { siteAssets } from '../../web/plugins/site-assets';
import { browserCommonPasswords } from '../../web/plugins/browser-common-passwords';
import { routePathsPlugin } from '../../web/plugins/route-paths';
import { LOCAL_REGION, type LocalEndpoints } from './endpoints';
import { mailboxMiddleware, type Mailbox } from './mailbox';
import { opsMiddleware } from './ops-page';
import { PROJECT_ROOT } from './paths';
import { cachedSiteBuild } from './site-build-cache';

export function localRuntimeConfig(
  endpoints: LocalEndpoints,
  ids: { userPoolId: string; userPoolClientId: string },
): RuntimeConfig {
  return parseRuntimeConfigOrThrow({
    region: LOCAL_REGION,
    userPoolId: ids.userPoolId,
    userPoolClientId: ids.userPoolClientId,
    httpApiUrl: endpoints.httpApiUrl,
    webSocketUrl: endpoints.webSocketUrl,
    mediaBaseUrl: endpoints.mediaBaseUrl,
    userPoolEndpoint: endpoints.cognitoShim,
    mailboxUrl: endpoints.mailboxUrl,
    pushServiceUrl: endpoints.push,
  });
}

export function writeRuntimeConfig(projectRoot: string, config: RuntimeConfig): string {
  const file = join(projectRoot, 'web', 'public', 'runtime-config.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * What only the local cloud's dev server serves: the mailbox pages, /dev/ops, and
 * /runtime-config.json from memory (so a test cloud on other ports never
 * clashes with the file a dev cloud wrote into web/public).
 */
async function devServiceWorker(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(PROJECT_ROOT, 'web', 'src', 'service-worker', 'sw.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    define: { __SW_VERSION__: JSON.stringify('dev'), __SW_PRECACHE__: '[]' },
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/** The local-only paths (runtime config, mailbox, /dev/ops) as one connect-style middleware. */
function localPages(mailbox: Mailbox, runtimeConfig: RuntimeConfig, lambdaUrl?: string) {
  const serveMailbox = mailboxMiddleware(mailbox);
  const serveOps = lambdaUrl ? opsMiddleware(lambdaUrl) : undefined;
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/runtime-config.json') {
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(runtimeConfig));
      return;
    }
    serveMailbox(req, res, () => (serveOps ? serveOps(req, res, next) : next()));
  };
}

export function localCloudPlugin(mailbox: Mailbox, runtimeConfig: RuntimeConfig, lambdaUrl?: string): Plugin {
  const serveLocalPages = localPages(mailbox, runtimeConfig, lambdaUrl);
  return {
    name: 'local-cloud',
    apply: 'serve',
    configureServer(server) {
      // Added before Vite's own middlewares, so neither public/ nor the SPA fallback answers these paths.
      server.middlewares.use((req, res, next) => {
        if (req.method === 'GET' && (req.url ?? '').split('?')[0] === '/sw.js') {
          // The service worker, for push in development (decision 0069): built as web/build.ts builds it,
          // with nothing to precache, so it caches nothing the dev server serves.
          void devServiceWorker().then(
            (code) => res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(code),
            (error: unknown) => next(error),
          );
          return;
        }
        serveLocalPages(req, res, next);
      });
    },
  };
}

export async function startWebServer(options: {
  projectRoot: string;
  port: number;
  mailbox: Mailbox;
  runtimeConfig: RuntimeConfig;
  /** The local Lambda API, which /dev/ops reads (ops-page.ts). */
  lambdaUrl?: string;
  /**
   * Watch the sources and hot-reload the page (development). A test cloud serves the sources as they
   * were when first asked for: an edit saved mid-run must not reload the page a test is driving.
   */
  live: boolean;
}): Promise<ViteDevServer> {
  const configFile = join(options.projectRoot, 'web', 'vite.config.ts');
  if (!existsSync(configFile)) throw new Error(`${configFile} does not exist yet; start with web: false`);
  // Imported lazily: tests that run without the web app never load Vite.
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile,
    // A cache of pre-bundled dependencies per port: two clouds (the e2e lanes of `npm test`, decision 0085)
    // start their servers minutes apart, and one re-optimizing must not rewrite what the other serves.
    cacheDir: join(options.projectRoot, 'node_modules', '.vite', `port-${options.port}`),
    server: { port: options.port, strictPort: true, ...(options.live ? {} : { hmr: false, watch: null }) },
    // site-assets: the drawn files (sample portraits, icons), as the build makes them (web/vite.config.ts says why here).
    plugins: [
      siteAssets(),
      browserCommonPasswords(),
      routePathsPlugin(),
      localCloudPlugin(options.mailbox, options.runtimeConfig, options.lambdaUrl),
    ],
    clearScreen: false,
  });
  await server.listen();
  return server;
}

/**
 * The built site, served as CloudFront serves it (site-server.ts: routing, caching, CSP), with the local pages
 * in front. It is built at a start from the code as it is now, unless a cloud has built the same code already
 * (site-build-cache.ts).
 * A browser loads the build's few hashed files where the dev server answers each of a page's ~300 modules, and
 * the e2e suite opens hundreds of pages (decision 0086).
 */
export async function startBuiltSite(options: {
  port: number;
  mailbox: Mailbox;
  runtimeConfig: RuntimeConfig;
  endpoints: LocalEndpoints;
  lambdaUrl?: string;
  log: (line: string) => void;
}): Promise<{ close(): Promise<void> }> {
  // Vite and the build's plugins load only when there is something to build.
  const root = await cachedSiteBuild(
    async (outDir) => (await import('../../web/build-site')).buildSite(outDir),
    options.log,
  );
  const { startSiteServer } = await import('./site-server');
  const originOf = (url: string) => new URL(url).origin;
  const { endpoints } = options;
  return startSiteServer({
    root,
    port: options.port,
    // What the web app reaches at run time: the API, the sign-in shim, the socket, the buckets it posts uploads
    // to and the local push service (the stack's list, infra/kindred-stack.ts, with the local push service).
    sources: {
      connect: [endpoints.httpApiUrl, endpoints.cognitoShim, endpoints.webSocketUrl, endpoints.s3, endpoints.push].map(
        originOf,
      ),
      media: [originOf(endpoints.mediaBaseUrl)],
    },
    local: localPages(options.mailbox, options.runtimeConfig, options.lambdaUrl),
  });
}
