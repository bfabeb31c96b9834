import { describe, expect, it } from 'vitest';
import { sweepExpiredItems } from '#infra/local/ttl-sweeper.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember, deckPages } from '../support/discoverable';
import { createMember, type TestMember } from '../support/members';
import { admin, checkoutSessionIdOf, stripe } from '../support/stripe';
import { eventually, scanAll } from '../support/table';

/** Far from every seeded member and every other test, so a deck holds only this test's members. */
const REYKJAVIK = { latitude: 64.1466, longitude: -21.9426 };

const grant = async (memberId: string, tier: 'free' | 'gold' | 'premium') => {
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  await grantTier(memberId, tier);
};
/** Pages through the viewer's deck; the page on which `memberId` is shown, if any. */
async function pageShowing(viewer: TestMember, memberId: string): Promise<string[] | undefined> {
  for await (const candidates of deckPages(viewer, { timeZone: 'UTC', maxPages: 20 })) {
    const ids = candidates.map((candidate) => candidate.id);
    if (ids.includes(memberId)) return ids;
  }
  return undefined;
}

const placesOf = async (memberId: string) =>
  (await scanAll()).filter((item) => item.entity === 'cellEntry' && item.memberId === memberId);
const status = (member: TestMember) => call('getBoosts', { token: member.accessToken });

async function buy(member: TestMember, product: 'boost' | 'super_boost') {
  const started = await call('createPaymentSession', { token: member.accessToken, body: { product } });
  expect(started.status).toBe(200);
  await admin('POST', 'pay', { session: checkoutSessionIdOf(started.body.url), card_number: '4242424242424242' });
  return started.body.purchaseId as string;
}

describe('boosts', () => {
  it('Gold includes one boost a month, counted on the server; a free plan includes none', async () => {
    const gold = await createDiscoverableMember();
    await grant(gold.sub, 'gold');
    expect((await status(gold)).body.allowance).toEqual({ included: 1, used: 0, left: 1 });
    const used = await call('useIncludedBoost', { token: gold.accessToken });
    expect(used.status).toBe(200);
    expect(used.body.active).toMatchObject({ type: 'boost', multiplier: 5 });
    expect(Date.parse(used.body.active.endsAt) - Date.parse(used.body.active.startedAt)).toBe(30 * 60_000);
    expect(used.body.allowance).toEqual({ included: 1, used: 1, left: 0 });
    const again = await call('useIncludedBoost', { token: gold.accessToken });
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe('limit_reached');

    const free = await createMember();
    await call('getMe', { token: free.accessToken });
    const refused = await call('useIncludedBoost', { token: free.accessToken });
    expect(refused.status).toBe(403);
    expect((await scanAll()).some((item) => item.memberId === free.sub && item.entity === 'activeBoost')).toBe(false);
  });

  it('a bought boost starts only when Stripe says paid; a Super Boost bought during it extends it, at 10x', async () => {
    const member = await createDiscoverableMember();
    const purchaseId = await buy(member, 'boost');
    const active = (await eventually(async () => (await status(member)).body.active ?? undefined)) as {
      endsAt: string;
      startedAt: string;
    };
    expect(active).toMatchObject({ type: 'boost', multiplier: 5 });
    await buy(member, 'super_boost');
    const extended = await eventually(async () => {
      const body = (await status(member)).body;
      return body.active?.multiplier === 10 ? body : undefined;
    });
    expect(Date.parse(extended.active.endsAt) - Date.parse(active.endsAt)).toBe(180 * 60_000);
    expect(extended.history.map((entry: { type: string; source: string }) => [entry.type, entry.source])).toEqual([
      ['super_boost', 'purchase'],
      ['boost', 'purchase'],
    ]);
    expect((await call('getPurchase', { token: member.accessToken, params: { purchaseId } })).body.status).toBe(
      'completed',
    );
  });

  it("a refund takes the boost's minutes back", async () => {
    const member = await createDiscoverableMember();
    const purchaseId = await buy(member, 'boost');
    await eventually(async () => (await status(member)).body.active ?? undefined);
    const session = (await stripe().checkout.sessions.list({ limit: 100 })).data.find(
      (entry) => entry.metadata?.purchaseId === purchaseId,
    )!;
    await admin('POST', 'refund', { payment_intent: session.payment_intent });
    await eventually(async () => (await status(member)).body.active === null);
  });

  it('a boosted member holds five places in each of their cells, ranks first, and loses both when the boost ends (TTL)', async () => {
    const viewer = await createDiscoverableMember({}, REYKJAVIK);
    const boosted = await createDiscoverableMember({}, REYKJAVIK);
    const plain = await createDiscoverableMember({}, REYKJAVIK);
    await eventually(async () => (await placesOf(plain.sub)).length === 3);
    await grant(boosted.sub, 'gold');
    await call('useIncludedBoost', { token: boosted.accessToken });
    await eventually(async () => (await placesOf(boosted.sub)).length === 3 * 5);

    // Whichever page shows them (a deck starts at a random point), shows them once, and first.
    const ids = await eventually(async () => {
      const shown = await pageShowing(viewer, boosted.sub);
      return shown && shown[0] === boosted.sub ? shown : undefined;
    });
    expect(ids.filter((id: string) => id === boosted.sub)).toHaveLength(1);

    // The boost ends: DynamoDB's TTL deletes it (here: the sweeper, told it is half an hour later), the stream re-indexes.
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    await sweepExpiredItems(dynamo, cloud().env.TABLE_NAME, Math.floor(Date.now() / 1000) + 31 * 60);
    await eventually(async () => (await placesOf(boosted.sub)).length === 3);
    expect((await placesOf(boosted.sub)).every((entry) => entry.boostedUntil === null)).toBe(true);
  });

  it("Premium's priority placement holds two places and ranks above members without a boost", async () => {
    const viewer = await createDiscoverableMember({}, REYKJAVIK);
    const premium = await createDiscoverableMember({}, REYKJAVIK);
    await grant(premium.sub, 'premium');
    await eventually(async () => (await placesOf(premium.sub)).length === 3 * 2);
    // Nobody here is boosted now, so on the page that shows them, priority comes first
    // (once the index, which follows the table a moment later, shows the new places).
    await eventually(async () => (await pageShowing(viewer, premium.sub))?.[0] === premium.sub);
  });
});

