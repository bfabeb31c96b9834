/**
 * Per-member limits (decision 0030, shared/limits.ts): a burst past a limit is
 * refused with 429 (or a WebSocket error frame), a stable code and a retry
 * time, and nothing of a refused request is stored. Limits are fixed
 * windows, so a burst can straddle two: each burst is twice the limit plus
 * one, which no two windows can take whole.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_MEMBER, RATE_LIMITS } from '#shared/limits.ts';
import { call, type CallResult } from '../support/api';
import { createDiscoverableMember } from '../support/discoverable';
import { createMatchedPair, createProfiledMember } from '../support/matches';
import { openSocket, type OpenResult } from '../support/sockets';
import { scanAll } from '../support/table';
import { rateWindowCount, withinOneRateWindow } from '../support/rate-window';

const burstPast = (limit: { limit: number }) => 2 * limit.limit + 1;

describe('per-member limits', () => {
  it('messages and typing: a burst gets rate_limited error frames with a retry time, and only accepted messages are stored', async () => {
    const { a, matchId } = await createMatchedPair();
    const tab = await openSocket(a.accessToken);
    const total = burstPast(RATE_LIMITS.message);
    for (let i = 0; i < total; i++)
      tab.socket.send(
        JSON.stringify({ action: 'sendMessage', matchId, content: `hello ${i}`, clientId: `burst-message-${i}` }),
      );
    const answers: any[] = [];
    while (answers.length < total)
      answers.push(
        await tab.next(
          (frame) => frame.type === 'message' || (frame.type === 'error' && frame.action === 'sendMessage'),
          15_000,
        ),
      );
    const refused = answers.filter((frame) => frame.type === 'error');
    expect(refused.length).toBeGreaterThan(0);
    for (const frame of refused)
      expect(frame).toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    const stored = (await scanAll()).filter(
      (item) => item.pk === `MATCH#${matchId}` && String(item.sk).startsWith('MSG#'),
    );
    expect(stored).toHaveLength(total - refused.length);

    for (let i = 0; i < burstPast(RATE_LIMITS.typing); i++)
      tab.socket.send(JSON.stringify({ action: 'typing', matchId }));
    expect(await tab.next((frame) => frame.type === 'error' && frame.action === 'typing', 15_000)).toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: expect.any(Number),
    });
    tab.socket.close();
  });

  it('messages: a send is counted once stored; a retried send and a send after the match ended give their take back', async () => {
    // Decision 0090: the take is its own update beside the send's reads, given back when nothing is stored.
    await withinOneRateWindow('message');
    const { a, b, matchId } = await createMatchedPair();
    const tab = await openSocket(a.accessToken);
    const sendAs = (clientId: string) =>
      tab.socket.send(JSON.stringify({ action: 'sendMessage', matchId, content: 'Counted once', clientId }));
    const acknowledged = (clientId: string) => (frame: any) =>
      frame.type === 'message' && frame.message.clientId === clientId;
    sendAs('counted-once');
    const first = await tab.next(acknowledged('counted-once'));
    expect(await rateWindowCount(a.sub, 'message')).toBe(1);
    sendAs('counted-once');
    expect((await tab.next(acknowledged('counted-once'))).message.id).toBe(first.message.id);
    expect(await rateWindowCount(a.sub, 'message')).toBe(1);
    expect((await call('unmatch', { token: b.accessToken, params: { matchId } })).status).toBe(200);
    await tab.next((frame) => frame.type === 'matchEnded', 10_000);
    sendAs('after-the-end');
    expect(await tab.next((frame) => frame.type === 'error')).toMatchObject({ code: 'not_found' });
    expect(await rateWindowCount(a.sub, 'message')).toBe(1);
    tab.socket.close();
  });

  it('a take is given back once, however many paths of a request hand it back', async () => {
    // Every caller that takes before it writes hands back through takeRateLimit's give-back (a pass, a message,
    // a socket, an HTTP route): a refusal followed by a failure must not give back twice.
    const { takeRateLimit } = await import('#lambdas/use-cases/limits/enforce-rate-limit.ts');
    await withinOneRateWindow('swipe');
    const member = await createProfiledMember();
    const first = await takeRateLimit(member.sub, 'swipe');
    const second = await takeRateLimit(member.sub, 'swipe');
    expect(await rateWindowCount(member.sub, 'swipe')).toBe(2);
    await Promise.all([first.giveBack(), first.giveBack()]);
    await first.giveBack();
    expect(await rateWindowCount(member.sub, 'swipe')).toBe(1);
    await second.giveBack();
    expect(await rateWindowCount(member.sub, 'swipe')).toBe(0);
  });

  it('photo upload tickets: 429 with Retry-After past the limit, and no upload record for a refused one', async () => {
    const member = await createProfiledMember();
    const statuses: number[] = [];
    let refusal: CallResult | undefined;
    for (let i = 0; i < burstPast(RATE_LIMITS.photoUpload); i++) {
      const response = await call('createPhotoUpload', {
        token: member.accessToken,
        body: { contentType: 'image/jpeg', size: 1000 },
      });
      statuses.push(response.status);
      if (response.status === 429) refusal ??= response;
    }
    expect(refusal?.body.error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    expect(Number(refusal?.headers.get('retry-after'))).toBeGreaterThan(0);
    const uploads = (await scanAll()).filter(
      (item) => item.pk === `MEMBER#${member.sub}` && String(item.sk).startsWith('UPLOAD#'),
    );
    expect(uploads).toHaveLength(statuses.filter((status) => status === 200).length);
  });

  it('profile views: a member opening profiles by the hundred is refused', async () => {
    const [viewer, viewed] = await Promise.all([createProfiledMember(), createDiscoverableMember({}, null)]);
    let refusal: CallResult | undefined;
    for (let i = 0; i < burstPast(RATE_LIMITS.profileView) && !refusal; i++) {
      const response = await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: viewed.sub } });
      if (response.status === 429) refusal = response;
      else expect(response.status).toBe(200);
    }
    expect(refusal?.body.error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
  });

  it(`sockets: at most ${MAX_SOCKETS_PER_MEMBER} open at once per member; closing one frees its place`, async () => {
    const member = await createProfiledMember();
    const tabs: OpenResult[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) tabs.push(await openSocket(member.accessToken));
    await expect(openSocket(member.accessToken)).rejects.toThrow(/refused 429/);
    const closed = new Promise<void>((resolve) => tabs[0]!.socket.once('close', () => resolve()));
    tabs[0]!.socket.close();
    await closed;
    // $disconnect removes the record right after the close; retry until it has.
    let reopened;
    for (let attempt = 0; attempt < 20 && !reopened; attempt++) {
      reopened = await openSocket(member.accessToken).catch(() => undefined);
      if (!reopened) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reopened).toBeDefined();
    for (const tab of [...tabs.slice(1), reopened!]) tab.socket.close();
  });
});
