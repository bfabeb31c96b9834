/**
 * The staff console's boundaries and the moderator's work (decision 0023): staff
 * routes check the group claim on every call; reports are rate-limited and
 * never name their reporter; each action has its effect, tells the member,
 * and leaves exactly one audit row.
 */
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import type { OperationId } from '#shared/routes/index.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { createDiscoverableMember, findInDeck, waitUntilInDeck } from '../support/discoverable';
import { exists, uploadStory } from '../support/media-uploads';
import { createMatchedPair } from '../support/matches';
import { createMember, type TestMember } from '../support/members';
import { withinOneRateWindow } from '../support/rate-window';
import { jpeg } from '../support/photos';
import { openSocket } from '../support/sockets';
import { createStaff, nextSecond, signInAgain } from '../support/staff';
import { scanAll } from '../support/table';

/** Far from the seeded members and other tests. */
const HOBART = { latitude: -42.8821, longitude: 147.3272 };

const ANY_PARAMS = {
  memberId: 'someone',
  requestId: '01JCY8AKZ6V3B3KX6S6M4Q2H7Z',
  noticeId: '01JCY8AKZ6V3B3KX6S6M4Q2H7Z',
};
const staffRoutes = (Object.entries(STAFF_ROUTES) as [OperationId, { roles?: readonly string[] }][]).filter(
  ([, route]) => route.roles,
);

const report = (reporter: TestMember, memberId: string, extra: Record<string, unknown> = {}) =>
  call('reportMember', {
    token: reporter.accessToken,
    body: { memberId, category: 'harassment', note: 'Rude messages.', ...extra },
  });
const act = (moderator: TestMember, memberId: string, body: Record<string, unknown>) =>
  call('moderateMember', { token: moderator.accessToken, params: { memberId }, body });
const auditRowsAbout = async (memberId: string) =>
  (await scanAll()).filter((item) => item.entity === 'audit' && item.targetMemberId === memberId);

describe('staff routes', () => {
  it("refuse members on every staff route, a moderator on the matchmaker's and a matchmaker on the moderator's (403)", async () => {
    const [member, matchmaker, moderator] = await Promise.all([
      createMember(),
      createStaff('matchmaker'),
      createStaff('moderator'),
    ]);
    await call('getMe', { token: member.accessToken });
    expect(staffRoutes.length).toBeGreaterThanOrEqual(8);
    for (const [operationId, route] of staffRoutes) {
      const body = HTTP_BODY[operationId];
      const asMember = await call(operationId, { token: member.accessToken, params: ANY_PARAMS, body });
      expect(asMember.status, operationId).toBe(403);
      expect(asMember.body.error.code, operationId).toBe('staff_only');
      const outsider = route.roles!.includes('matchmaker') ? moderator : matchmaker;
      expect(
        (await call(operationId, { token: outsider.accessToken, params: ANY_PARAMS, body })).status,
        operationId,
      ).toBe(403);
    }
    expect((await call('listEliteQueue', { token: matchmaker.accessToken })).status).toBe(200);
    expect((await call('listReportsQueue', { token: moderator.accessToken, query: { order: 'most' } })).status).toBe(
      200,
    );
    // GET /me tells the app which sides of the console to show.
    expect((await call('getMe', { token: matchmaker.accessToken })).body.staffRoles).toEqual(['matchmaker']);
    expect((await call('getMe', { token: member.accessToken })).body.staffRoles).toEqual([]);
  });
});

const HTTP_BODY: Partial<Record<OperationId, unknown>> = {
  proposeEliteCandidate: { candidateId: 'someone' },
  moderateMember: { action: 'warn', reason: 'Be kind to others.' },
};

