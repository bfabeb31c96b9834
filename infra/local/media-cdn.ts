/**
 * A read-only stand-in for the media CloudFront distribution
 * (infra/constructs/media-storage.ts): `${mediaBaseUrl}/${key}` for all three
 * buckets, `stories/*` to the stories bucket, `voice/*` to voice, the rest to
 * photos, GET and HEAD only, and the same no-sniff/sandbox response headers.
 * Behind it is s3rver, path-style.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { LOCAL_BUCKETS, type BucketName } from './endpoints';
import { listen } from './http-api';
import { safeDecode } from './http-api-events';
import { localSignedHeaders } from './local-signer';
import { errorText, type Log } from './log';

/**
 * Mirrors MEDIA_KEY_PREFIXES in infra/constructs/media-storage.ts (importing
 * it would load aws-cdk-lib into the local cloud); media-cdn.test.ts keeps
 * the two equal.
 */
export const LOCAL_MEDIA_KEY_PREFIXES: Record<BucketName, string | null> = {
  photos: null,
  stories: 'stories/',
  voice: 'voice/',
};

/** `/stories/a.jpg` → the stories bucket, key `stories/a.jpg` (the path is the key, as CloudFront forwards it). */
export function bucketForPath(rawPath: string): { bucket: string; rawKey: string } {
  const rawKey = rawPath.replace(/^\/+/, '');
  const key = safeDecode(rawKey);
  for (const [name, prefix] of Object.entries(LOCAL_MEDIA_KEY_PREFIXES) as [BucketName, string | null][]) {
    if (prefix && key.startsWith(prefix)) return { bucket: LOCAL_BUCKETS[name], rawKey };
  }
  return { bucket: LOCAL_BUCKETS.photos, rawKey };
}

/**
 * Raw uploads (`uploads/` in any bucket) hold what the member sent, GPS and
 * all, until their handler has checked and cleaned them; the distribution is
 * denied them (media-storage.ts), so the stand-in never serves them either.
 */
export function servesKey(upstreamPathname: string, bucket: string): boolean {
  const bucketPrefix = `/${bucket}/`;
  if (!upstreamPathname.startsWith(bucketPrefix)) return false;
  const key = safeDecode(upstreamPathname.slice(bucketPrefix.length));
  return key.length > 0 && !key.startsWith(RAW_UPLOAD_PREFIX) && !key.startsWith(HELD_MEDIA_PREFIX);
}

/** S3's longest key, in UTF-8 bytes: a longer one names nothing that could be stored. */
const MAX_KEY_BYTES = 1024;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * Why a request path can name no stored object, or undefined when it can: an escape that is not one
 * (`%zz`, a lone `%`), escapes that are not UTF-8 (`%ff`), a control character (`%00`), or a key
 * longer than S3 allows. Our keys never hold any of these. Such a path is the client's mistake: 400,
 * as the distribution answers a malformed URI, never a 5xx from somewhere behind it.
 */
export function malformedPath(rawPath: string): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(rawPath.replace(/^\/+/, ''));
  } catch {
    return 'an invalid escape';
  }
  if (CONTROL_CHARACTER.test(key)) return 'a control character';
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return 'a key that is too long';
  return undefined;
}

/** Mirrors RAW_UPLOAD_PREFIX in infra/constructs/media-storage.ts; media-cdn.test.ts keeps the two equal. */
export const RAW_UPLOAD_PREFIX = 'uploads/';

/** Mirrors HELD_MEDIA_PREFIX (decision 0082): held photos wait for a moderator, never served. */
export const HELD_MEDIA_PREFIX = 'held/';

const ACCESS_DENIED_XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';

/** The distribution's response headers policy: uploaded files may never run as a page. */
export const MEDIA_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * Mirrors IMMUTABLE_MEDIA_CACHE and the photos behaviour's response headers policy in
 * infra/constructs/media-storage.ts (media-cdn.test.ts keeps them equal): a photo whose object
 * names no Cache-Control gets this one; what an object names always wins.
 */
export const LOCAL_IMMUTABLE_MEDIA_CACHE = 'public, max-age=31536000, immutable';

/** The Cache-Control the distribution answers with, for an object in `bucket` that named `stored`. */
export function cacheControlFor(bucket: string, stored: string | null): string | undefined {
  return stored ?? (bucket === LOCAL_BUCKETS.photos ? LOCAL_IMMUTABLE_MEDIA_CACHE : undefined);
}

const FORWARDED_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
];

export async function startMediaCdn(options: {
  port: number;
  s3Endpoint: string;
  log: Log;
  /** A key still to be stored (the seed's photos, just after a first start): when it will be. */
  whenStored?: (bucket: string, key: string) => Promise<void> | undefined;
  /** Serve HTTPS with this certificate for localhost, as the distribution does (bench:web). */
  tls?: { key: string; cert: string };
}): Promise<Server> {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res
          .writeHead(403, { 'content-type': 'text/plain' })
          .end('This distribution is not configured to allow the HTTP request method that was used for this request.');
        return;
      }
      const rawPath = (req.url ?? '/').split('?')[0]!;
      if (malformedPath(rawPath)) {
        res.writeHead(400, { 'content-type': 'text/plain', ...MEDIA_SECURITY_HEADERS }).end('Bad request.');
        return;
      }
      const { bucket, rawKey } = bucketForPath(rawPath);
      // The key S3 would see once the URL is normalised (dot segments, escapes),
      // not the one the path seems to name.
      const upstreamUrl = new URL(`${options.s3Endpoint}/${bucket}/${rawKey}`);
      if (!servesKey(upstreamUrl.pathname, bucket)) {
        res.writeHead(403, { 'content-type': 'application/xml', ...MEDIA_SECURITY_HEADERS }).end(ACCESS_DENIED_XML);
        return;
      }
      await options
        .whenStored?.(bucket, safeDecode(upstreamUrl.pathname.slice(bucket.length + 2)))
        ?.catch(() => undefined);
      // Signed as CloudFront's origin access control signs: the buckets refuse anonymous reads.
      const headers: Record<string, string> = await localSignedHeaders(upstreamUrl, {
        method: req.method,
        service: 's3',
      });
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const upstream = await fetch(upstreamUrl, { method: req.method, headers });
      const out: Record<string, string> = { ...MEDIA_SECURITY_HEADERS };
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value !== null) out[name] = value;
      }
      const cacheControl = upstream.ok ? cacheControlFor(bucket, upstream.headers.get('cache-control')) : undefined;
      if (cacheControl) out['cache-control'] = cacheControl;
      res.writeHead(upstream.status, out);
      res.end(req.method === 'HEAD' ? undefined : Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      options.log(`media: ${errorText(error)}`);
      if (!res.headersSent) res.writeHead(502).end();
    }
  };
  // An https server is an http server over TLS: the same requests, the same closeAllConnections().
  const server = options.tls ? (createHttpsServer(options.tls, handle) as unknown as Server) : createServer(handle);
  await listen(server, options.port);
  return server;
}
