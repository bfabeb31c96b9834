/**
 * Issue 28: prompts on profiles, and likes on a specific photo or prompt with a comment, through
 * the API: prompts cleaned as bios are and shown on cards and profiles; a like names what it liked
 * and carries a comment, counts as a like, shows in Who Liked You, opens the conversation quoted
 * when it makes a match; a block hides the comment and a report carries it to moderators.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember, waitUntilInDeck } from '../support/discoverable';
import { createProfiledMember } from '../support/matches';
import { scanAll } from '../support/table';
import type { TestMember } from '../support/members';

const TZ = 'Asia/Singapore';
/** A spot of ocean of this file's own, so nobody else's deck shows these members. */
const spot = () => ({ latitude: -44 - Math.random(), longitude: -120 + Math.random() * 3 });

async function grantGold(memberId: string) {
  cloud();
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  await grantTier(memberId, 'gold');
}

const like = (from: TestMember, targetId: string, extra: Record<string, unknown> = {}, action = 'like') =>
  call('recordSwipe', { token: from.accessToken, body: { targetId, action, timeZone: TZ, ...extra } });

const PROMPTS = [
  { promptId: 'comfort-food', answer: 'Laksa\u200B from the stall near my flat' },
  { promptId: 'geek-out', answer: ' Old\u202E train maps ' },
];

describe('prompts', () => {
  it('are saved cleaned, at most three, counted by completion, and shown on cards and profiles', async () => {
    const at = spot();
    const [ana, ben] = await Promise.all([
      createDiscoverableMember({ prompts: PROMPTS }, at),
      createDiscoverableMember({ gender: 'man' }, at),
    ]);
    const mine = await call('getMyProfile', { token: ana.accessToken });
    const cleaned = [
      { promptId: 'comfort-food', answer: 'Laksa from the stall near my flat' },
      { promptId: 'geek-out', answer: 'Old train maps' },
    ];
    expect(mine.body.prompts).toEqual(cleaned);
    expect(mine.body.completion.missing).not.toContain('prompts');
    expect((await call('getMyProfile', { token: ben.accessToken })).body.completion.missing).toContain('prompts');

    const tooMany = await call('updateMyProfile', {
      token: ana.accessToken,
      body: {
        prompts: ['comfort-food', 'geek-out', 'ask-me-about', 'happy-place'].map((promptId) => ({
          promptId,
          answer: 'Yes',
        })),
      },
    });
    expect([tooMany.status, tooMany.body.error.code]).toEqual([400, 'validation_failed']);
    const tooLong = await call('updateMyProfile', {
      token: ana.accessToken,
      body: { prompts: [{ promptId: 'geek-out', answer: 'x'.repeat(151) }] },
    });
    expect([tooLong.status, tooLong.body.error.code]).toEqual([400, 'validation_failed']);
    const unknown = await call('updateMyProfile', {
      token: ana.accessToken,
      body: { prompts: [{ promptId: 'favourite-colour', answer: 'Blue' }] },
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'validation_failed']);

    const card = await waitUntilInDeck(ben, ana.sub);
    expect(card.prompts).toEqual(cleaned);
    const profile = await call('getMemberProfile', { token: ben.accessToken, params: { memberId: ana.sub } });
    expect(profile.body.prompts).toEqual(cleaned);
  });
});