describe('reports', () => {
  it('one open report per reporter and member; a daily cap; the queue orders by newest or most reported and never names a reporter', async () => {
    // Every report here counts toward one day's cap: not across midnight (UTC).
    await withinOneRateWindow('report', 45_000);
    const target = await createDiscoverableMember({ fullName: 'Often Reported' }, HOBART);
    const once = await createDiscoverableMember({ fullName: 'Reported Once' }, HOBART);
    const reporters = await Promise.all(Array.from({ length: 5 }, () => createDiscoverableMember({}, HOBART)));
    const moderator = await createStaff('moderator');

    expect((await report(reporters[0]!, target.sub)).status).toBe(200);
    const again = await report(reporters[0]!, target.sub, { category: 'scam' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_reported');
    for (const reporter of reporters.slice(1))
      expect((await report(reporter, target.sub, { category: 'fake_profile' })).status).toBe(200);
    expect((await report(reporters[0]!, once.sub)).status).toBe(200);

    const most = (await call('listReportsQueue', { token: moderator.accessToken, query: { order: 'most' } })).body;
    expect(most.entries[0]).toMatchObject({ member: { id: target.sub, fullName: 'Often Reported' }, openReports: 5 });
    const newest = (await call('listReportsQueue', { token: moderator.accessToken, query: { order: 'newest' } })).body;
    expect(newest.entries[0]).toMatchObject({
      member: { id: once.sub },
      openReports: 1,
      report: { category: 'harassment', note: 'Rude messages.', subject: 'profile' },
    });
    const caseView = await call('getMemberCase', { token: moderator.accessToken, params: { memberId: target.sub } });
    expect(caseView.body.openReports).toHaveLength(5);
    expect(caseView.body.openReports[0].snapshot).toMatchObject({ fullName: 'Often Reported', age: 30 });

    // Nobody learns who reported: not the moderator, not the reported member (their data, their notices).
    const seenByStaff = JSON.stringify([most, newest, caseView.body]);
    const seenByMember = JSON.stringify([
      (await call('getMe', { token: target.accessToken })).body,
      (await call('exportMyData', { token: target.accessToken })).body,
    ]);
    for (const reporter of reporters) {
      expect(seenByStaff).not.toContain(reporter.sub);
      expect(seenByMember).not.toContain(reporter.sub);
    }

    // Ten reports a day at most, whoever they are about.
    const flooder = reporters[1]!;
    const targets = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const member = await createMember();
        await call('getMe', { token: member.accessToken });
        return member;
      }),
    );
    const answers = [];
    for (const other of targets) answers.push((await report(flooder, other.sub)).status);
    expect(answers.slice(0, 9)).toEqual(Array(9).fill(200));
    expect(answers[9]).toBe(429);
  });

  it("a report about a conversation carries the reported member's recent messages; about a story, the story", async () => {
    const { a, b, matchId } = await createMatchedPair();
    const moderator = await createStaff('moderator');
    const socket = await openSocket(b.accessToken);
    socket.socket.send(
      JSON.stringify({ action: 'sendMessage', matchId, content: 'Send me money now', clientId: 'report-evidence-1' }),
    );
    const message = await socket.next((frame) => frame.type === 'message');
    socket.socket.close();
    expect((await report(a, b.sub, { matchId, messageId: message.message.id, category: 'scam' })).status).toBe(200);
    const caseView = (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: b.sub } })).body;
    expect(caseView.openReports[0]).toMatchObject({
      subject: 'messages',
      messages: [{ id: message.message.id, content: 'Send me money now' }],
    });
    // Not their message, not their conversation: refused.
    expect((await report(b, a.sub, { matchId, messageId: message.message.id })).status).toBe(404);

    const { ticket } = await uploadStory(a, await jpeg(), { contentType: 'image/jpeg', caption: 'Look at this' });
    expect((await report(b, a.sub, { storyId: ticket.body.storyId, category: 'inappropriate_content' })).status).toBe(
      200,
    );
    const storyCase = (await call('getMemberCase', { token: moderator.accessToken, params: { memberId: a.sub } })).body;
    expect(storyCase.openReports[0]).toMatchObject({
      subject: 'story',
      story: { storyId: ticket.body.storyId, caption: 'Look at this', live: true },
    });
    expect(storyCase.stories.map((story: { storyId: string }) => story.storyId)).toEqual([ticket.body.storyId]);
  });
});

