/**
 * SigV4 verification for the local stand-ins (s3rver's front, @connections),
 * which AWS enforces and the emulators otherwise would not.
 *
 * We never re-implement the algorithm: the request is rebuilt from what the
 * client says it signed and signed again with @smithy/signature-v4 (the
 * signer the AWS SDK itself uses), then the two signatures are compared.
 * Credentials are the local key pair only (LOCAL_ACCESS_KEY): anything else
 * is refused as an unknown access key, as AWS would.
 */
import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { Checksum, HttpRequest, QueryParameterBag, SourceData } from '@smithy/types';
import { LOCAL_ACCESS_KEY } from './endpoints';
import { functionOfAccessKey } from './function-identity';

export type SigV4Failure = {
  code:
    | 'MissingAuthentication'
    | 'InvalidAccessKeyId'
    | 'SignatureDoesNotMatch'
    | 'RequestExpired'
    | 'AuthorizationMalformed';
  message: string;
};
export type SigV4Result = { ok: true } | ({ ok: false } & SigV4Failure);

export type IncomingSigned = {
  method: string;
  /** The request target as sent (path and raw query). */
  url: string;
  /** Lower-case names, as node:http gives them. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** AWS refuses header-signed requests more than 15 minutes off its clock. */
const MAX_CLOCK_SKEW_MS = 15 * 60_000;
const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

const fail = (code: SigV4Failure['code'], message: string): SigV4Result => ({ ok: false, code, message });

type Scope = { accessKeyId: string; shortDate: string; region: string; service: string };

function parseCredential(credential: string): Scope | undefined {
  const [accessKeyId, shortDate, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !shortDate || !region || !service || terminator !== 'aws4_request' || rest.length)
    return undefined;
  return { accessKeyId, shortDate, region, service };
}

/** `20261123T221500Z` → Date. */
export function parseAmzDate(value: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/**
 * SHA-256 and HMAC-SHA-256 by node:crypto, as the SDK's own Node signer hashes (@smithy/hash-node):
 * every push over @connections is verified, and the pure-JS hash cost that much more CPU per push.
 */
class NodeSha256 implements Checksum {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = NodeSha256.create(secret);
  }
  private static create(secret?: SourceData): Hash | Hmac {
    return secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: Uint8Array | string): void {
    this.hash.update(typeof data === 'string' ? data : toBuffer(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = NodeSha256.create(this.secret);
  }
}

function toBuffer(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** One signer per scope: a signer keeps the signing keys it derived (four HMACs a day and scope), so reuse saves them. */
const signers = new Map<string, SignatureV4>();

function signerFor(scope: Scope): SignatureV4 {
  const key = `${scope.region}/${scope.service}`;
  let signer = signers.get(key);
  if (!signer) signers.set(key, (signer = newSigner(scope)));
  return signer;
}

function newSigner(scope: Scope): SignatureV4 {
  return new SignatureV4({
    credentials: LOCAL_ACCESS_KEY,
    region: scope.region,
    service: scope.service,
    sha256: NodeSha256,
    // S3 signs the path as sent; every other service escapes it once more.
    uriEscapePath: scope.service !== 's3',
    // We pass exactly the headers the client signed; the signer must add none.
    applyChecksum: false,
  });
}

function knownKey(scope: Scope): SigV4Result | undefined {
  // Each function's own key (function-identity.ts) shares the local secret.
  if (scope.accessKeyId !== LOCAL_ACCESS_KEY.accessKeyId && !functionOfAccessKey(scope.accessKeyId)) {
    return fail('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  return undefined;
}

/** `a=1&b=%20x&a=2` → { a: ['1', '2'], b: ' x' }, undefined when an escape is broken. */
export function parseRawQuery(raw: string): QueryParameterBag | undefined {
  const query: Record<string, string | string[]> = {};
  if (!raw) return query;
  try {
    for (const part of raw.split('&')) {
      if (!part) continue;
      const at = part.indexOf('=');
      const name = decodeURIComponent(at < 0 ? part : part.slice(0, at));
      const value = at < 0 ? '' : decodeURIComponent(part.slice(at + 1));
      const existing = query[name];
      query[name] = existing === undefined ? value : [existing, value].flat();
    }
  } catch {
    return undefined;
  }
  return query;
}

function headerValue(headers: IncomingSigned['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function splitUrl(url: string): { path: string; rawQuery: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, rawQuery: '' } : { path: url.slice(0, at), rawQuery: url.slice(at + 1) };
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function rebuild(
  request: IncomingSigned,
  signedHeaders: string[],
  path: string,
  query: QueryParameterBag,
): HttpRequest {
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = headerValue(request.headers, name);
    if (value !== undefined) headers[name] = value;
  }
  const host = headerValue(request.headers, 'host') ?? 'localhost';
  const [hostname, port] = host.split(':');
  return {
    method: request.method,
    protocol: 'http:',
    hostname: hostname!,
    port: port ? Number(port) : undefined,
    path,
    query,
    headers,
    body: request.body,
  };
}

/** Whether `request` carries any SigV4 authentication at all (header or query). */
export function hasSigV4(request: Pick<IncomingSigned, 'url' | 'headers'>): boolean {
  return headerValue(request.headers, 'authorization') !== undefined || /[?&]X-Amz-Algorithm=/i.test(request.url);
}

/**
 * Verifies `Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`.
 * A declared payload hash must match the body; UNSIGNED-PAYLOAD is accepted as S3 does.
 */
export async function verifyHeaderSignature(request: IncomingSigned, now = new Date()): Promise<SigV4Result> {
  const authorization = headerValue(request.headers, 'authorization');
  if (!authorization) return fail('MissingAuthentication', 'Missing Authentication Token');
  const match = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
    authorization.trim(),
  );
  if (!match) return fail('AuthorizationMalformed', 'The authorization header is malformed.');
  const [, credential, signedHeaderList, signature] = match as unknown as [string, string, string, string];
  const scope = parseCredential(credential);
  if (!scope) return fail('AuthorizationMalformed', 'The credential is malformed.');
  const unknownKey = knownKey(scope);
  if (unknownKey) return unknownKey;
  const signingDate = parseAmzDate(headerValue(request.headers, 'x-amz-date'));
  if (!signingDate || !credential.includes(`/${headerValue(request.headers, 'x-amz-date')!.slice(0, 8)}/`)) {
    return fail('AuthorizationMalformed', 'X-Amz-Date is missing or does not match the credential scope.');
  }
  if (Math.abs(now.getTime() - signingDate.getTime()) > MAX_CLOCK_SKEW_MS) {
    return fail('RequestExpired', 'The difference between the request time and the current time is too large.');
  }
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host')) return fail('AuthorizationMalformed', 'The host header must be signed.');

  const declaredHash = headerValue(request.headers, 'x-amz-content-sha256');
  if (declaredHash && declaredHash !== UNSIGNED_PAYLOAD && /^[0-9a-f]{64}$/.test(declaredHash)) {
    if (createHash('sha256').update(request.body).digest('hex') !== declaredHash) {
      return fail(
        'SignatureDoesNotMatch',
        'The provided x-amz-content-sha256 header does not match what was computed.',
      );
    }
  }

  const { path, rawQuery } = splitUrl(request.url);
  const query = parseRawQuery(rawQuery);
  if (!query) return fail('AuthorizationMalformed', 'The query string is malformed.');
  const signed = await signerFor(scope).sign(rebuild(request, signedHeaders, path, query), {
    signingDate,
    signableHeaders: new Set(signedHeaders),
  });
  const expected =
    /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization ?? signed.headers.Authorization))?.[1] ?? '';
  if (!sameSignature(expected, signature)) {
    return fail(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  return { ok: true };
}

/** Verifies a presigned URL (`X-Amz-Algorithm`, `X-Amz-Credential`, …, `X-Amz-Signature` in the query), expiry included. */
export async function verifyQuerySignature(request: IncomingSigned, now = new Date()): Promise<SigV4Result> {
  const { path, rawQuery } = splitUrl(request.url);
  const query = parseRawQuery(rawQuery);
  if (!query) return fail('AuthorizationMalformed', 'The query string is malformed.');
  const param = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (param('X-Amz-Algorithm') !== ALGORITHM)
    return fail('AuthorizationMalformed', 'X-Amz-Algorithm must be AWS4-HMAC-SHA256.');
  const scope = parseCredential(param('X-Amz-Credential') ?? '');
  const signingDate = parseAmzDate(param('X-Amz-Date'));
  const expiresIn = Number(param('X-Amz-Expires'));
  const signature = param('X-Amz-Signature');
  const signedHeaders = (param('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  if (
    !scope ||
    !signingDate ||
    !Number.isInteger(expiresIn) ||
    expiresIn < 1 ||
    !signature ||
    !signedHeaders.includes('host')
  ) {
    return fail('AuthorizationMalformed', 'The presigned URL is missing or has malformed X-Amz-* parameters.');
  }
  const unknownKey = knownKey(scope);
  if (unknownKey) return unknownKey;
  if (now.getTime() > signingDate.getTime() + expiresIn * 1000) return fail('RequestExpired', 'Request has expired');

  const { 'X-Amz-Signature': _signature, ...unsignedQuery } = query;
  const rebuilt = rebuild(request, signedHeaders, path, unsignedQuery);
  // Query-signed S3 requests never sign the payload. The header only tells the
  // signer so; it stays out of the query and out of the signed headers.
  rebuilt.headers['x-amz-content-sha256'] = UNSIGNED_PAYLOAD;
  const presigned = await signerFor(scope).presign(rebuilt, {
    signingDate,
    expiresIn,
    signableHeaders: new Set(signedHeaders),
    unsignableHeaders: signedHeaders.includes('x-amz-content-sha256') ? undefined : new Set(['x-amz-content-sha256']),
    unhoistableHeaders: new Set(['x-amz-content-sha256']),
  });
  if (!sameSignature(String(presigned.query?.['X-Amz-Signature'] ?? ''), signature)) {
    return fail(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  return { ok: true };
}

/** Whichever mechanism the request uses; a request with neither is refused. */
export async function verifySigV4(request: IncomingSigned, now = new Date()): Promise<SigV4Result> {
  if (headerValue(request.headers, 'authorization') !== undefined) return verifyHeaderSignature(request, now);
  if (/[?&]X-Amz-Algorithm=/i.test(request.url)) return verifyQuerySignature(request, now);
  return fail('MissingAuthentication', 'Missing Authentication Token');
}

/** Signs a string (a POST policy) with the local key, for the scope a form names. */
export async function signPolicy(
  policyBase64: string,
  credential: string,
  signingDate: Date,
): Promise<string | undefined> {
  const scope = parseCredential(credential);
  if (!scope || knownKey(scope)) return undefined;
  return signerFor(scope).sign(policyBase64, {
    signingDate,
    signingRegion: scope.region,
    signingService: scope.service,
  });
}

export { parseCredential };
