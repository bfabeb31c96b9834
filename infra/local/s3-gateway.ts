/**
 * The front door of the local S3: every request is authenticated as S3 would
 * before s3rver (which checks no signature and no POST policy) sees it.
 *
 * - SDK calls: SigV4 in the Authorization header, by the local key;
 * - presigned URLs: SigV4 in the query, expiry included;
 * - browser form uploads: a POST policy signed by the local key, with its conditions;
 * - CORS preflights pass (S3 answers them without credentials);
 * - anything else, anonymous reads included, is 403 AccessDenied: the buckets
 *   are private, and the media CDN signs its reads as CloudFront's origin
 *   access control does.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { listen } from './http-api';
import { LOCAL_ACCESS_KEY } from './endpoints';
import { accessKeyIdOf, withAccessKey } from './function-identity';
import type { IamRequest, LocalIam } from './local-iam';
import { errorText, type Log } from './log';
import { readRawBody } from './read-body';
import { verifyPostPolicy, type PostForm } from './s3-post-policy';
import { hasSigV4, verifySigV4 } from './sigv4-verify';

/** Far above any upload the app allows (10 MB stories); only a guard for the local machine's memory. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export type S3GatewayOptions = {
  port: number;
  /** Where s3rver listens (loopback, an ephemeral port). */
  upstream: { host: string; port: number };
  webOrigin: string;
  log: Log;
  /**
   * Authorizes the calls a function signs against its role (decision 0064); read per request, since the
   * gateway starts before the synthesized stack is read.
   */
  iam?: () => LocalIam | undefined;
};

function s3Error(res: ServerResponse, status: number, code: string, message: string, corsOrigin?: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;
  const headers: Record<string, string> = {
    'content-type': 'application/xml',
    'content-length': String(Buffer.byteLength(body)),
  };
  // The browser must be able to read why its upload failed.
  if (corsOrigin) headers['access-control-allow-origin'] = corsOrigin;
  res.writeHead(status, headers).end(body);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The bucket of a path-style request with no key (`/photos`, `/photos/`), where form POSTs go. */
function bucketOfPostTarget(url: string): string | undefined {
  return /^\/([^/?]+)\/?(?:\?|$)/.exec(url)?.[1];
}

async function readForm(req: IncomingMessage, body: Buffer): Promise<PostForm | undefined> {
  const contentType = req.headers['content-type'];
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) return undefined;
  try {
    // undici's multipart parser (Node's own fetch), not a hand-written one.
    const data = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    const fields: Array<[string, string]> = [];
    let fileBytes: number | undefined;
    for (const [name, value] of data.entries()) {
      if (typeof value === 'string') fields.push([name, value]);
      else if (name.toLowerCase() === 'file') fileBytes = value.size;
    }
    return { fields, fileBytes };
  } catch {
    return undefined;
  }
}

/**
 * The IAM actions and resources of a path-style S3 request (`/bucket/key?sub`), as S3 authorizes them: an
 * object's read, write or delete on the object's ARN, a listing on the bucket's, a copy also reads its source.
 */