describe('the discovery deck', () => {
  it('pages through everyone nearby exactly once, boosted and priority members included, from a random starting point', async () => {
    const at = { latitude: -37.0675, longitude: -12.3105 }; // Tristan da Cunha: no other test file places anyone here
    const viewer = await createDiscoverableMember({}, at);
    const others = await Promise.all(Array.from({ length: 24 }, () => createDiscoverableMember({}, at)));
    await grant(others[0]!.sub, 'premium');
    await grant(others[1]!.sub, 'gold');
    await call('useIncludedBoost', { token: others[1]!.accessToken });
    await eventually(async () => (await placesOf(others[1]!.sub)).length === 15);
    // Indexing is done: each holds its places in the three geo cells, and no longer the no-location cell.
    const settled = async (memberId: string, weight: number) => {
      const places = await placesOf(memberId);
      return places.length === 3 * weight && places.every((place) => !String(place.cellPk).startsWith('CELL#none'));
    };
    await eventually(async () => settled(viewer.sub, 1));
    for (const [index, other] of others.entries())
      await eventually(async () => settled(other.sub, index === 0 ? 2 : index === 1 ? 5 : 1));

    const walk = async () => {
      const shown: string[] = [];
      for await (const candidates of deckPages(viewer, { timeZone: 'UTC', maxPages: 20 }))
        shown.push(...candidates.map((candidate) => candidate.id));
      return shown;
    };
    const first = await walk();
    expect([...first].sort()).toEqual(others.map((other) => other.sub).sort());
    const second = await walk();
    expect([...second].sort()).toEqual([...first].sort());
    // 25 sign-ups, their indexing and two full walks: 15-20 s on a quiet machine, past the suite's 30 s on a busy one.
  });

  it('refuses a cursor it did not issue with 400, never a 500', async () => {
    const viewer = await createDiscoverableMember({}, REYKJAVIK);
    const page = (await call('listCandidates', { token: viewer.accessToken, query: { timeZone: 'UTC' } })).body;
    const issued = JSON.parse(
      Buffer.from(
        page.cursor ??
          Buffer.from(JSON.stringify({ precision: 4, offset: '00000000', cells: {}, seen: [] })).toString('base64url'),
        'base64url',
      ).toString(),
    );
    const forge = (value: unknown) =>
      Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
    const someCell = Object.keys(issued.cells)[0] ?? 'u0000';
    const crafted = [
      'not-base64-json',
      forge('null'),
      forge('[]'),
      forge({}),
      forge({ ...issued, precision: 7 }),
      forge({ ...issued, offset: 'zz' }),
      forge({
        ...issued,
        cells: {
          [someCell]: {
            half: 'from',
            after: { pk: 'MEMBER#x', sk: 'PROFILE', cellPk: 'CELL#4#other', cellSk: 'ffffffff' },
          },
        },
      }),
      forge({
        ...issued,
        cells: {
          [someCell]: {
            half: 'before',
            after: { pk: 'MEMBER#x', sk: 'CELL#4', cellPk: `CELL#${issued.precision}#${someCell}`, cellSk: 'ffffffff' },
          },
        },
      }),
      forge({ ...issued, cells: { [someCell]: { half: 'from', after: { pk: 1, sk: {}, cellPk: [], cellSk: null } } } }),
      forge({ ...issued, seen: Array(500).fill('abc') }),
      forge({ ...issued, extra: true }),
    ];
    for (const cursor of crafted) {
      const answer = await call('listCandidates', { token: viewer.accessToken, query: { timeZone: 'UTC', cursor } });
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error.code).toBe('validation_failed');
    }
  });
});
