/**
 * Signs a request with the local key, for the local cloud's own callers of
 * the stand-ins (the media CDN reads S3 as CloudFront's origin access control
 * does; tests sign @connections calls as a Lambda role would).
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { LOCAL_ACCESS_KEY, LOCAL_REGION } from './endpoints';

export async function localSignedHeaders(
  url: URL,
  options: { method: string; service: 's3' | 'execute-api'; body?: string },
): Promise<Record<string, string>> {
  const signer = new SignatureV4({
    credentials: LOCAL_ACCESS_KEY,
    region: LOCAL_REGION,
    service: options.service,
    sha256: Sha256,
    uriEscapePath: options.service !== 's3',
  });
  const query: Record<string, string> = {};
  url.searchParams.forEach((value, name) => {
    query[name] = value;
  });
  const signed = await signer.sign({
    method: options.method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query,
    headers: { host: url.host },
    body: options.body,
  });
  const { host: _host, ...headers } = signed.headers;
  return headers;
}
