/**
 * The local stand-ins are as strict as the services they stand in for
 * (decision 0028): S3 checks signatures and POST policies, the media
 * CDN never serves raw uploads, @connections takes only signed calls, and the
 * Cognito shim's CORS answers the web app's origin only.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { request } from 'node:http';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localSignedHeaders } from '#infra/local/local-signer.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { bytesOf, exists, postForm, s3 } from '../support/media-uploads';
import { createMember } from '../support/members';
import { jpeg, uploadPhoto } from '../support/photos';
import { openSocket } from '../support/sockets';
import { eventually, scanAll } from '../support/table';

const s3Url = (path: string) => `${cloud().env.AWS_ENDPOINT_URL_S3}${path}`;
const photos = () => cloud().env.PHOTOS_BUCKET;

async function memberWithPhoto() {
  const member = await createMember();
  await call('getMyProfile', { token: member.accessToken });
  const { status } = await uploadPhoto(member, await jpeg({ color: '#123456' }));
  expect(status.status).toBe('ready');
  const key = new URL(status.photo.url).pathname.slice(1);
  return { member, key: decodeURIComponent(key), url: status.photo.url as string };
}

describe('local S3: signatures and POST policies', () => {
  it("a tampered form cannot overwrite another member's photo: key, content type, size and signature are all bound", async () => {
    const victim = await memberWithPhoto();
    const before = await bytesOf(victim.url);
    const attacker = await createMember();
    await call('getMyProfile', { token: attacker.accessToken });
    const ticket = (
      await call('createPhotoUpload', { token: attacker.accessToken, body: { contentType: 'image/jpeg', size: 2000 } })
    ).body;
    const image = await jpeg({ color: '#ff0000' });
    const attempts: Array<[string, Record<string, string>, number]> = [
      ["another member's key", { ...ticket.fields, key: victim.key }, 403],
      ['another content type', { ...ticket.fields, 'Content-Type': 'text/html' }, 403],
      ['an extra field the policy does not name', { ...ticket.fields, 'x-amz-meta-owner': 'me' }, 403],
      ['a forged signature', { ...ticket.fields, 'X-Amz-Signature': '0'.repeat(64) }, 403],
      [
        'a rewritten policy',
        {
          ...ticket.fields,
          Policy: Buffer.from(
            JSON.stringify({ expiration: '2099-01-01T00:00:00Z', conditions: [['starts-with', '$key', '']] }),
          ).toString('base64'),
        },
        403,
      ],
      [
        'no policy at all',
        Object.fromEntries(
          Object.entries(ticket.fields as Record<string, string>).filter(([name]) => name !== 'Policy'),
        ),
        403,
      ],
    ];
    for (const [what, fields, status] of attempts) {
      const response = await postForm(ticket, image, 'image/jpeg', fields);
      expect(response.status, what).toBe(status);
    }
    expect(await bytesOf(victim.url)).toEqual(before);
    // An unsigned form (the fields without any signature) to the victim's key is refused too.
    const anonymous = await postForm({ url: ticket.url, fields: {} }, image, 'image/jpeg', {
      key: victim.key,
      'Content-Type': 'image/jpeg',
    });
    expect(anonymous.status).toBe(403);
    expect(await bytesOf(victim.url)).toEqual(before);
    // The untouched ticket still works: the checks refuse tampering, not uploads.
    expect((await postForm(ticket, image, 'image/jpeg')).status).toBe(204);
  });

  it('refuses unsigned PUT, DELETE, GET and LIST, and requests signed with an unknown key or the wrong secret', async () => {
    const { key } = await memberWithPhoto();
    const objectUrl = s3Url(`/${photos()}/${key}`);
    expect((await fetch(objectUrl, { method: 'PUT', body: 'overwritten' })).status).toBe(403);
    expect((await fetch(objectUrl, { method: 'DELETE' })).status).toBe(403);
    expect((await fetch(objectUrl)).status).toBe(403);
    const listing = await fetch(s3Url(`/${photos()}?list-type=2`));
    expect(listing.status).toBe(403);
    expect(await listing.text()).toContain('AccessDenied');
    expect((await fetch(s3Url('/'))).status).toBe(403);

    for (const credentials of [
      { accessKeyId: 'someone-else', secretAccessKey: 'local' },
      { accessKeyId: 'local', secretAccessKey: 'wrong' },
    ]) {
      const client = new S3Client({
        endpoint: cloud().env.AWS_ENDPOINT_URL_S3,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials,
        maxAttempts: 1,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      await expect(client.send(new DeleteObjectCommand({ Bucket: photos(), Key: key }))).rejects.toMatchObject({
        $metadata: { httpStatusCode: 403 },
      });
      await expect(client.send(new ListObjectsV2Command({ Bucket: photos() }))).rejects.toMatchObject({
        $metadata: { httpStatusCode: 403 },
      });
    }
    expect(await exists(photos(), key)).toBe(true);
  });

  it('signed SDK calls and presigned URLs work; an expired or altered presigned URL does not', async () => {
    const key = `probe/${Date.now()}.txt`;
    await s3().send(new PutObjectCommand({ Bucket: photos(), Key: key, Body: 'hello', ContentType: 'text/plain' }));
    const url = await getSignedUrl(s3(), new GetObjectCommand({ Bucket: photos(), Key: key }), { expiresIn: 60 });
    expect(await (await fetch(url)).text()).toBe('hello');
    const altered = url.replace(encodeURIComponent(key).replace(/%2F/g, '/'), 'probe/other.txt');
    expect(altered).not.toBe(url);
    expect((await fetch(altered)).status).toBe(403);
    const expired = await getSignedUrl(s3(), new GetObjectCommand({ Bucket: photos(), Key: key }), {
      expiresIn: 1,
      signingDate: new Date(Date.now() - 60_000),
    });
    const answer = await fetch(expired);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('expired');
    await s3().send(new DeleteObjectCommand({ Bucket: photos(), Key: key }));
  });
});

describe('media CDN', () => {
  it('never serves a raw upload, however the path is spelled, while it serves processed photos', async () => {
    const member = await createMember();
    await call('getMyProfile', { token: member.accessToken });
    const ticket = (
      await call('createPhotoUpload', { token: member.accessToken, body: { contentType: 'image/jpeg', size: 5000 } })
    ).body;
    const rawKey = ticket.fields.key as string;
    expect(rawKey.startsWith('uploads/')).toBe(true);
    const original = await jpeg({ gps: true });
    expect((await postForm(ticket, original, 'image/jpeg')).status).toBe(204);
    // Asked for at once, while the handler is processing it: the CDN refuses (403 AccessDenied, never the bytes).
    const base = cloud().env.MEDIA_BASE_URL;
    for (const path of [
      `/${rawKey}`,
      `/${rawKey.replace(/\//g, '%2F')}`,
      `/x/../${rawKey}`,
      `/%75${rawKey.slice(1)}`,
    ]) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status, path).toBe(403);
      expect(Buffer.from(await answer.arrayBuffer()).includes(original.subarray(0, 64)), path).toBe(false);
    }
    const status = await eventually(async () => {
      const response = await call('getPhotoUpload', { token: member.accessToken, params: { photoId: ticket.photoId } });
      return response.body.status === 'ready' ? response.body : undefined;
    }, 15_000);
    expect((await fetch(status.photo.url)).status).toBe(200);
  });
});

/** GET with the path exactly as given: fetch would normalise escapes and dot segments first. */
function getRaw(base: string, path: string): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: url.hostname, port: url.port, method: 'GET', path }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('media CDN paths', () => {
  it('answers a malformed path (a NUL, a bad or non-UTF-8 escape, an overlong key) with 400', async () => {
    const base = cloud().env.MEDIA_BASE_URL;
    for (const path of [
      '/%00',
      '/m1/%00.jpg',
      '/%',
      '/%zz',
      '/%ff%fe',
      '/stories/%c3',
      '/voice/a%0a',
      `/${'k'.repeat(1100)}`,
    ])
      expect(await getRaw(base, path), path).toBe(400);
  });

  it('never answers 5xx, whatever the path (fuzzed)', async () => {
    const base = cloud().env.MEDIA_BASE_URL;
    const hex = fc.constantFrom(...'0123456789abcdefABCDEFzg');
    const piece = fc.oneof(
      fc.constantFrom(
        'stories/',
        'voice/',
        'uploads/',
        '../',
        './',
        '//',
        '%2F',
        '%2e%2e/',
        '%',
        '%00',
        '%u0041',
        'm1/p1.jpg',
      ),
      fc.tuple(hex, hex).map(([a, b]) => `%${a}${b}`),
      fc.string({ unit: fc.constantFrom(..."abcXYZ09-_.~!$&'()*+,;=:@[]"), maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 8 }), async (pieces) => {
        const path = `/${pieces.join('')}`;
        const status = await getRaw(base, path);
        expect(status, path).toBeLessThan(500);
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });
});

describe('@connections', () => {
  it('refuses unsigned and badly signed pushes; a signed one is delivered', async () => {
    const member = await createMember();
    const { socket, next, frames } = await openSocket(member.accessToken);
    const [stored] = await eventually(async () => {
      const found = (await scanAll()).filter((item) => item.entity === 'connection' && item.memberId === member.sub);
      return found.length ? found : undefined;
    });
    const url = new URL(
      `${cloud().env.WS_CALLBACK_URL}/@connections/${encodeURIComponent(String(stored.connectionId))}`,
    );
    const forged = JSON.stringify({ type: 'message', content: 'forged' });

    const unsigned = await fetch(url, { method: 'POST', body: forged });
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    const headers = await localSignedHeaders(url, { method: 'POST', service: 'execute-api', body: forged });
    // Signed, then the body swapped: the signature covers the payload.
    const swapped = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'message', content: 'swapped' }),
    });
    expect(swapped.status).toBe(403);
    expect(swapped.headers.get('x-amzn-errortype')).toBe('InvalidSignatureException');
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(403);

    const genuine = JSON.stringify({ type: 'probe', n: 1 });
    const signed = await fetch(url, {
      method: 'POST',
      headers: await localSignedHeaders(url, { method: 'POST', service: 'execute-api', body: genuine }),
      body: genuine,
    });
    expect(signed.status).toBe(200);
    expect(await next((frame) => frame.type === 'probe')).toEqual({ type: 'probe', n: 1 });
    // Nothing forged or swapped reached the socket.
    expect(frames.filter((frame) => (frame as { type?: string }).type === 'message')).toEqual([]);
    socket.close();
  });
});

describe('Cognito shim CORS', () => {
  it("answers the web app's origin and refuses any other origin's preflight; the mailbox is not readable cross-origin", async () => {
    const preflight = (origin: string) =>
      fetch(cloud().cognitoShimUrl, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-amz-target',
        },
      });
    const own = await preflight(cloud().webOrigin);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(cloud().webOrigin);
    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const mailbox = await fetch(`${cloud().cognitoShimUrl}/dev/mailbox.json`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(mailbox.headers.get('access-control-allow-origin')).toBeNull();
  });
});
