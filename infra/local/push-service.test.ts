import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptPush } from '#test/support/push-crypto.ts';
import { startPushService, type PushService } from './push-service';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('the local push service', () => {
  let service: PushService;
  let base: string;
  const vapid = webpush.generateVAPIDKeys();
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const auth = randomBytes(16);
  const keys = { p256dh: browser.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };

  beforeAll(async () => {
    const port = await freePort();
    service = await startPushService({ port, log: () => undefined });
    base = `http://localhost:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => service.server.close(() => resolve())));

  async function subscription(applicationServerKey = vapid.publicKey) {
    const made = await fetch(`${base}/subscriptions`, {
      method: 'POST',
      body: JSON.stringify({ applicationServerKey }),
    });
    expect(made.status).toBe(201);
    return (await made.json()) as { id: string; endpoint: string };
  }

  function send(endpoint: string, payload: string, signer = vapid, options: webpush.RequestOptions = {}) {
    const request = webpush.generateRequestDetails({ endpoint, keys }, payload, {
      vapidDetails: { subject: 'mailto:ops@kindred.test', ...signer },
      TTL: 60,
      contentEncoding: 'aes128gcm',
      ...options,
    });
    return fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
    });
  }

  it('accepts a push signed with the key the subscription was made for, and keeps it, decryptable by the browser', async () => {
    const { id, endpoint } = await subscription();
    expect((await send(endpoint, '{"hello":"there"}')).status).toBe(201);
    const [kept] = service.received().filter((push) => push.subscriptionId === id);
    expect(kept).toMatchObject({ ttl: 60, contentEncoding: 'aes128gcm' });
    expect(decryptPush(Buffer.from(kept!.body, 'base64'), { ecdh: browser, auth })).toBe('{"hello":"there"}');
    const listed = await (await fetch(`${base}/_local/pushes?subscription=${id}`)).json();
    expect(listed).toHaveLength(1);
  });

  it('refuses another key, no VAPID, a forged token, no TTL and an oversized body, and answers 410 once gone', async () => {
    const { id, endpoint } = await subscription();
    expect((await send(endpoint, 'x', webpush.generateVAPIDKeys())).status).toBe(403);
    const bare = (headers: Record<string, string>, body?: Uint8Array<ArrayBuffer>) =>
      fetch(endpoint, { method: 'POST', headers, body });
    expect((await bare({ TTL: '60' })).status).toBe(401);
    expect((await bare({ TTL: '60', Authorization: `vapid t=a.b.c, k=${vapid.publicKey}` })).status).toBe(401);
    expect((await bare({ TTL: '60', Authorization: 'vapid t=, k=' })).status).toBe(401);
    // A key that is not the subscription's is refused before it is even read.
    expect((await bare({ TTL: '60', Authorization: 'vapid t=x, k=AAAA' })).status).toBe(403);
    expect((await bare({ Authorization: 'vapid t=x, k=y' })).status).toBe(400);
    const request = webpush.generateRequestDetails({ endpoint, keys }, 'x', {
      vapidDetails: { subject: 'mailto:ops@kindred.test', ...vapid },
      TTL: 60,
    });
    const headers = { ...(request.headers as Record<string, string>) };
    delete headers['Content-Length'];
    expect((await bare(headers, new Uint8Array(5000))).status).toBe(413);
    expect(service.received().filter((push) => push.subscriptionId === id)).toEqual([]);

    expect((await fetch(`${base}/_local/subscriptions/${id}/gone`, { method: 'POST' })).status).toBe(200);
    expect((await send(endpoint, 'x')).status).toBe(410);
    expect((await send(`${base}/push/unknown`, 'x')).status).toBe(404);
  });

  it('answers bad input with a 4xx and keeps answering', async () => {
    expect((await fetch(`${base}/subscriptions`, { method: 'POST', body: '{not json' })).status).toBe(400);
    expect(
      (
        await fetch(`${base}/subscriptions`, {
          method: 'POST',
          body: JSON.stringify({ applicationServerKey: 'short' }),
        })
      ).status,
    ).toBe(400);
    expect((await fetch(`${base}/subscriptions`, { method: 'POST', body: 'x'.repeat(5000) })).status).toBe(413);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    expect((await fetch(`${base}/push/${'x'.repeat(200)}`, { method: 'POST' })).status).toBe(404);
    await subscription();
  });
});
