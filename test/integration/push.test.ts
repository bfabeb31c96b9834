/**
 * Web Push end to end (decision 0069): a member's browser, played by the test
 * with keys it made itself, subscribes; stream events push the bell's words,
 * encrypted to those keys (RFC 8291) and signed with the stage's VAPID key
 * (the local push service verifies the JWT), and nothing else; a subscription
 * the push service calls gone is removed; nothing is pushed about a member
 * blocked either way; the export lists subscriptions and deletion removes them.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '#lambdas/db/keys.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createProfiledMember, swipe } from '../support/matches';
import type { TestMember } from '../support/members';
import { eventually, memberItems } from '../support/table';
import { makeGone, payloadOf, pushesTo, subscribe, type TestSubscription } from '../support/web-push';

const settled = async () => {
  await fetch(`${cloud().lambdaUrl}/_local/settled`);
};

async function pushesUntil(subscription: TestSubscription, count: number) {
  return eventually(async () => {
    const pushes = await pushesTo(subscription);
    return pushes.length >= count ? pushes : undefined;
  }, 15_000);
}

/** A like stored as the API stores one, but after a block the API would now refuse it for (a like that raced the block). */
async function racedLike(from: TestMember, to: TestMember): Promise<void> {
  const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
  const at = new Date().toISOString();
  await dynamo.send(
    new PutCommand({
      TableName: cloud().env.TABLE_NAME,
      Item: {
        ...keys.swipe(from.sub, to.sub),
        targetPk: keys.likesReceived(to.sub).targetPk,
        targetSk: `${at}#${from.sub}`,
        entity: 'swipe',
        swiperId: from.sub,
        targetId: to.sub,
        isLike: true,
        isSuperLike: false,
        createdAt: at,
      },
    }),
  );
}

describe('web push', () => {
  it('pushes a new match to the subscribed member, encrypted to the keys they made, and exactly that', async () => {
    const [ada, bea] = await Promise.all([createProfiledMember('Ada'), createProfiledMember('Bea')]);
    const browser = await subscribe(ada);
    expect((await call('getPushSettings', { token: ada.accessToken })).body.devices).toBe(1);

    expect((await swipe(ada, bea.sub)).status).toBe(200);
    const matched = await swipe(bea, ada.sub);
    expect(matched.body.matched).toBe(true);

    const [push] = await pushesUntil(browser, 1);
    await settled();
    expect(await pushesTo(browser)).toHaveLength(1);
    expect(push!.ttl).toBe(24 * 60 * 60);
    const payload = payloadOf(push!, browser);
    expect(payload).toEqual({
      id: expect.stringMatching(/\.match\./),
      kind: 'match',
      title: 'New match',
      body: 'You and Bea liked each other. Say hello!',
      href: `/messages/${matched.body.matchId}`,
    });
    // The same notification as the bell's.
    const bell = await call('listNotifications', { token: ada.accessToken });
    expect(bell.body.notifications.map((item: { id: string }) => item.id)).toContain(payload.id);

    // The export lists the subscription by endpoint, without the keys; deleting the account removes it.
    const exported = await call('exportMyData', { token: ada.accessToken });
    const listed = exported.body.items.filter((item: { entity: string }) => item.entity === 'pushSubscription');
    expect(listed).toEqual([expect.objectContaining({ endpoint: browser.endpoint })]);
    expect(JSON.stringify(listed)).not.toContain(browser.keys.auth);
    const deleted = await call('deleteMyAccount', { token: ada.accessToken, body: { confirmation: 'DELETE' } });
    expect(deleted.status).toBe(200);
    expect((await memberItems(ada.sub)).filter((item) => item.entity === 'pushSubscription')).toEqual([]);
  });

  it('removes a subscription the push service answers 410 for, one with unusable keys, and one the browser unsubscribes', async () => {
    const [kim, liker] = await Promise.all([createProfiledMember('Kim'), createProfiledMember('Lee')]);
    const dropped = await subscribe(kim);
    const kept = await subscribe(kim);
    // Keys of the right length that are no P-256 point: nothing can ever be encrypted to them.
    const unusable = await call('subscribePush', {
      token: kim.accessToken,
      body: { endpoint: `${kept.endpoint}-unusable`, keys: { p256dh: 'A'.repeat(87), auth: kept.keys.auth } },
    });
    expect(unusable.body).toEqual({ devices: 3 });
    await makeGone(dropped);

    expect((await swipe(liker, kim.sub)).status).toBe(200);
    const [push] = await pushesUntil(kept, 1);
    // A like from a member Kim may not see yet (no Who Liked You): the bell's words, without a name.
    expect(payloadOf(push!, kept)).toMatchObject({ kind: 'like', title: 'Someone liked you', href: '/pricing' });
    await eventually(
      async () => (await call('getPushSettings', { token: kim.accessToken })).body.devices === 1,
      15_000,
    );
    expect(await pushesTo(dropped)).toEqual([]);

    const removed = await call('unsubscribePush', { token: kim.accessToken, body: { endpoint: kept.endpoint } });
    expect(removed.body).toEqual({ devices: 0 });
  });

  it('pushes nothing about a member blocked either way, nor a type turned off', async () => {
    const [sam, blockedBySam, blockerOfSam, marker] = await Promise.all(
      ['Sam', 'Blocked', 'Blocker', 'Marker'].map((name) => createProfiledMember(name)),
    );
    const browser = await subscribe(sam);
    expect((await call('blockMember', { token: sam.accessToken, body: { memberId: blockedBySam.sub } })).status).toBe(
      200,
    );
    expect((await call('blockMember', { token: blockerOfSam.accessToken, body: { memberId: sam.sub } })).status).toBe(
      200,
    );
    await racedLike(blockedBySam, sam);
    await racedLike(blockerOfSam, sam);
    await settled();
    // A like from a member neither blocked arrives: the stream had its turn, and the two before pushed nothing.
    expect((await swipe(marker, sam.sub)).status).toBe(200);
    await pushesUntil(browser, 1);
    await settled();
    expect(await pushesTo(browser)).toHaveLength(1);

    // Likes switched to e-mail only: the next like reaches the bell and Sam's inbox (no tab of his is open), not the browser.
    const settings = (await call('getNotificationSettings', { token: sam.accessToken })).body;
    expect(settings.likes).toEqual({ email: false, push: true });
    const saved = await call('updateNotificationSettings', {
      token: sam.accessToken,
      body: { ...settings, likes: { email: true, push: false } },
    });
    expect(saved.status).toBe(200);
    const another = await createProfiledMember('Another');
    expect((await swipe(another, sam.sub)).status).toBe(200);
    await eventually(async () => {
      const bell = await call('listNotifications', { token: sam.accessToken });
      return bell.body.notifications.length >= 2;
    }, 15_000);
    await settled();
    expect(await pushesTo(browser)).toHaveLength(1);
    const mail = (await (await fetch(`${cloud().cognitoShimUrl}/dev/mailbox.json`)).json()) as Array<{
      to: string;
      kind: string;
      subject?: string;
      text?: string;
    }>;
    const toSam = mail.filter((entry) => entry.kind === 'email' && entry.to === sam.email);
    expect(toSam.map((entry) => entry.subject)).toEqual(['Someone liked you']);
    expect(toSam[0]!.text).toContain('/pricing');
  });
});
