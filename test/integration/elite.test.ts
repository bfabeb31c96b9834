/**
 * Elite Match with consent (decision 0022): a paid request reaches the
 * matchmakers; a matchmaker searches by its criteria and proposes; each
 * candidate sees only what the member agreed to show and answers; only
 * accepters become the member's matches; the final choice reveals the
 * chosen one's contact as they shared it, creates a match, and is final.
 * Elite members are hidden from everyone who is not Elite.
 */
import { describe, expect, it } from 'vitest';
import { sweepExpiredItems } from '#infra/local/ttl-sweeper.ts';
import { call } from '../support/api';
import { swipe, viewProfile } from '../support/matches';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember, findInDeck, waitUntilInDeck } from '../support/discoverable';
import { submittedEliteRequest } from '../support/elite';
import { uploadStory } from '../support/media-uploads';
import { createMember, type TestMember } from '../support/members';
import { jpeg } from '../support/photos';
import { createStaff } from '../support/staff';
import { admin, CARDS, checkoutSessionIdOf, meUntil } from '../support/stripe';
import { eventually, scanAll } from '../support/table';

/** Far from the seeded members and from other tests' places. */
const NUUK = { latitude: 64.1814, longitude: -51.6941 };
const USHUAIA = { latitude: -54.8019, longitude: -68.303 };

const grant = async (memberId: string, tier: 'elite' | 'gold' | 'free') => {
  cloud();
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  await grantTier(memberId, tier);
};

/** Submits the form and pays for it with a card that works; resolves once the member is Elite. */
async function paidRequest(member: TestMember, form: Record<string, unknown> = {}): Promise<string> {
  const requestId = await submittedEliteRequest(member, form);
  const started = await call('createPaymentSession', {
    token: member.accessToken,
    body: { product: 'elite_match', eliteRequestId: requestId },
  });
  expect(started.status).toBe(200);
  await admin('POST', 'pay', { session: checkoutSessionIdOf(started.body.url), card_number: CARDS.ok });
  await meUntil(member, (me) => me.subscription.tier === 'elite');
  return requestId;
}

const staffView = (matchmaker: TestMember, memberId: string, requestId: string) =>
  call('getEliteRequestForStaff', { token: matchmaker.accessToken, params: { memberId, requestId } });
const propose = (
  matchmaker: TestMember,
  memberId: string,
  requestId: string,
  candidateId: string,
  note = 'You would get on.',
) =>
  call('proposeEliteCandidate', {
    token: matchmaker.accessToken,
    params: { memberId, requestId },
    body: { candidateId, note },
  });

