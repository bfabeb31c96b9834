import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createProfiledMember } from '../support/matches';
import { buildMp4Audio, buildWebm, buildWebmAudio, PLANTED_TITLE } from '../support/media-fixtures';
import { bytesOf, exists, keysUnder, uploadVoice } from '../support/media-uploads';
import { jpeg } from '../support/photos';
import { openSocket } from '../support/sockets';
import type { TestMember } from '../support/members';

const bucket = () => cloud().env.VOICE_BUCKET;
const TZ = 'Asia/Singapore';

async function withVoice(member: TestMember, seconds = 3) {
  const { status } = await uploadVoice(member, buildWebmAudio(seconds));
  expect(status).toMatchObject({ status: 'ready' });
  return status.voice;
}

/** Every page of my voice browse, for "is (not) shown" checks. */
async function browseAll(member: TestMember) {
  const shown: any[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const response = await call('listVoiceProfiles', { token: member.accessToken, query: cursor ? { cursor } : {} });
    expect(response.status).toBe(200);
    expect(response.body.profiles.length).toBeLessThanOrEqual(20);
    shown.push(...response.body.profiles);
    cursor = response.body.cursor ?? undefined;
    if (!cursor) break;
  }
  return shown;
}

describe('voice: recordings are measured and checked on the server', () => {
  it('a 3 s recording becomes my introduction, measured from its data, topic Introduction', async () => {
    const member = await createProfiledMember();
    const voice = await withVoice(member);
    expect(voice).toMatchObject({ topic: 'Introduction', durationSeconds: 3 });
    expect(voice.audioUrl).toMatch(new RegExp(`/voice/${member.sub}/${voice.voiceId}\\.webm$`));
    expect((await call('getMyVoice', { token: member.accessToken })).body).toEqual({ voice });
    const served = await bytesOf(voice.audioUrl);
    expect(served.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(await keysUnder(bucket(), `uploads/${member.sub}/`)).toEqual([]);
  });

  it('a 75 s recording is refused and deleted, even when its header claims 10 s', async () => {
    const member = await createProfiledMember();
    for (const recording of [buildWebmAudio(75), buildWebmAudio(75, 10_000)]) {
      const { status } = await uploadVoice(member, recording);
      expect(status).toMatchObject({ status: 'rejected', reason: 'too_long' });
    }
    expect(await keysUnder(bucket(), `uploads/${member.sub}/`)).toEqual([]);
    expect(await keysUnder(bucket(), `voice/${member.sub}/`)).toEqual([]);
    expect((await call('getMyVoice', { token: member.accessToken })).body).toEqual({ voice: null });
  });

  it('non-audio is refused: a video, a picture, text', async () => {
    const member = await createProfiledMember();
    expect((await uploadVoice(member, buildWebm({ metadata: false }))).status).toMatchObject({
      status: 'rejected',
      reason: 'not_audio',
    });
    expect((await uploadVoice(member, await jpeg(), 'audio/webm')).status).toMatchObject({
      status: 'rejected',
      reason: 'not_audio',
    });
    expect((await uploadVoice(member, Buffer.from('hello'), 'audio/mp4')).status).toMatchObject({
      status: 'rejected',
      reason: 'not_audio',
    });
    expect(await keysUnder(bucket(), `uploads/${member.sub}/`)).toEqual([]);
  });

  it("Safari's MP4 audio is taken too; recording again replaces the introduction and deletes the old audio", async () => {
    const member = await createProfiledMember();
    const first = await withVoice(member);
    const { status } = await uploadVoice(member, buildMp4Audio(4), 'audio/mp4');
    expect(status).toMatchObject({ status: 'ready', voice: { durationSeconds: expect.closeTo(4, 0) } });
    expect(status.voice.audioUrl).toMatch(/\.m4a$/);
    expect((await call('getMyVoice', { token: member.accessToken })).body.voice.voiceId).toBe(status.voice.voiceId);
    expect(await exists(bucket(), `voice/${member.sub}/${first.voiceId}.webm`)).toBe(false);
    expect(await keysUnder(bucket(), `voice/${member.sub}/`)).toEqual([
      `voice/${member.sub}/${status.voice.voiceId}.m4a`,
    ]);
  });

  it('metadata in a recording is not kept', async () => {
    const member = await createProfiledMember();
    const tagged = buildWebm({ video: false, metadata: true, seconds: 2 });
    const { status } = await uploadVoice(member, tagged);
    expect(status).toMatchObject({ status: 'ready' });
    expect((await bytesOf(status.voice.audioUrl)).includes(Buffer.from(PLANTED_TITLE))).toBe(false);
  });

  it('another member can neither read my upload nor remove my introduction; I can remove it', async () => {
    const [a, b] = await Promise.all([createProfiledMember(), createProfiledMember()]);
    const voice = await withVoice(a);
    expect((await call('getVoiceUpload', { token: b.accessToken, params: { voiceId: voice.voiceId } })).status).toBe(
      404,
    );
    expect((await call('deleteMyVoice', { token: b.accessToken })).status).toBe(200);
    expect((await call('getMyVoice', { token: a.accessToken })).body.voice.voiceId).toBe(voice.voiceId);
    expect((await call('deleteMyVoice', { token: a.accessToken })).body).toEqual({ deleted: true });
    expect((await call('getMyVoice', { token: a.accessToken })).body).toEqual({ voice: null });
    expect(await exists(bucket(), `voice/${a.sub}/${voice.voiceId}.webm`)).toBe(false);
  });
});

describe('voice: browsing, likes and passes', () => {
  it('shows others newest first with name, age and location; never mine, the blocked, or whom I answered', async () => {
    const [me, older, newer, blocker, passed] = await Promise.all([
      createProfiledMember('Me'),
      createProfiledMember('Older'),
      createProfiledMember('Newer'),
      createProfiledMember('Blocker'),
      createProfiledMember('Passed'),
    ]);
    await withVoice(me);
    const olderVoice = await withVoice(older);
    await withVoice(blocker);
    const passedVoice = await withVoice(passed);
    await withVoice(newer);
    await call('blockMember', { token: blocker.accessToken, body: { memberId: me.sub } });

    const shown = await browseAll(me);
    const ids = shown.map((profile) => profile.member.id);
    expect(ids).not.toContain(me.sub);
    expect(ids).not.toContain(blocker.sub);
    expect(ids.indexOf(newer.sub)).toBeLessThan(ids.indexOf(older.sub));
    expect(shown.find((profile) => profile.member.id === older.sub)).toMatchObject({
      voiceId: olderVoice.voiceId,
      member: { fullName: 'Older', age: 31, location: 'Singapore, Singapore' },
      durationSeconds: 3,
      topic: 'Introduction',
    });

    const pass = await call('reactToVoice', {
      token: me.accessToken,
      params: { memberId: passed.sub },
      body: { voiceId: passedVoice.voiceId, action: 'pass', timeZone: TZ },
    });
    expect(pass.body).toEqual({ action: 'pass', matched: false, matchId: null });
    expect((await browseAll(me)).map((profile) => profile.member.id)).not.toContain(passed.sub);
    // A blocked member's introduction cannot be answered either.
    const blockerVoice = (await call('getMyVoice', { token: blocker.accessToken })).body.voice;
    const refused = await call('reactToVoice', {
      token: me.accessToken,
      params: { memberId: blocker.sub },
      body: { voiceId: blockerVoice.voiceId, action: 'like', timeZone: TZ },
    });
    expect(refused.status).toBe(404);
  });

  it('a like tells the owner at once (who, only with Who Liked You), counts as a like and makes the match when mutual', async () => {
    const [owner, liker] = await Promise.all([createProfiledMember('Owner'), createProfiledMember('Liker')]);
    const voice = await withVoice(owner);
    const socket = await openSocket(owner.accessToken, cloud().webOrigin);
    try {
      const liked = await call('reactToVoice', {
        token: liker.accessToken,
        params: { memberId: owner.sub },
        body: { voiceId: voice.voiceId, action: 'like', timeZone: TZ },
      });
      expect(liked.body).toEqual({ action: 'like', matched: false, matchId: null });
      // The owner is free: told that someone liked it, not who (that is Gold's Who Liked You).
      expect(await socket.next((frame) => frame.type === 'voiceLike', 10_000)).toEqual({
        type: 'voiceLike',
        member: null,
      });
      // Liking again tells nobody twice and counts nothing twice.
      await call('reactToVoice', {
        token: liker.accessToken,
        params: { memberId: owner.sub },
        body: { voiceId: voice.voiceId, action: 'like', timeZone: TZ },
      });
      await expect(socket.next((frame) => frame.type === 'voiceLike', 1500)).rejects.toThrow();

      // It is a real like: the owner liking back in Discover makes the match.
      const back = await call('recordSwipe', {
        token: owner.accessToken,
        body: { targetId: liker.sub, action: 'like', timeZone: TZ },
      });
      expect(back.body).toMatchObject({ matched: true });
      expect(await socket.next((frame) => frame.type === 'match', 10_000)).toMatchObject({
        matchId: back.body.matchId,
      });
    } finally {
      socket.socket.close();
    }
  });

  it('voice likes count against the free daily likes: the sixth is refused', async () => {
    const liker = await createProfiledMember();
    const owners = await Promise.all(Array.from({ length: 6 }, () => createProfiledMember()));
    const voices = await Promise.all(owners.map((owner) => withVoice(owner, 2)));
    const statuses: number[] = [];
    for (const [i, owner] of owners.entries()) {
      statuses.push(
        (
          await call('reactToVoice', {
            token: liker.accessToken,
            params: { memberId: owner.sub },
            body: { voiceId: voices[i].voiceId, action: 'like', timeZone: TZ },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a replaced introduction cannot be answered, and my own cannot be liked', async () => {
    const [owner, other] = await Promise.all([createProfiledMember(), createProfiledMember()]);
    const first = await withVoice(owner);
    await withVoice(owner);
    const stale = await call('reactToVoice', {
      token: other.accessToken,
      params: { memberId: owner.sub },
      body: { voiceId: first.voiceId, action: 'like', timeZone: TZ },
    });
    expect(stale.status).toBe(404);
    const own = await call('reactToVoice', {
      token: owner.accessToken,
      params: { memberId: owner.sub },
      body: { voiceId: first.voiceId, action: 'like', timeZone: TZ },
    });
    expect(own.status).toBe(400);
  });
});
