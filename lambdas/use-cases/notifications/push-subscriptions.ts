/** A member's browsers that get pushes (decision 0069): subscribe, unsubscribe, and what the web app needs to ask. */
import type { PushSubscribe } from '#shared/schemas/notifications.ts';
import { deletePushSubscription, listPushSubscriptions, putPushSubscription } from '../../db/push-subscriptions';
import { failedConditions } from '../../db/conditions';
import { notFound } from '../../lib/errors';
import { vapidKeys } from '../../lib/vapid-keys';

export async function readPushSettings(memberId: string): Promise<{ publicKey: string; devices: number }> {
  const [keys, subscriptions] = await Promise.all([vapidKeys(), listPushSubscriptions(memberId)]);
  return { publicKey: keys?.publicKey ?? '', devices: subscriptions.length };
}

export async function subscribeToPush(memberId: string, subscription: PushSubscribe): Promise<{ devices: number }> {
  try {
    return { devices: await putPushSubscription(memberId, subscription, new Date()) };
  } catch (error) {
    // Kept only while the member has a profile: nothing of an account outlives it.
    if (failedConditions(error)?.includes(0)) throw notFound('Profile');
    throw error;
  }
}

export async function unsubscribeFromPush(memberId: string, endpoint: string): Promise<{ devices: number }> {
  await deletePushSubscription(memberId, endpoint);
  return { devices: (await listPushSubscriptions(memberId)).length };
}
