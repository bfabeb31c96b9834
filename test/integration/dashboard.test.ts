import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { createDiscoverableMember } from '../support/discoverable';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sweepExpiredItems } from '#infra/local/ttl-sweeper.ts';
import { cloud } from '../support/cloud-info';
import { eventually, memberItems } from '../support/table';

const TZ = 'Asia/Singapore';

describe('dashboard aggregation from real activity', () => {
  it('counts likes sent, matches, mutual likes and views from the stream, and lists recent activity', async () => {
    const a = await createDiscoverableMember({ gender: 'man' });
    const b = await createDiscoverableMember();
    const c = await createDiscoverableMember();
    await call('recordSwipe', { token: a.accessToken, body: { targetId: b.sub, action: 'like', timeZone: TZ } });
    await call('recordSwipe', { token: a.accessToken, body: { targetId: c.sub, action: 'like', timeZone: TZ } });
    await call('recordSwipe', { token: a.accessToken, body: { targetId: c.sub, action: 'pass', timeZone: TZ } }); // repeat: not counted
    const matched = await call('recordSwipe', {
      token: b.accessToken,
      body: { targetId: a.sub, action: 'like', timeZone: TZ },
    });
    expect(matched.body.matched).toBe(true);

    const dashboardOf = async (token: string) => (await call('getDashboard', { token })).body;
    const forA = await eventually(async () => {
      const d = await dashboardOf(a.accessToken);
      return d.stats.totalMatches === 1 && d.stats.totalLikes === 2 ? d : undefined;
    });
    expect(forA.stats).toMatchObject({
      totalLikes: 2,
      totalMatches: 1,
      mutualLikes: 1,
      matchRate: 50,
      responseRate: 0,
    });
    expect(forA.recentActivity[0]).toMatchObject({
      type: 'match',
      title: 'New match!',
      description: `You matched with ${b.username}`,
    });
    // A free member sees that someone liked them, not who.
    expect(
      forA.recentActivity.some(
        (entry: { type: string; description: string }) =>
          entry.type === 'like' && entry.description === 'Someone liked your profile',
      ),
    ).toBe(true);

    // Being shown in a deck and swiped on counts as a profile view for the one swiped.
    const forC = await eventually(async () => {
      const d = await dashboardOf(c.accessToken);
      return d.stats.profileViews >= 1 ? d : undefined;
    });
    expect(forC.stats).toMatchObject({ profileViews: 1, weeklyViews: 1 });
    // The view is on C's day item only: the stats item is not written per view (decision 0088).
    const stats = async () => (await memberItems(c.sub)).find((item) => item.sk === 'STATS');
    expect((await stats())?.profileViews ?? 0).toBe(0);

    // The day's item expires (DynamoDB's TTL; here its expiry is moved into the past and the sweeper runs):
    // its view leaves the week and joins the lifetime total, by the stream's fold of the TTL removal.
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    const table = cloud().env.TABLE_NAME;
    const dayItem = (await memberItems(c.sub)).find((item) => item.entity === 'viewDay');
    expect(dayItem).toMatchObject({ views: 1, unfoldedViews: 1, memberId: c.sub });
    const past = Math.floor(Date.now() / 1000) - 60;
    await dynamo.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: dayItem!.pk, sk: dayItem!.sk },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': past },
      }),
    );
    await sweepExpiredItems(dynamo, table, past + 1);
    await eventually(async () => (await stats())?.profileViews === 1);
    const afterFold = await dashboardOf(c.accessToken);
    expect(afterFold.stats).toMatchObject({ profileViews: 1, weeklyViews: 0 });
  });
});
