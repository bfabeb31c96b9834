/**
 * Serves a built web app the way the site's CloudFront distribution does
 * (infra/constructs/web-hosting.ts): for bench:web (dist/web), and for the
 * local cloud when it serves the build instead of the dev server (the first
 * e2e lane, decision 0086):
 * - paths without a file extension map to documents by shared/site-pages.ts
 *   (public pages, the app shell, or 404.html with status 404), a trailing
 *   slash redirects, and a missing file is the 404 page;
 * - hashed files under /assets/ are cached for a year and immutable,
 *   everything else revalidates (no-cache);
 * - text is compressed (brotli, else gzip) from 1,000 bytes up, as CloudFront does;
 * - the site-origin marker is replaced with this server's origin, as the
 *   stack's deployment does with the distribution's;
 * - /runtime-config.json comes from memory (the stack writes it at deploy);
 * - the site's security headers, CSP included, are sent;
 * - with `tls`, over HTTPS with HTTP/2 (HTTP/1.1 for clients that ask), as
 *   the distribution's HTTP2_AND_3 serves every phone that can (decision 0045);
 * - `local` answers first what only the local cloud has (the mailbox, /dev/ops).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest } from 'node:http2';

/** What the HTTP/1.1 and HTTP/2 responses share, as this server uses them (their own types are a union
 * whose overloads TypeScript cannot call). */
interface Reply {
  writeHead(status: number, headers: Record<string, string>): Reply;
  end(): unknown;
  end(body: string | Uint8Array): unknown;
}
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SITE_ORIGIN_MARKER, documentFor, NOT_FOUND_FILE } from '#shared/site-pages.ts';
import { contentSecurityPolicy, type ContentSources } from '#infra/constructs/web-hosting.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest', '.map']);
const MARKED = new Set(['.html', '.xml', '.txt']);

export type WebServerOptions = {
  root: string;
  port: number;
  runtimeConfig?: unknown;
  sources?: ContentSources;
  /** A certificate for localhost: serve HTTPS with HTTP/2. */
  tls?: { key: string; cert: string };
  /** Paths only the local cloud serves, asked first (plain HTTP only): `next` hands the request to the site. */
  local?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

export async function startSiteServer(
  options: WebServerOptions,
): Promise<{ origin: string; close: () => Promise<void> }> {
  // The port is known once listening (0 picks a free one, as the tests do).
  let origin = `${options.tls ? 'https' : 'http'}://localhost:${options.port}`;
  // Each file is read once, and compressed once per encoding a client asked for: Chromium asks for brotli over
  // HTTPS only, and brotli at quality 11 is the slow part of serving a build's first request.
  const cache = new Map<string, { body: Buffer; br?: Buffer; gzip?: Buffer }>();
  const csp = contentSecurityPolicy(options.sources ?? { connect: [], media: [] })
    // The local cloud's API and media answer plain http on localhost (which browsers trust): no upgrade.
    .replace('; upgrade-insecure-requests', '');

  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      let body = readFileSync(file);
      if (MARKED.has(extname(file))) body = Buffer.from(body.toString('utf8').replaceAll(SITE_ORIGIN_MARKER, origin));
      entry = { body };
      cache.set(file, entry);
    }
    return entry;
  };
  const brotli = (entry: { body: Buffer; br?: Buffer }) =>
    (entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  const gzip = (entry: { body: Buffer; gzip?: Buffer }) => (entry.gzip ??= gzipSync(entry.body, { level: 6 }));

  const respond = (req: IncomingMessage | Http2ServerRequest, res: Reply) => {
    const url = new URL(req.url ?? '/', origin);
    const headers: Record<string, string> = {
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    if (url.pathname === '/runtime-config.json' && options.runtimeConfig) {
      res
        .writeHead(200, { ...headers, 'content-type': 'application/json', 'cache-control': 'no-cache' })
        .end(JSON.stringify(options.runtimeConfig));
      return;
    }
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      res.writeHead(301, { ...headers, location: url.pathname.replace(/\/+$/, '') + url.search }).end();
      return;
    }
    let file: string;
    let status = 200;
    if (extname(url.pathname) === '') {
      const document = documentFor(url.pathname);
      file = join(options.root, document.file);
      status = document.status;
    } else {
      // A malformed escape (`/assets/%E0%A4%A`) is a path no file has: the 404 page, never a thrown URIError,
      // which in the local cloud left the request unanswered.
      const decoded = decodedPath(url.pathname);
      file = join(options.root, normalize(decoded ?? '/').replace(/^(\.\.[/\\])+/, ''));
      if (decoded === undefined || !existsSync(file) || !statSync(file).isFile()) {
        file = join(options.root, NOT_FOUND_FILE);
        status = 404;
      }
    }
    const ext = extname(file);
    const entry = load(file);
    headers['content-type'] = TYPES[ext] ?? 'application/octet-stream';
    headers['cache-control'] =
      url.pathname.startsWith('/assets/') && status === 200 ? 'public, max-age=31536000, immutable' : 'no-cache';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let body = entry.body;
    if (COMPRESSIBLE.has(ext) && entry.body.length >= 1000) {
      headers.vary = 'Accept-Encoding';
      if (/\bbr\b/.test(accepts)) {
        body = brotli(entry);
        headers['content-encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts)) {
        body = gzip(entry);
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };

  let server: { close: (callback: () => void) => unknown; address: () => unknown };
  let dropConnections: () => void;
  if (options.tls) {
    const secure = createSecureServer({ ...options.tls, allowHTTP1: true }, respond);
    // HTTP/2 sessions and HTTP/1.1 keep-alive sockets alike would hold close() open.
    const sockets = new Set<TLSSocket>();
    secure.on('secureConnection', (socket: TLSSocket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    await listen(secure, options.port);
    server = secure;
    dropConnections = () => sockets.forEach((socket) => socket.destroy());
  } else {
    const local = options.local;
    const plain = createServer(local ? (req, res) => local(req, res, () => respond(req, res)) : respond);
    await listen(plain, options.port);
    server = plain;
    dropConnections = () => plain.closeAllConnections();
  }
  origin = origin.replace(/:\d+$/, `:${(server.address() as AddressInfo).port}`);
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        dropConnections();
      }),
  };
}

function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

function listen(
  server: {
    once: (event: 'error', listener: (error: Error) => void) => unknown;
    listen: (port: number, callback: () => void) => unknown;
  },
  port: number,
) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
}
