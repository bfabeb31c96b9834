/**
 * A browser's side of Web Push, for tests (decision 0069): a subscription with
 * keys the test made itself (an ECDH P-256 pair and a 16-byte auth secret),
 * an endpoint from the local push service, and what that service received,
 * decrypted (push-crypto.ts).
 */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import type { PushPayload } from '#shared/schemas/notifications.ts';
import { call } from './api';
import { cloud } from './cloud-info';
import type { TestMember } from './members';
import { decryptPush } from './push-crypto';

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

export const payloadOf = (push: ReceivedPush, subscription: TestSubscription): PushPayload =>
  JSON.parse(decryptPush(Buffer.from(push.body, 'base64'), subscription)) as PushPayload;
