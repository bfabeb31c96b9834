import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createMatchedPair, createProfiledMember } from '../support/matches';
import { createMember } from '../support/members';
import { jpeg, uploadPhoto } from '../support/photos';
import { eventually, memberItems, scanAll } from '../support/table';
import { openSocket } from '../support/sockets';
import { randomUUID } from 'node:crypto';

const allObjectKeys = async () => {
  const s3 = new S3Client({
    endpoint: cloud().env.AWS_ENDPOINT_URL_S3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const keys: string[] = [];
  for (const bucket of [cloud().env.PHOTOS_BUCKET, cloud().env.STORIES_BUCKET, cloud().env.VOICE_BUCKET]) {
    keys.push(
      ...((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(
        (o) => `${bucket}/${o.Key}`,
      ),
    );
  }
  return keys;
};

/** Where a value occurs in a JSON document, as dotted paths: what a failure should show. */
function pathsTo(value: unknown, needle: string, path = '$'): string[] {
  if (typeof value === 'string') return value.includes(needle) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, entry]) => [
    ...(key.includes(needle) ? [`${path} (a key)`] : []),
    ...pathsTo(entry, needle, `${path}.${key}`),
  ]);
}

describe('my data', () => {
  it('exports everything stored about me, with photo links and without storage keys', async () => {
    const member = await createMember();
    await call('updateMyProfile', { token: member.accessToken, body: { fullName: 'Export Me', age: 33 } });
    await call('updateMyPreferences', { token: member.accessToken, body: { minAge: 30, maxAge: 45 } });
    await uploadPhoto(member, await jpeg());
    const exported = await call('exportMyData', { token: member.accessToken });
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({
      memberId: member.sub,
      profile: { fullName: 'Export Me', age: 33, email: member.email },
    });
    expect(exported.body.photos[0].url).toMatch(/^http/);
    expect(exported.body.items.some((item: { entity: string }) => item.entity === 'preferences')).toBe(true);
    expect(JSON.stringify(exported.body)).not.toMatch(/"pk"|"sk"/);
  });

  it("leaves the store's bookkeeping out: a conversation's bell ids and the request's correlation id", async () => {
    const { a, b, matchId } = await createMatchedPair();
    // b has no socket open, so a's message is news to b's bell: b's edge keeps its notification id until read.
    const aTab = await openSocket(a.accessToken);
    const clientId = randomUUID();
    aTab.socket.send(JSON.stringify({ action: 'sendMessage', matchId, content: 'Hello there', clientId }));
    await aTab.next((frame: any) => frame.type === 'message' && frame.message.clientId === clientId);
    aTab.socket.close();
    await eventually(async () => (await memberItems(b.sub)).filter((item) => item.bellIds !== undefined).length === 1);
    const exported = await call('exportMyData', { token: b.accessToken });
    expect(exported.status).toBe(200);
    for (const needle of ['bellIds', 'bellTracked', 'correlationId'])
      expect(pathsTo(exported.body, needle)).toEqual([]);
  });

  it('names no other member in the export unless the member is a party: viewers, likers, blockers and reporters stay unnamed', async () => {
    const TZ = 'Asia/Singapore';
    const { a: member, b: match } = await createMatchedPair();
    const [viewer, liker, blocker, reporter, blocked, passed] = await Promise.all(
      ['Viewer', 'Liker', 'Blocker', 'Reporter', 'Blocked', 'Passed'].map((name) => createProfiledMember(name)),
    );
    const ok = (response: { status: number; body: unknown }) => {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    };
    ok(await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: member.sub } }));
    ok(
      await call('recordSwipe', {
        token: liker.accessToken,
        body: { targetId: member.sub, action: 'like', timeZone: TZ },
      }),
    );
    ok(await call('blockMember', { token: blocker.accessToken, body: { memberId: member.sub } }));
    ok(await call('reportMember', { token: reporter.accessToken, body: { memberId: member.sub, category: 'other' } }));
    ok(await call('blockMember', { token: member.accessToken, body: { memberId: blocked.sub } }));
    ok(
      await call('recordSwipe', {
        token: member.accessToken,
        body: { targetId: passed.sub, action: 'pass', timeZone: TZ },
      }),
    );
    // The view marker and the like's notification are what once named the viewer and the liker.
    await eventually(async () => {
      const items = await memberItems(member.sub);
      const view = items.some((item) => item.entity === 'viewMarker');
      const like = items.some((item) => item.entity === 'notification' && item.actorId === liker.sub);
      return view && like ? true : undefined;
    }, 15_000);

    const exported = await call('exportMyData', { token: member.accessToken });
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body);
    const named = new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi) ?? []);
    // Theirs to have: themselves, their match, and the members they blocked or passed on.
    const parties = new Set([member.sub, match.sub, blocked.sub, passed.sub]);
    const others = [...named].filter((id) => !parties.has(id));
    expect(others.map((id) => pathsTo(exported.body, id))).toEqual([]);
    for (const other of [viewer, liker, blocker, reporter]) expect(text).not.toContain(other.sub);
    expect(named.has(match.sub)).toBe(true);
    // Counts stay: the day's views are counted without the viewers.
    const viewDays = exported.body.items.filter((item: { entity: string }) => item.entity === 'viewDay');
    expect(viewDays).toHaveLength(1);
    expect(viewDays[0].views).toBeGreaterThanOrEqual(1);
  });

  it('needs the typed confirmation, then removes the sign-in, every item and every object of the member', async () => {
    const member = await createMember();
    const other = await createMember();
    await call('updateMyProfile', { token: member.accessToken, body: { fullName: 'Leaving Soon', age: 40 } });
    await call('updateMyProfile', { token: other.accessToken, body: { fullName: 'Staying', age: 41 } });
    await uploadPhoto(member, await jpeg());
    await call('getMemberProfile', { token: other.accessToken, params: { memberId: member.sub } });

    expect(
      (await call('deleteMyAccount', { token: member.accessToken, body: { confirmation: 'delete' } })).status,
    ).toBe(400);
    expect((await call('deleteMyAccount', { token: member.accessToken, body: {} })).status).toBe(400);
    expect((await scanAll()).some((item) => item.id === member.sub)).toBe(true);

    const deleted = await call('deleteMyAccount', { token: member.accessToken, body: { confirmation: 'DELETE' } });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });

    // Only the session floor stays, outside the member's partition, until the last token it refuses has expired (TTL).
    const leftovers = (await scanAll()).filter(
      (item) => JSON.stringify(item).includes(member.sub) && item.entity !== 'sessionFloor',
    );
    expect(leftovers).toEqual([]);
    expect((await allObjectKeys()).filter((key) => key.includes(member.sub))).toEqual([]);
    expect((await scanAll()).some((item) => item.id === other.sub)).toBe(true);

    // The sign-in is gone too.
    const { InitiateAuthCommand, CognitoIdentityProviderClient } =
      await import('@aws-sdk/client-cognito-identity-provider');
    const cognito = new CognitoIdentityProviderClient({
      endpoint: cloud().cognitoUrl,
      region: 'us-east-1',
      credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
    });
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: cloud().userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: member.email, PASSWORD: member.password },
        }),
      ),
    ).rejects.toThrow();
  });

  it('leaves nothing behind when the stream keeps counting views while the account is deleted', async () => {
    // The stream applies counters late, so they can land at any moment of a deletion. Counting views
    // in a tight loop from before the deletion starts until after it ends covers every moment of it.
    const { addDayView } = await import('#lambdas/db/member-stats.ts');
    const member = await createMember();
    await call('updateMyProfile', { token: member.accessToken, body: { fullName: 'Viewed Until The End', age: 33 } });
    let deleting = true;
    let counted = 0;
    const lateViews = (async () => {
      for (let day = 1; deleting; day++) {
        await addDayView(member.sub, `2026-10-${String((day % 28) + 1).padStart(2, '0')}`, new Date());
        counted++;
      }
    })();
    await eventually(async () => counted >= 3);
    const deleted = await call('deleteMyAccount', { token: member.accessToken, body: { confirmation: 'DELETE' } });
    deleting = false;
    await lateViews;
    expect(deleted.status).toBe(200);
    expect(
      (await scanAll()).filter((item) => JSON.stringify(item).includes(member.sub) && item.entity !== 'sessionFloor'),
    ).toEqual([]);

    // A profile view whose read of the profile came just before the deletion counts nothing after it.
    const { recordProfileView } = await import('#lambdas/db/member-stats.ts');
    expect(await recordProfileView(member.sub, 'a-viewer-id', '2026-10-30', new Date())).toBe(false);
    expect(
      (await scanAll()).filter((item) => JSON.stringify(item).includes(member.sub) && item.entity !== 'sessionFloor'),
    ).toEqual([]);
  });
});
