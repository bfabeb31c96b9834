import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { LOCAL_ACCESS_KEY } from './endpoints';
import { localSignedHeaders } from './local-signer';
import { verifySigV4 } from './sigv4-verify';

const url = new URL('http://localhost:3002/local/@connections/abc%3D');
const asReceived = (target: URL, headers: Record<string, string>, body: string) => ({
  method: 'POST',
  url: `${target.pathname}${target.search}`,
  headers: { ...lower(headers), host: target.host },
  body: Buffer.from(body),
});
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('verifySigV4', () => {
  it('accepts a request signed with the local key, and refuses it once its path, body or signature changes', async () => {
    const headers = await localSignedHeaders(url, { method: 'POST', service: 'execute-api', body: '{"a":1}' });
    expect(await verifySigV4(asReceived(url, headers, '{"a":1}'))).toEqual({ ok: true });
    expect(
      await verifySigV4(asReceived(new URL('http://localhost:3002/local/@connections/xyz'), headers, '{"a":1}')),
    ).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(await verifySigV4(asReceived(url, headers, '{"a":2}'))).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    const forged = {
      ...headers,
      authorization: headers.authorization!.replace(/Signature=\w+/, `Signature=${'0'.repeat(64)}`),
    };
    expect(await verifySigV4(asReceived(url, forged, '{"a":1}'))).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
  });

  it('refuses no signature, an unknown key and a stale date', async () => {
    expect(await verifySigV4(asReceived(url, {}, ''))).toMatchObject({ ok: false, code: 'MissingAuthentication' });
    const headers = await localSignedHeaders(url, { method: 'POST', service: 'execute-api', body: '' });
    const stranger = {
      ...headers,
      authorization: headers.authorization!.replace('Credential=local/', 'Credential=stranger/'),
    };
    expect(await verifySigV4(asReceived(url, stranger, ''))).toMatchObject({ ok: false, code: 'InvalidAccessKeyId' });
    expect(await verifySigV4(asReceived(url, headers, ''), new Date(Date.now() + 20 * 60_000))).toMatchObject({
      ok: false,
      code: 'RequestExpired',
    });
  });

  it('accepts an S3 presigned URL from the SDK until it expires, and not for another key', async () => {
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: 'http://localhost:4569',
      forcePathStyle: true,
      credentials: LOCAL_ACCESS_KEY,
    });
    const signed = new URL(
      await getSignedUrl(s3, new GetObjectCommand({ Bucket: 'photos', Key: 'm1/p 1.jpg' }), { expiresIn: 60 }),
    );
    const request = (target: URL) => ({
      method: 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { host: target.host },
      body: Buffer.alloc(0),
    });
    expect(await verifySigV4(request(signed))).toEqual({ ok: true });
    expect(await verifySigV4(request(signed), new Date(Date.now() + 120_000))).toMatchObject({
      ok: false,
      code: 'RequestExpired',
    });
    const other = new URL(signed);
    other.pathname = '/photos/m2/p1.jpg';
    expect(await verifySigV4(request(other))).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });
});
