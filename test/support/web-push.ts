/**
 * A browser's side of Web Push, for tests (decision 0069): a subscription with
 * keys the test made itself (an ECDH P-256 pair and a 16-byte auth secret),
 * an endpoint from the local push service, and RFC 8291 decryption (aes128gcm,
 * RFC 8188) of what that service received, with node:crypto only.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import type { PushPayload } from '#shared/schemas/notifications.ts';
import { call } from './api';
import { cloud } from './cloud-info';
import type { TestMember } from './members';

export type TestSubscription = {
  /** The local push service's id of it: what the test reads pushes by. */
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  auth: Buffer;
};

export type ReceivedPush = { pushId: string; subscriptionId: string; receivedAt: number; ttl: number; body: string };

/** A subscription as a browser makes one: bound to the stage's VAPID key, then given to the API. */
export async function subscribe(member: TestMember): Promise<TestSubscription> {
  const settings = await call('getPushSettings', { token: member.accessToken });
  if (!settings.body.publicKey) throw new Error(`no VAPID key: ${JSON.stringify(settings.body)}`);
  const made = await fetch(`${cloud().pushUrl}/subscriptions`, {
    method: 'POST',
    body: JSON.stringify({ applicationServerKey: settings.body.publicKey }),
  });
  const { id, endpoint } = (await made.json()) as { id: string; endpoint: string };
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
  const saved = await call('subscribePush', { token: member.accessToken, body: { endpoint, keys } });
  if (saved.status !== 200) throw new Error(`subscribe failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { id, endpoint, keys, ecdh, auth };
}

export async function pushesTo(subscription: TestSubscription): Promise<ReceivedPush[]> {
  const answer = await fetch(`${cloud().pushUrl}/_local/pushes?subscription=${subscription.id}`);
  return (await answer.json()) as ReceivedPush[];
}

/** From now on the push service answers 410 Gone for it, as for a subscription the browser dropped. */
export async function makeGone(subscription: TestSubscription): Promise<void> {
  const answer = await fetch(`${cloud().pushUrl}/_local/subscriptions/${subscription.id}/gone`, { method: 'POST' });
  if (!answer.ok) throw new Error(`could not mark gone: ${answer.status}`);
}

/**
 * RFC 8291 §3.4 and RFC 8188 §2: the body is salt (16) ‖ record size (4) ‖
 * key id length (1) ‖ the sender's ephemeral public key ‖ one record,
 * AES-128-GCM with its 16-byte tag, whose plaintext ends in the 0x02
 * delimiter and optional zero padding.
 */
export function decryptPush(body: Buffer, subscription: Pick<TestSubscription, 'ecdh' | 'auth'>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverKey = subscription.ecdh.getPublicKey();
  const sharedSecret = subscription.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Not the last record: no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export const payloadOf = (push: ReceivedPush, subscription: TestSubscription): PushPayload =>
  JSON.parse(decryptPush(Buffer.from(push.body, 'base64'), subscription)) as PushPayload;