describe('an Elite Match request', () => {
  it("is stored on submit, paid for by naming it at checkout, and the paid request joins the matchmakers' queue, oldest first", async () => {
    const member = await createDiscoverableMember({}, NUUK);
    const matchmaker = await createStaff('matchmaker');
    const requestId = await submittedEliteRequest(member, {
      preferredAge: [30, 40],
      personalityTraits: ['Romantic', 'Outgoing'],
      dealbreakers: 'Smoking',
    });
    const stored = (await scanAll()).find((item) => item.entity === 'eliteRequest' && item.requestId === requestId)!;
    expect(stored).toMatchObject({
      status: 'awaiting_payment',
      form: {
        preferredAge: [30, 40],
        personalityTraits: ['Outgoing', 'Romantic'],
        dealbreakers: 'Smoking',
        preferredHeight: [160, 180],
      },
    });
    expect(stored.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect((await call('getMyEliteRequest', { token: member.accessToken })).body.request).toMatchObject({
      requestId,
      status: 'awaiting_payment',
      paidAt: null,
    });

    // Not in the queue before payment; the matchmaker cannot open it either.
    expect(
      (await call('listEliteQueue', { token: matchmaker.accessToken })).body.requests.some(
        (entry: { requestId: string }) => entry.requestId === requestId,
      ),
    ).toBe(false);
    expect((await staffView(matchmaker, member.sub, requestId)).status).toBe(404);

    const started = await call('createPaymentSession', {
      token: member.accessToken,
      body: { product: 'elite_match', eliteRequestId: requestId },
    });
    await admin('POST', 'pay', { session: checkoutSessionIdOf(started.body.url), card_number: CARDS.ok });
    const queued = await eventually(async () => {
      const queue = (await call('listEliteQueue', { token: matchmaker.accessToken })).body.requests as {
        requestId: string;
        paidAt: string;
      }[];
      return queue.some((entry) => entry.requestId === requestId) ? queue : undefined;
    }, 20_000);
    const mine = queued.find((entry) => entry.requestId === requestId)!;
    expect(mine).toMatchObject({
      member: { id: member.sub },
      counts: { pending: 0, accepted: 0 },
      needsCandidates: true,
    });
    expect(queued.map((entry) => entry.paidAt)).toEqual([...queued.map((entry) => entry.paidAt)].sort());
    expect((await call('getMe', { token: member.accessToken })).body.subscription.tier).toBe('elite');
    expect((await call('getMyEliteRequest', { token: member.accessToken })).body.request).toMatchObject({
      requestId,
      status: 'curating',
    });

    // One request with the matchmakers at a time; and a paid request cannot be paid again.
    expect((await call('submitEliteRequest', { token: member.accessToken, body: {} })).status).toBe(409);
    expect(
      (
        await call('createPaymentSession', {
          token: member.accessToken,
          body: { product: 'elite_match', eliteRequestId: requestId },
        })
      ).status,
    ).toBe(409);
  });

  it("checkout for Elite names a submitted request of the member's own; the form is validated and size-limited", async () => {
    const member = await createMember();
    const other = await createMember();
    await Promise.all([call('getMe', { token: member.accessToken }), call('getMe', { token: other.accessToken })]);
    const othersRequest = await submittedEliteRequest(other);
    const pay = (body: Record<string, unknown>) => call('createPaymentSession', { token: member.accessToken, body });
    expect((await pay({ product: 'elite_match' })).status).toBe(400);
    expect((await pay({ product: 'boost', eliteRequestId: othersRequest })).status).toBe(400);
    expect((await pay({ product: 'elite_match', eliteRequestId: othersRequest })).status).toBe(404);

    const submit = (body: unknown) => call('submitEliteRequest', { token: member.accessToken, body });
    for (const bad of [
      { preferredAge: [17, 30] },
      { preferredAge: [40, 30] },
      { preferredHeight: [100, 180] },
      { preferredEducation: 'phd' },
      { personalityTraits: ['Grumpy'] },
      { dealbreakers: 'x'.repeat(1001) },
      { somethingElse: true },
      { shareWithCandidates: { email: true } },
    ]) {
      const answer = await submit(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await submit('x'.repeat(70_000))).status).toBe(413);
    // Unanswered selects arrive as '' and are stored as null; defaults fill what is missing.
    const ok = await submit({ preferredEducation: '', smokingPreference: 'non-smoker' });
    expect(ok.status).toBe(200);
    const stored = (await scanAll()).find((item) => item.requestId === ok.body.requestId)!;
    expect(stored.form).toMatchObject({
      preferredEducation: null,
      smokingPreference: 'non-smoker',
      preferredAge: [25, 35],
      backgroundCheckRequired: false,
    });
  });

  it('a member without an active Elite entitlement is refused /elite/matches and the choice (403 elite_required)', async () => {
    const member = await createMember();
    await call('getMe', { token: member.accessToken });
    for (const answer of [
      await call('listEliteMatches', { token: member.accessToken }),
      await call('chooseEliteMatch', { token: member.accessToken, params: { candidateId: 'someone' } }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('elite_required');
    }
    await grant(member.sub, 'elite');
    expect((await call('listEliteMatches', { token: member.accessToken })).body).toEqual({
      request: null,
      matches: [],
      selection: null,
    });
  });
});

describe('curation with consent', () => {
  it("the search follows who the form says the member wants to meet, over the member's own gender and an empty discovery preference", async () => {
    // A man who never set a discovery preference got men and women mixed: the form now asks.
    const PUNTA_ARENAS = { latitude: -53.1638, longitude: -70.9171 };
    const member = await createDiscoverableMember({ fullName: 'Tomas Requester', gender: 'man' }, PUNTA_ARENAS);
    const matchmaker = await createStaff('matchmaker');
    const [woman, man] = await Promise.all([
      createDiscoverableMember({ fullName: 'Wanda Arenas', gender: 'woman' }, PUNTA_ARENAS),
      createDiscoverableMember({ fullName: 'Mateo Arenas', gender: 'man' }, PUNTA_ARENAS),
    ]);
    const requestId = await paidRequest(member, { wantToMeet: 'women', preferredAge: [18, 65] });
    await eventually(async () => (await staffView(matchmaker, member.sub, requestId)).status === 200);
    const view = (await staffView(matchmaker, member.sub, requestId)).body;
    expect(view.form.wantToMeet).toBe('women');
    expect(view.criteria).toContain('gender');
    const found = await eventually(async () => {
      const page = await call('searchEliteCandidates', {
        token: matchmaker.accessToken,
        params: { memberId: member.sub, requestId },
        query: { bandKm: '25' },
      });
      const ids: string[] = page.body.candidates.map((result: { profile: { id: string } }) => result.profile.id);
      return ids.includes(woman.sub) ? ids : undefined;
    }, 15_000);
    expect(found).not.toContain(man.sub);
  });

  it("search by the request's criteria, three proposals, answers, and a final choice that reveals only the consented contact", async () => {
    const member = await createDiscoverableMember(
      { fullName: 'Ingrid Requester', gender: 'man', age: 36, bio: 'PRIVATE-BIO-OF-THE-MEMBER' },
      NUUK,
    );
    await call('updateMyPreferences', { token: member.accessToken, body: { genderPreference: ['women'] } });
    const matchmaker = await createStaff('matchmaker');
    const candidate = (overrides: Record<string, unknown>) =>
      createDiscoverableMember({ gender: 'woman', age: 31, smoking: 'never', ...overrides }, NUUK);
    const [ana, bea, cat, older, man, smoker] = await Promise.all([
      candidate({ fullName: 'Ana Nuuk' }),
      candidate({ fullName: 'Bea Nuuk' }),
      candidate({ fullName: 'Cat Nuuk' }),
      candidate({ fullName: 'Dee Nuuk', age: 52 }),
      candidate({ fullName: 'Eli Nuuk', gender: 'man' }),
      candidate({ fullName: 'Fay Nuuk', smoking: 'regularly' }),
    ]);
    const requestId = await paidRequest(member, {
      preferredAge: [25, 40],
      smokingPreference: 'non-smoker',
      shareWithCandidates: { bio: false, photo: false },
    });
    await eventually(async () => (await staffView(matchmaker, member.sub, requestId)).status === 200);

    const view = (await staffView(matchmaker, member.sub, requestId)).body;
    expect(view.criteria).toEqual(expect.arrayContaining(['gender', 'age', 'smoking']));
    expect(view.form.preferredAge).toEqual([25, 40]);
    const search = async (query: Record<string, string> = {}) => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await call('searchEliteCandidates', {
          token: matchmaker.accessToken,
          params: { memberId: member.sub, requestId },
          query: { bandKm: '25', ...query, ...(cursor ? { cursor } : {}) },
        });
        expect(page.status).toBe(200);
        expect(page.body.around).toBe('member');
        ids.push(...page.body.candidates.map((result: { profile: { id: string } }) => result.profile.id));
        cursor = page.body.cursor ?? undefined;
      } while (cursor);
      return ids;
    };
    const found = await eventually(async () => {
      const ids = await search();
      return [ana, bea, cat].every((m) => ids.includes(m.sub)) ? ids : undefined;
    }, 15_000);
    for (const excluded of [older, man, smoker, member]) expect(found).not.toContain(excluded.sub);
    expect(await search({ relax: 'age' })).toContain(older.sub);

    for (const picked of [ana, bea, cat])
      expect((await propose(matchmaker, member.sub, requestId, picked.sub)).status).toBe(200);
    const fourth = await propose(matchmaker, member.sub, requestId, older.sub);
    expect(fourth.status).toBe(409);
    expect((await propose(matchmaker, member.sub, requestId, ana.sub)).status).toBe(409);

    // Nobody has accepted: the member sees no matches yet.
    expect((await call('listEliteMatches', { token: member.accessToken })).body).toMatchObject({
      request: { requestId, status: 'curating' },
      matches: [],
      selection: null,
    });

    // Ana is asked, and sees only what the member agreed to show.
    const asked = (await call('listIntroductions', { token: ana.accessToken })).body.introductions;
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      requestId,
      status: 'pending',
      note: 'You would get on.',
      myContact: null,
      matchId: null,
    });
    expect(asked[0].member).toEqual({
      firstName: 'Ingrid',
      age: 36,
      location: 'Singapore, Singapore',
      profession: 'Tester',
      education: null,
      bio: null,
      photo: null,
    });
    expect(JSON.stringify(asked)).not.toContain('PRIVATE-BIO-OF-THE-MEMBER');
    expect((await call('getMe', { token: ana.accessToken })).body.pendingIntroductions).toBe(1);

    const anaPhone = '+299 55 12 34';
    const accepted = await call('answerIntroduction', {
      token: ana.accessToken,
      params: { requestId },
      body: { answer: 'accept', contact: { method: 'phone', value: anaPhone } },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', myContact: { method: 'phone', value: anaPhone } });
    expect(
      (await call('answerIntroduction', { token: ana.accessToken, params: { requestId }, body: { answer: 'decline' } }))
        .status,
    ).toBe(409);
    expect(
      (await call('answerIntroduction', { token: bea.accessToken, params: { requestId }, body: { answer: 'decline' } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('answerIntroduction', {
          token: bea.accessToken,
          params: { requestId },
          body: { answer: 'accept', contact: { method: 'email', value: 'not-an-email' } },
        })
      ).status,
    ).toBe(400);

    // Only the accepter is a match, and before the choice nothing of how to reach her is shown.
    const ready = (await call('listEliteMatches', { token: member.accessToken })).body;
    expect(ready.matches.map((match: { id: string }) => match.id)).toEqual([ana.sub]);
    expect(ready.matches[0]).toMatchObject({ fullName: 'Ana Nuuk', age: 31, state: 'available', contact: null });
    expect(JSON.stringify(ready)).not.toContain(anaPhone);
    expect(JSON.stringify(ready)).not.toContain(ana.email);
    expect((await viewProfile(member, ana.sub)).body).not.toHaveProperty('email');
    // A choice among people who did not accept is refused.
    expect(
      (await call('chooseEliteMatch', { token: member.accessToken, params: { candidateId: bea.sub } })).status,
    ).toBe(404);
    expect(
      (await call('chooseEliteMatch', { token: member.accessToken, params: { candidateId: cat.sub } })).status,
    ).toBe(404);

    // A decline frees a place: the matchmaker proposes someone else.
    expect((await propose(matchmaker, member.sub, requestId, older.sub)).status).toBe(200);
    expect(
      (await staffView(matchmaker, member.sub, requestId)).body.proposals.map((p: { status: string }) => p.status),
    ).toEqual(['accepted', 'declined', 'pending', 'pending']);

    // The choice: final, stored with its real request, with Ana's contact as she shared it, and a match.
    const chosen = await call('chooseEliteMatch', { token: member.accessToken, params: { candidateId: ana.sub } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.selection).toMatchObject({ requestId, candidateId: ana.sub });
    expect(chosen.body.matches[0]).toMatchObject({
      id: ana.sub,
      state: 'selected',
      contact: { method: 'phone', value: anaPhone },
    });
    const stored = (await scanAll()).find((item) => item.entity === 'eliteRequest' && item.requestId === requestId)!;
    expect(stored.selection).toMatchObject({ candidateId: ana.sub });
    expect(stored.status).toBe('matched');
    expect(stored.feedPk).toBeUndefined();
    for (const again of [ana.sub, older.sub]) {
      const second = await call('chooseEliteMatch', { token: member.accessToken, params: { candidateId: again } });
      expect(second.status).toBe(409);
    }
    const matchId = chosen.body.selection.matchId;
    expect(
      (await call('listMatches', { token: member.accessToken })).body.matches.map(
        (m: { matchId: string }) => m.matchId,
      ),
    ).toContain(matchId);
    expect(
      (await call('listMatches', { token: ana.accessToken })).body.matches.map((m: { matchId: string }) => m.matchId),
    ).toContain(matchId);

    // Ana learns she was chosen; unanswered questions are withdrawn, and the request leaves the queue.
    expect((await call('listIntroductions', { token: ana.accessToken })).body.introductions[0]).toMatchObject({
      status: 'selected',
      matchId,
    });
    expect((await call('listIntroductions', { token: cat.accessToken })).body.introductions[0]).toMatchObject({
      status: 'withdrawn',
    });
    expect(
      (await call('answerIntroduction', { token: cat.accessToken, params: { requestId }, body: { answer: 'decline' } }))
        .status,
    ).toBe(409);
    expect(
      (await call('listEliteQueue', { token: matchmaker.accessToken })).body.requests.some(
        (entry: { requestId: string }) => entry.requestId === requestId,
      ),
    ).toBe(false);
    // Their data exports name only who agreed: the member's holds Ana, not who declined or never answered; Ana's question does not name who asked.
    const memberExport = JSON.stringify((await call('exportMyData', { token: member.accessToken })).body);
    expect(memberExport).toContain(ana.sub);
    for (const other of [bea, cat, older, matchmaker]) expect(memberExport).not.toContain(other.sub);
    const anasQuestion = (await call('exportMyData', { token: ana.accessToken })).body.items.find(
      (item: { entity: string }) => item.entity === 'introduction',
    );
    expect(anasQuestion).toMatchObject({
      requestId,
      status: 'selected',
      contact: { method: 'phone', value: anaPhone },
    });
    expect(anasQuestion).not.toHaveProperty('requesterId');
    // Every proposal left one audit row.
    const audit = (await scanAll()).filter((item) => item.entity === 'audit' && item.targetMemberId === member.sub);
    expect(audit.map((row) => row.action)).toEqual([
      'propose_candidate',
      'propose_candidate',
      'propose_candidate',
      'propose_candidate',
    ]);
  });

  it('a question nobody answers in time expires (TTL), frees its place, and can no longer be answered', async () => {
    const member = await createDiscoverableMember({ gender: 'man' }, NUUK);
    const quiet = await createDiscoverableMember({ gender: 'woman' }, NUUK);
    const matchmaker = await createStaff('matchmaker');
    const requestId = await paidRequest(member);
    await eventually(async () => (await staffView(matchmaker, member.sub, requestId)).status === 200);
    expect((await propose(matchmaker, member.sub, requestId, quiet.sub)).status).toBe(200);
    expect((await call('listIntroductions', { token: quiet.accessToken })).body.introductions[0].answerBy).toMatch(
      new RegExp(`^${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}`),
    );

    // A week and a day later: DynamoDB's TTL (here the sweeper, told the time) deletes the question; the stream expires it.
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    await sweepExpiredItems(dynamo, cloud().env.TABLE_NAME, Math.floor(Date.now() / 1000) + 8 * 86_400);
    await eventually(
      async () => (await staffView(matchmaker, member.sub, requestId)).body.proposals[0]?.status === 'expired',
      15_000,
    );
    expect((await staffView(matchmaker, member.sub, requestId)).body.canPropose).toBe(true);
    expect((await call('listIntroductions', { token: quiet.accessToken })).body.introductions).toEqual([]);
    const late = await call('answerIntroduction', {
      token: quiet.accessToken,
      params: { requestId },
      body: { answer: 'accept', contact: { method: 'email', value: quiet.email } },
    });
    expect(late.status).toBe(404);
    expect((await propose(matchmaker, member.sub, requestId, quiet.sub)).status).toBe(409);
  });
});

describe('hidden Elite profiles', () => {
  it('only Elite members discover an Elite member: deck, Who Liked You, profile, stories', async () => {
    const elite = await createDiscoverableMember({ fullName: 'Hidden Elite' }, USHUAIA);
    const viewer = await createDiscoverableMember({ gender: 'man' }, USHUAIA);
    const eliteViewer = await createDiscoverableMember({ gender: 'man' }, USHUAIA);
    await waitUntilInDeck(viewer, elite.sub);
    await Promise.all([grant(elite.sub, 'elite'), grant(eliteViewer.sub, 'elite')]);
    // The stream mirrors the entitlement onto the profile and re-indexes the member.
    await eventually(async () =>
      (await scanAll()).some((item) => item.entity === 'cellEntry' && item.memberId === elite.sub && item.eliteUntil),
    );
    expect(await findInDeck(viewer, elite.sub)).toBeUndefined();
    expect(await waitUntilInDeck(eliteViewer, elite.sub)).toBeDefined();
    expect((await viewProfile(viewer, elite.sub)).status).toBe(404);
    expect((await viewProfile(eliteViewer, elite.sub)).status).toBe(200);
    // The viewer cannot like what they cannot see, even through the API.
    expect((await swipe(viewer, elite.sub)).status).toBe(404);

    // An Elite member's like is not listed for a Gold member who is not Elite.
    const gold = await createDiscoverableMember({ gender: 'man' }, USHUAIA);
    await grant(gold.sub, 'gold');
    expect((await swipe(elite, gold.sub)).status).toBe(200);
    expect(
      (await call('listLikesReceived', { token: gold.accessToken })).body.likes.some(
        (like: { member: { id: string } }) => like.member.id === elite.sub,
      ),
    ).toBe(false);

    // Stories: shown to Elite members only.
    const { status } = await uploadStory(elite, await jpeg(), { contentType: 'image/jpeg', caption: 'elite only' });
    expect(status).toMatchObject({ status: 'ready' });
    const owners = async (member: TestMember) =>
      (await call('listStories', { token: member.accessToken })).body.others.map(
        (group: { member: { id: string } }) => group.member.id,
      );
    expect(await owners(viewer)).not.toContain(elite.sub);
    expect(await owners(eliteViewer)).toContain(elite.sub);

    // When Elite ends, they are visible again.
    await grant(elite.sub, 'free');
    await waitUntilInDeck(viewer, elite.sub);
  });
});