describe('a like on a photo or prompt, with a comment', () => {
  it('shows in Who Liked You, and on a match opens the conversation quoting what was liked', async () => {
    const at = spot();
    const [ana, ben, cam] = await Promise.all([
      createDiscoverableMember({ prompts: PROMPTS }, at),
      createDiscoverableMember({ gender: 'man' }, at),
      createDiscoverableMember({ gender: 'man' }, at),
    ]);
    await grantGold(ana.sub);
    const anaPhoto = (await call('getMyProfile', { token: ana.accessToken })).body.photos[0];

    const liked = await like(ben, ana.sub, {
      likedItem: { kind: 'prompt', promptId: 'comfort-food' },
      comment: '  Mine is better, \u200Bbet you ',
    });
    expect(liked.body).toMatchObject({ matched: false });
    const superLiked = await like(
      cam,
      ana.sub,
      { likedItem: { kind: 'photo', photoId: anaPhoto.id }, comment: 'Where was this taken?' },
      'superLike',
    );
    expect(superLiked.body).toMatchObject({ action: 'superLike', matched: false });
    // A pass says nothing.
    const pass = await like(ben, cam.sub, { comment: 'Hi' }, 'pass');
    expect([pass.status, pass.body.error.code]).toEqual([400, 'validation_failed']);

    const likes = (await call('listLikesReceived', { token: ana.accessToken })).body.likes;
    const from = (member: TestMember) =>
      likes.find((entry: { member: { id: string } }) => entry.member.id === member.sub);
    expect(from(ben)).toMatchObject({
      comment: 'Mine is better, bet you',
      likedItem: { kind: 'prompt', promptId: 'comfort-food', answer: 'Laksa from the stall near my flat' },
    });
    expect(from(cam)).toMatchObject({
      isSuperLike: true,
      comment: 'Where was this taken?',
      likedItem: { kind: 'photo', photoId: anaPhoto.id, thumbUrl: anaPhoto.thumbUrl },
    });

    // Ana likes Ben back: his comment is the conversation's first message, quoting her prompt.
    const back = await like(ana, ben.sub);
    expect(back.body).toMatchObject({ matched: true });
    const conversation = await call('listMessages', { token: ana.accessToken, params: { matchId: back.body.matchId } });
    expect(conversation.body.messages).toEqual([
      expect.objectContaining({
        senderId: ben.sub,
        content: 'Mine is better, bet you',
        quote: { kind: 'prompt', promptId: 'comfort-food', answer: 'Laksa from the stall near my flat' },
      }),
    ]);
    const matches = (await call('listMatches', { token: ana.accessToken })).body.matches;
    expect(matches.find((match: { matchId: string }) => match.matchId === back.body.matchId)).toMatchObject({
      unreadCount: 1,
      lastMessage: { content: 'Mine is better, bet you', fromMe: false },
    });

    // Cam liked her photo first; her like back carries a comment of its own: both open the conversation, his first.
    const camBack = await like(ana, cam.sub, { comment: 'At the reservoir!' });
    expect(camBack.body).toMatchObject({ matched: true });
    const camChat = await call('listMessages', { token: cam.accessToken, params: { matchId: camBack.body.matchId } });
    expect(camChat.body.messages.map((m: { senderId: string; content: string }) => [m.senderId, m.content])).toEqual([
      [cam.sub, 'Where was this taken?'],
      [ana.sub, 'At the reservoir!'],
    ]);
    expect(camChat.body.messages[0].quote).toEqual({
      kind: 'photo',
      photoId: anaPhoto.id,
      thumbUrl: anaPhoto.thumbUrl,
    });
  });

  it('flags a comment as a message is, stores the flags, shows them in Who Liked You and carries them onto the first message', async () => {
    const [ana, ben, cam] = await Promise.all([createProfiledMember(), createProfiledMember(), createProfiledMember()]);
    await grantGold(ana.sub);
    // Nudged, never blocked: the like is stored with its comment as written.
    const rude = await like(ben, ana.sub, { comment: 'You look like a f*cking idiot' });
    expect(rude.status).toBe(200);
    expect((await like(cam, ana.sub, { comment: 'Add me on whatsapp, I need money for a ticket' })).status).toBe(200);

    const stored = (await scanAll()).filter((item) => item.entity === 'swipe' && item.targetId === ana.sub);
    const flagsOf = (member: TestMember) => stored.find((item) => item.swiperId === member.sub)?.commentFlags;
    expect(flagsOf(ben)).toEqual(['offensive']);
    expect(flagsOf(cam)).toEqual(['offPlatform', 'money']);

    const likes = (await call('listLikesReceived', { token: ana.accessToken })).body.likes;
    const from = (member: TestMember) =>
      likes.find((entry: { member: { id: string } }) => entry.member.id === member.sub);
    expect(from(ben)).toMatchObject({ comment: 'You look like a f*cking idiot', commentFlags: ['offensive'] });
    expect(from(cam)).toMatchObject({ commentFlags: ['offPlatform', 'money'] });

    // On the match, the comment is the first message with the same flags: Ana is asked "Does this bother you?".
    const back = await like(ana, ben.sub);
    expect(back.body).toMatchObject({ matched: true });
    const chat = await call('listMessages', { token: ana.accessToken, params: { matchId: back.body.matchId } });
    expect(chat.body.messages).toEqual([
      expect.objectContaining({ senderId: ben.sub, content: 'You look like a f*cking idiot', flags: ['offensive'] }),
    ]);
    // An ordinary comment raises nothing.
    const dan = await createProfiledMember();
    expect((await like(dan, ana.sub, { comment: 'Laksa is the right answer' })).status).toBe(200);
    const plain = (await call('listLikesReceived', { token: ana.accessToken })).body.likes.find(
      (entry: { member: { id: string } }) => entry.member.id === dan.sub,
    );
    expect(plain).toMatchObject({ comment: 'Laksa is the right answer' });
    expect(plain.commentFlags).toBeUndefined();
  });

  it('counts as a like against the daily limit', async () => {
    const [liker, ...targets] = await Promise.all(Array.from({ length: 7 }, () => createProfiledMember()));
    const results = [];
    for (const target of targets) results.push(await like(liker, target.sub, { comment: 'Hello there' }));
    // Free members have 5 likes a day.
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(results[5]!.body.error.code).toBe('limit_reached');
  });

  it("never shows a blocked member's comment, and a report carries it to moderators", async () => {
    const [ana, dan, eve] = await Promise.all([createProfiledMember(), createProfiledMember(), createProfiledMember()]);
    await grantGold(ana.sub);
    const marker = `secret-${Date.now()}`;
    expect((await like(dan, ana.sub, { comment: `${marker} from dan` })).status).toBe(200);
    expect((await like(eve, ana.sub, { comment: `${marker} from eve` })).status).toBe(200);
    const before = JSON.stringify((await call('listLikesReceived', { token: ana.accessToken })).body);
    expect(before).toContain(`${marker} from dan`);

    const report = await call('reportMember', {
      token: ana.accessToken,
      body: { memberId: eve.sub, category: 'harassment', likeComment: true, alsoBlock: true },
    });
    expect(report.status).toBe(200);
    // A report of the member from anywhere else (Who Liked You's menu) carries their comment too.
    const ofDan = await call('reportMember', {
      token: ana.accessToken,
      body: { memberId: dan.sub, category: 'other' },
    });
    expect(ofDan.status).toBe(200);
    expect((await call('blockMember', { token: ana.accessToken, body: { memberId: dan.sub } })).status).toBe(200);
    const after = JSON.stringify((await call('listLikesReceived', { token: ana.accessToken })).body);
    expect(after).not.toContain(marker);

    const reports = (await scanAll()).filter((item) => item.entity === 'report' || item.reportId);
    const stored = (reportId: string) => reports.find((item) => item.reportId === reportId);
    expect(stored(report.body.reportId)).toMatchObject({
      subject: 'messages',
      snapshot: { messages: [expect.objectContaining({ content: `${marker} from eve` })] },
    });
    expect(stored(ofDan.body.reportId)).toMatchObject({
      subject: 'profile',
      snapshot: { messages: [expect.objectContaining({ content: `${marker} from dan` })] },
    });
    // No comment to report: not found, as a message that is not theirs.
    const none = await call('reportMember', {
      token: dan.accessToken,
      body: { memberId: ana.sub, category: 'other', likeComment: true },
    });
    expect(none.status).toBe(404);
  });
});
