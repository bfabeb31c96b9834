import { describe, expect, it } from 'vitest';
import { MeSchema } from '#shared/schemas/me.ts';
import { TIER_FEATURES } from '#shared/tiers.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createMember } from '../support/members';
import { scanAll } from '../support/table';

describe('GET /me', () => {
  it('creates the member record on first call and returns the member with tier free', async () => {
    const member = await createMember('ayumi');
    const first = await call('getMe', { token: member.accessToken });
    expect(first.status).toBe(200);
    const me = MeSchema.parse(first.body);
    expect(me).toMatchObject({
      id: member.sub,
      username: 'ayumi',
      fullName: '',
      email: member.email,
      isProfileComplete: false,
    });
    expect(me.subscription).toEqual({ isSubscribed: false, tier: 'free', features: TIER_FEATURES.free });

    const profiles = (await scanAll()).filter((item) => item.entity === 'profile' && item.id === member.sub);
    expect(profiles).toHaveLength(1);

    // A second call reads the same record instead of creating another.
    await call('getMe', { token: member.accessToken });
    expect((await scanAll()).filter((item) => item.entity === 'profile' && item.id === member.sub)).toHaveLength(1);
  });

  it('resolves a paid tier from the subscription entitlement and elite from an active elite entitlement', async () => {
    cloud();
    const { grantTier } = await import('#infra/local/grant-tier.ts');
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    await grantTier(member.sub, 'gold');
    const gold = (await call('getMe', { token: member.accessToken })).body;
    expect(gold.subscription.tier).toBe('gold');
    expect(gold.billing).toMatchObject({
      planKey: 'gold_monthly',
      planName: 'Gold',
      status: 'active',
      attention: null,
    });

    await grantTier(member.sub, 'elite');
    const elite = (await call('getMe', { token: member.accessToken })).body.subscription;
    expect(elite).toMatchObject({ isSubscribed: true, tier: 'elite' });
    expect(elite.features.eliteMatching).toBe(true);
  });

  it("answers only for the caller: another member's token sees its own record", async () => {
    const a = await createMember();
    const b = await createMember();
    const asB = (await call('getMe', { token: b.accessToken })).body;
    expect(asB.id).toBe(b.sub);
    expect(asB.email).toBe(b.email);
    expect(JSON.stringify(asB)).not.toContain(a.email);
  });
});