describe('moderator actions', () => {
  it('dismiss, warn, remove a photo and a story, suspend: each has its effect, tells the member, and leaves one audit row', async () => {
    const target = await createDiscoverableMember({ fullName: 'Troubled Member' }, HOBART);
    const viewer = await createDiscoverableMember({ gender: 'man' }, HOBART);
    const reporter = await createDiscoverableMember({}, HOBART);
    const moderator = await createStaff('moderator');
    await waitUntilInDeck(viewer, target.sub);

    // A moderator never acts on their own account.
    const self = await act(moderator, moderator.sub, { action: 'warn', reason: 'Testing myself' });
    expect(self.status).toBe(403);

    expect((await report(reporter, target.sub)).status).toBe(200);
    expect((await act(moderator, target.sub, { action: 'dismiss', reason: 'Looked fine' })).body).toMatchObject({
      action: 'dismiss',
      resolvedReports: 1,
    });
    expect((await act(moderator, target.sub, { action: 'dismiss', reason: 'Again' })).status).toBe(409);
    expect((await act(moderator, target.sub, { action: 'warn', reason: '' })).status).toBe(400);
    // Resolved, the reporter may report again.
    expect((await report(reporter, target.sub)).status).toBe(200);

    const tab = await openSocket(target.accessToken);
    expect(
      (await act(moderator, target.sub, { action: 'warn', reason: 'Please keep messages respectful.' })).status,
    ).toBe(200);
    const warned = await tab.next((frame) => frame.type === 'moderation');
    expect(warned.notice).toMatchObject({ kind: 'warning', reason: 'Please keep messages respectful.' });
    const me = (await call('getMe', { token: target.accessToken })).body;
    expect(me.notices).toEqual([
      expect.objectContaining({ kind: 'warning', reason: 'Please keep messages respectful.' }),
    ]);
    expect(
      (await call('acknowledgeNotice', { token: target.accessToken, params: { noticeId: me.notices[0].noticeId } }))
        .status,
    ).toBe(200);
    expect((await call('getMe', { token: target.accessToken })).body.notices).toEqual([]);

    // Remove a photo: gone from the profile and from storage.
    const [photo] = (await call('getMyProfile', { token: target.accessToken })).body.photos;
    const photoKey = (await scanAll()).find((item) => item.entity === 'profile' && item.id === target.sub)!.photos as {
      id: string;
      key: string;
    }[];
    expect(
      (await act(moderator, target.sub, { action: 'remove_photo', reason: 'Not a photo of you.', photoId: photo.id }))
        .status,
    ).toBe(200);
    expect((await call('getMyProfile', { token: target.accessToken })).body.photos).toEqual([]);
    expect(await exists(cloud().env.PHOTOS_BUCKET, photoKey[0]!.key)).toBe(false);
    expect((await tab.next((frame) => frame.type === 'moderation')).notice).toMatchObject({
      kind: 'content_removed',
      subject: 'photo',
    });

    // Remove a story: the item goes, and its media with it (the stream).
    const story = await uploadStory(target, await jpeg(), { contentType: 'image/jpeg', caption: 'reported' });
    const storyId = story.ticket.body.storyId as string;
    expect(
      (await act(moderator, target.sub, { action: 'remove_story', reason: 'Explicit content.', storyId })).status,
    ).toBe(200);
    expect((await call('listStories', { token: target.accessToken })).body.mine).toEqual([]);

    // Suspend for 3 days: told why at once, then signed out (old token and socket); signed in again,
    // hidden and unable to like, message or post.
    const { a: friend, b: suspendedBefore, matchId } = await createMatchedPair();
    const oldTab = await openSocket(suspendedBefore.accessToken);
    const oldTabClosed = new Promise<void>((resolve) => oldTab.socket.once('close', () => resolve()));
    expect(
      (await act(moderator, suspendedBefore.sub, { action: 'suspend', reason: 'Harassing other members.', days: 3 }))
        .status,
    ).toBe(200);
    const told = await oldTab.next((frame) => frame.type === 'moderation');
    expect(told.notice).toMatchObject({ kind: 'suspension', reason: 'Harassing other members.' });
    expect(Date.parse(told.notice.until) - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    await oldTabClosed;
    const ended = await call('getMe', { token: suspendedBefore.accessToken });
    expect([ended.status, ended.body.error.code]).toEqual([401, 'session_ended']);
    await expect(openSocket(suspendedBefore.accessToken)).rejects.toThrow(/refused 401/);
    // Sessions end to the second (token times are whole seconds): a sign-in in that same second counts as before.
    await nextSecond();
    const suspended = await signInAgain(suspendedBefore, cloud().cognitoShimUrl);
    const suspendedTab = await openSocket(suspended.accessToken);
    expect((await call('getMe', { token: suspended.accessToken })).body.suspension).toMatchObject({
      reason: 'Harassing other members.',
    });
    const like = await call('recordSwipe', {
      token: suspended.accessToken,
      body: { targetId: target.sub, action: 'like', timeZone: 'UTC' },
    });
    expect(like.status).toBe(403);
    expect(like.body.error.code).toBe('account_suspended');
    expect(like.body.error.message).toContain('Harassing other members.');
    suspendedTab.socket.send(
      JSON.stringify({ action: 'sendMessage', matchId, content: 'hello?', clientId: 'suspended-1' }),
    );
    expect(await suspendedTab.next((frame) => frame.type === 'error')).toMatchObject({
      code: 'account_suspended',
      ref: 'suspended-1',
    });
    const storyRefused = await uploadStory(suspended, await jpeg(), { contentType: 'image/jpeg' });
    expect(storyRefused.ticket.status).toBe(403);
    expect(
      (
        await call('createVoiceUpload', {
          token: suspended.accessToken,
          body: { contentType: 'audio/webm', size: 1000 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('getMemberProfile', { token: viewer.accessToken, params: { memberId: suspended.sub } })).status,
    ).toBe(404);
    // The match they had still sees them (the conversation stays, it just cannot go on from their side).
    expect(
      (await call('getMemberProfile', { token: friend.accessToken, params: { memberId: suspended.sub } })).status,
    ).toBe(200);
    tab.socket.close();
    suspendedTab.socket.close();

    // One audit row per action, each with who, what, when and why.
    const rows = await auditRowsAbout(target.sub);
    expect(rows.map((row) => row.action).sort()).toEqual(['dismiss', 'remove_photo', 'remove_story', 'warn']);
    for (const row of rows)
      expect(row).toMatchObject({ actorId: moderator.sub, reason: expect.any(String), at: expect.any(String) });
    expect((await auditRowsAbout(suspended.sub)).map((row) => row.action)).toEqual(['suspend']);
    const log = (await call('listAuditLog', { token: moderator.accessToken })).body.entries as {
      action: string;
      targetMemberId: string;
      actorName: string;
    }[];
    expect(log.filter((entry) => entry.targetMemberId === target.sub)).toHaveLength(4);
  });

  it('a ban disables the sign-in, closes the open sockets, and hides the member everywhere', async () => {
    const { a: friend, b: banned } = await createMatchedPair();
    const moderator = await createStaff('moderator');
    const viewer = await createDiscoverableMember({ gender: 'man' });
    const tab = await openSocket(banned.accessToken);
    const closed = new Promise<number>((resolve) => tab.socket.once('close', (code) => resolve(code)));

    expect((await act(moderator, banned.sub, { action: 'ban', reason: 'Scamming members.' })).status).toBe(200);
    expect((await tab.next((frame) => frame.type === 'moderation')).notice).toMatchObject({
      kind: 'ban',
      reason: 'Scamming members.',
    });
    await closed;

    // Cannot sign in (through the same endpoint the browser uses), nor refresh.
    const browserCognito = new CognitoIdentityProviderClient({
      endpoint: cloud().cognitoShimUrl,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await expect(signInAgain(banned, cloud().cognitoShimUrl)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await expect(
      browserCognito.send(
        new InitiateAuthCommand({
          ClientId: cloud().userPoolClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: banned.refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // The token they still hold gets them nowhere: not the app, not a socket.
    const me = await call('getMe', { token: banned.accessToken });
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('session_ended');
    await expect(openSocket(banned.accessToken)).rejects.toThrow(/refused/);
    expect((await call('listMatches', { token: friend.accessToken })).body.matches).toEqual([]);
    expect(await findInDeck(viewer, banned.sub)).toBeUndefined();
    expect((await act(moderator, banned.sub, { action: 'ban', reason: 'Again' })).status).toBe(409);
    expect((await auditRowsAbout(banned.sub)).map((row) => row.action)).toEqual(['ban']);
  });
});