export function s3Requests(
  method: string,
  url: string,
  headers: IncomingMessage['headers'],
  body: Buffer,
): IamRequest[] {
  const [path = '/', query = ''] = url.split('?');
  const slash = path.indexOf('/', 1);
  const bucket = decodeURIComponent(slash < 0 ? path.slice(1) : path.slice(1, slash));
  const key = slash < 0 ? '' : decodeURIComponent(path.slice(slash + 1));
  const parameters = new URLSearchParams(query);
  const object = (action: string, objectKey = key): IamRequest => ({
    action: `s3:${action}`,
    resource: `arn:aws:s3:::${bucket}/${objectKey}`,
  });
  if (!key) {
    if (method === 'POST' && parameters.has('delete')) {
      // DeleteObjects: each key is a DeleteObject of its own.
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1]!));
      return keys.map((one) => object('DeleteObject', one));
    }
    const action =
      method === 'PUT'
        ? 'CreateBucket'
        : method === 'DELETE'
          ? 'DeleteBucket'
          : parameters.has('uploads')
            ? 'ListBucketMultipartUploads'
            : 'ListBucket';
    return [{ action: `s3:${action}`, resource: `arn:aws:s3:::${bucket}` }];
  }
  if (method === 'GET' || method === 'HEAD')
    return [object(parameters.has('tagging') ? 'GetObjectTagging' : 'GetObject')];
  if (method === 'DELETE') return [object(parameters.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject')];
  const requests = [object(parameters.has('tagging') ? 'PutObjectTagging' : 'PutObject')];
  const source = headers['x-amz-copy-source'];
  if (typeof source === 'string') {
    const [sourceBucket, ...sourceKey] = decodeURIComponent(source.replace(/^\//, '').split('?')[0]!).split('/');
    requests.unshift({ action: 's3:GetObject', resource: `arn:aws:s3:::${sourceBucket}/${sourceKey.join('/')}` });
  }
  return requests;
}

function unescapeXml(text: string): string {
  return text.replace(
    /&(lt|gt|amp|quot|apos);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[name]!,
  );
}

export async function startS3Gateway(options: S3GatewayOptions): Promise<Server> {
  const { log } = options;
  const allowedOrigin = (req: IncomingMessage) =>
    req.headers.origin === options.webOrigin ? options.webOrigin : undefined;

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) =>
    new Promise<void>((resolve) => {
      const upstream = httpRequest(
        {
          host: options.upstream.host,
          port: options.upstream.port,
          method: req.method,
          path: req.url,
          // s3rver knows only the local key; a function's own key (function-identity.ts) was checked above.
          headers: {
            ...req.headers,
            ...(typeof req.headers.authorization === 'string'
              ? { authorization: withAccessKey(req.headers.authorization, LOCAL_ACCESS_KEY.accessKeyId) }
              : {}),
            'content-length': String(body.length),
          },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', resolve);
          answer.on('error', resolve);
        },
      );
      upstream.on('error', (error) => {
        log(`s3rver unreachable: ${errorText(error)}`);
        if (!res.headersSent) s3Error(res, 503, 'ServiceUnavailable', 'Please reduce your request rate.');
        resolve();
      });
      upstream.end(body);
    });

  const server = createServer(async (req, res) => {
    try {
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_BODY_BYTES)
        return s3Error(
          res,
          400,
          'EntityTooLarge',
          'Your proposed upload exceeds the maximum allowed size',
          allowedOrigin(req),
        );
      const body = await readRawBody(req);
      if (method === 'OPTIONS') return await forward(req, res, body);

      if (method === 'POST' && !hasSigV4({ url, headers: req.headers })) {
        const bucket = bucketOfPostTarget(url);
        const form = bucket ? await readForm(req, body) : undefined;
        if (!bucket || !form) return s3Error(res, 403, 'AccessDenied', 'Access Denied', allowedOrigin(req));
        const verdict = await verifyPostPolicy(form, bucket);
        if (!verdict.ok) {
          log(`refused POST upload to ${bucket}: ${verdict.code} ${verdict.message}`);
          return s3Error(res, verdict.status, verdict.code, verdict.message, allowedOrigin(req));
        }
        return await forward(req, res, body);
      }

      const verdict = await verifySigV4({ method, url, headers: req.headers, body });
      if (!verdict.ok) {
        log(`refused ${method} ${url.split('?')[0]}: ${verdict.code}`);
        const code = verdict.code === 'MissingAuthentication' ? 'AccessDenied' : verdict.code;
        return s3Error(
          res,
          verdict.code === 'AuthorizationMalformed' ? 400 : 403,
          code,
          verdict.message,
          allowedOrigin(req),
        );
      }
      const iam = options.iam?.();
      const principal = iam?.principalOf(accessKeyIdOf(req.headers, url));
      const denied = principal && (await iam!.authorize(principal, s3Requests(method, url, req.headers, body)));
      if (denied) return s3Error(res, 403, 'AccessDenied', denied.message, allowedOrigin(req));
      return await forward(req, res, body);
    } catch (error) {
      log(`S3 gateway error: ${errorText(error)}`);
      if (!res.headersSent) s3Error(res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
      else res.destroy();
    }
  });
  server.on('clientError', (error, socket) => {
    log(`S3 gateway client error: ${errorText(error)}`);
    socket.destroy();
  });
  await listen(server, options.port);
  return server;
}
