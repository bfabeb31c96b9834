/**
 * A block applies on every read, both ways: generated over every
 * member read route of the route table, so a surface added later is covered
 * by construction. Neither member's id nor name appears in anything the
 * other reads, the profile answers 404 as for a stranger, and no view is
 * recorded.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import { call } from '../support/api';
import { swipe } from '../support/matches';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember, waitUntilInDeck } from '../support/discoverable';
import { buildWebmAudio } from '../support/media-fixtures';
import { uploadStory, uploadVoice } from '../support/media-uploads';
import { jpeg } from '../support/photos';
import { eventually, scanAll } from '../support/table';
import type { TestMember } from '../support/members';

/** Reads of the member's own records only: my export lists my own block and likes by design. */
const OWN_RECORDS: OperationId[] = ['exportMyData'];
const readRoutes = (Object.keys(HTTP_ROUTES) as OperationId[]).filter((id) => {
  const route = HTTP_ROUTES[id];
  return route.method === 'GET' && route.auth === 'member' && !('roles' in route) && !OWN_RECORDS.includes(id);
});

/** A spot of ocean of this test's own, so nobody else's deck shows these members. */
const spot = () => ({ latitude: -40 - Math.random() * 2, longitude: -130 + Math.random() * 5 });

async function grantGold(memberId: string) {
  cloud();
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  await grantTier(memberId, 'gold');
}

type Party = { member: TestMember; storyId: string };

/** Everything a read route could need: the other's id as the member, my own story, harmless ids elsewhere. */
function inputFor(operationId: OperationId, viewer: Party, other: Party) {
  const route = HTTP_ROUTES[operationId];
  const params = Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
      name,
      name === 'memberId' ? other.member.sub : name === 'storyId' ? viewer.storyId : '01J0000000000000000000000X',
    ]),
  );
  const query =
    'query' in route && route.query && safeParse(route.query, { timeZone: 'UTC' }).success
      ? { timeZone: 'UTC' }
      : undefined;
  return { token: viewer.member.accessToken, params, query };
}

async function readsEverywhere(viewer: Party, other: Party): Promise<Record<string, string>> {
  const bodies: Record<string, string> = {};
  for (const operationId of readRoutes) {
    const response = await call(operationId, inputFor(operationId, viewer, other));
    expect(response.status, operationId).toBeLessThan(500);
    bodies[operationId] = JSON.stringify(response.body ?? '');
  }
  return bodies;
}

describe('a block', () => {
  it('hides each member from the other on every read route, and records no view', async () => {
    const at = spot();
    const [ana, ben] = await Promise.all([
      createDiscoverableMember({}, at),
      createDiscoverableMember({ gender: 'man' }, at),
    ]);
    await Promise.all([grantGold(ana.sub), grantGold(ben.sub)]);
    // Every surface has something of each about the other: a like each way is a match, so one like (ben → ana),
    // stories each viewed by the other, voice introductions.
    expect((await swipe(ben, ana.sub)).status).toBe(200);
    const stories = await Promise.all(
      [ana, ben].map(async (member) => {
        const { ticket, status } = await uploadStory(member, await jpeg(), {
          contentType: 'image/jpeg',
          caption: `story of ${member.username}`,
        });
        expect(status).toMatchObject({ status: 'ready' });
        return ticket.body.storyId as string;
      }),
    );
    const parties: [Party, Party] = [
      { member: ana, storyId: stories[0]! },
      { member: ben, storyId: stories[1]! },
    ];
    await Promise.all(
      [ana, ben].map(async (member) =>
        expect((await uploadVoice(member, buildWebmAudio(3))).status).toMatchObject({ status: 'ready' }),
      ),
    );
    for (const [viewer, owner] of [
      [ben, parties[0]],
      [ana, parties[1]],
    ] as const) {
      const view = { token: viewer.accessToken, params: { memberId: owner.member.sub, storyId: owner.storyId } };
      expect((await call('recordStoryView', view)).status).toBe(200);
    }
    await waitUntilInDeck(ben, ana.sub).catch(() => undefined);

    // Before the block, the reads do show the other (so the checks below can fail).
    const before = await readsEverywhere(parties[0], parties[1]);
    for (const operationId of [
      'getMemberProfile',
      'listLikesReceived',
      'listStories',
      'listStoryViewers',
      'listVoiceProfiles',
    ] as const) {
      expect(before[operationId], operationId).toContain(ben.sub);
    }

    const bensLikeNotice = async () =>
      (await scanAll()).filter(
        (item) => String(item.pk) === `MEMBER#${ana.sub}` && item.entity === 'notification' && item.actorId === ben.sub,
      );
    await eventually(async () => (await bensLikeNotice()).length > 0);

    expect((await call('blockMember', { token: ana.accessToken, body: { memberId: ben.sub } })).status).toBe(200);
    // The stream deletes the notifications between them soon after the block, but a read may come first, and a
    // like that raced the block can store its notification after that cleanup: the block must hold at read time.
    // Here the cleanup has run, and such a late notification is stored.
    await eventually(async () => (await bensLikeNotice()).length === 0);
    cloud();
    const { putNotification } = await import('#lambdas/db/notifications.ts');
    await putNotification({
      memberId: ana.sub,
      notificationId: `${Date.now()}.like.${randomBytes(8).toString('hex')}`,
      kind: 'like',
      createdAt: new Date().toISOString(),
      read: false,
      actorId: ben.sub,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });

    for (const [viewer, other] of [
      [parties[0], parties[1]],
      [parties[1], parties[0]],
    ] as const) {
      const bodies = await readsEverywhere(viewer, other);
      for (const [operationId, body] of Object.entries(bodies)) {
        expect(body, `${operationId} as ${viewer.member.username}`).not.toContain(other.member.sub);
        expect(body, `${operationId} as ${viewer.member.username}`).not.toContain(other.member.username);
      }
      const bell = await call('listNotifications', { token: viewer.member.accessToken });
      expect(bell.body.unread, 'the bell counts only what it shows').toBe(
        bell.body.notifications.filter((n: { read: boolean }) => !n.read).length,
      );
      const profile = await call('getMemberProfile', inputFor('getMemberProfile', viewer, other));
      expect([profile.status, profile.body.error.code]).toEqual([404, 'not_found']);
    }

    // Ben (blocked) opened Ana's profile only after the block: nothing of it is stored for her.
    await eventually(async () => (await call('getDashboard', { token: ana.accessToken })).status === 200);
    const views = (await scanAll()).filter(
      (item) => String(item.pk) === `MEMBER#${ana.sub}` && String(item.sk).startsWith('VIEWED_BY#'),
    );
    expect(views).toEqual([]);
  });
});
