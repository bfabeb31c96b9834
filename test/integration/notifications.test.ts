/**
 * The notification center (decision 0024): every kind is written by
 * the table stream from the event it is about, pushed live, never about a
 * blocked member, counted exactly under concurrent events; away members get
 * one email, with an unsubscribe link that works signed out and refuses a
 * changed token.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '#lambdas/db/keys.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { call } from '../support/api';
import { cloud } from '../support/cloud-info';
import { submittedEliteRequest } from '../support/elite';
import { buildWebmAudio } from '../support/media-fixtures';
import { uploadVoice } from '../support/media-uploads';
import { createMatchedPair, createProfiledMember } from '../support/matches';
import type { TestMember } from '../support/members';
import { openSocket } from '../support/sockets';
import { createStaff } from '../support/staff';
import { admin, CARDS, checkout, checkoutSessionIdOf, meUntil } from '../support/stripe';
import { eventually } from '../support/table';

const TZ = 'Asia/Singapore';

const grant = async (memberId: string, tier: 'free' | 'gold' | 'elite') => {
  cloud();
  const { grantTier } = await import('#infra/local/grant-tier.ts');
  await grantTier(memberId, tier);
};

const dynamo = async () => (await import('#lambdas/lib/aws-clients.ts')).dynamo;

const list = async (member: TestMember) => {
  const response = await call('listNotifications', { token: member.accessToken });
  expect(response.status).toBe(200);
  return response.body as { notifications: Notification[]; unread: number };
};

/** The member's notifications once `until` holds for them (the stream writes them a moment after the event). */
const listUntil = (member: TestMember, until: (notifications: Notification[]) => boolean, timeoutMs = 15_000) =>
  eventually(async () => {
    const body = await list(member);
    return until(body.notifications) ? body : undefined;
  }, timeoutMs);

const ofKind = (kind: string) => (notifications: Notification[]) => notifications.some((item) => item.kind === kind);
const like = (from: TestMember, to: TestMember, action: 'like' | 'superLike' = 'like') =>
  call('recordSwipe', { token: from.accessToken, body: { targetId: to.sub, action, timeZone: TZ } });

/** Lets the stream catch up: a marker notification written after `work` shows everything before it was processed. */
async function settledAfter(member: TestMember, marker: TestMember): Promise<void> {
  await like(marker, member);
  await listUntil(member, (items) =>
    items.some((item) => item.kind === 'like' && (item.member === null || item.member.id === marker.sub)),
  );
}

/**
 * Makes an item's TTL pass now, once the stream has written it: the local TTL
 * sweeper (every 5 s) deletes it as DynamoDB would, and the stream sees a TTL REMOVE.
 */
async function expireNow(key: { pk: string; sk: string }): Promise<void> {
  await eventually(async () => {
    try {
      await (
        await dynamo()
      ).send(
        new UpdateCommand({
          TableName: cloud().env.TABLE_NAME,
          Key: key,
          UpdateExpression: 'SET expiresAt = :past',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  });
}

type Mail = { to: string; kind: string; subject?: string; text?: string };
/** The two away e-mails of decision 0024, as chosen in the shared settings (decision 0069). */
const emailChoices = (settings: Record<string, { email: boolean }>) => ({
  newMatch: settings.newMatch!.email,
  unreadMessages: settings.unreadMessages!.email,
});

const mailbox = async (): Promise<Mail[]> =>
  (await (await fetch(`${cloud().cognitoShimUrl}/dev/mailbox.json`)).json()) as Mail[];
const emailsTo = async (member: TestMember) =>
  (await mailbox()).filter((mail) => mail.kind === 'email' && mail.to === member.email);

/** The conversations the member's sockets say they show, as stored on the connections. */
async function viewingOf(member: TestMember): Promise<string[]> {
  const { listConnectionsWithViewing } = await import('#lambdas/db/connections.ts');
  return (await listConnectionsWithViewing(member.sub)).flatMap((connection) =>
    connection.viewingMatchId ? [connection.viewingMatchId] : [],
  );
}

/** Waits until DynamoDB's TTL (the local sweeper) has deleted the item. */
async function goneByTtl(key: { pk: string; sk: string }): Promise<void> {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  await eventually(
    async () =>
      !(
        await (
          await dynamo()
        ).send(new GetCommand({ TableName: cloud().env.TABLE_NAME, Key: key, ConsistentRead: true }))
      ).Item,
    20_000,
  );
}

function sendMessage(socket: Awaited<ReturnType<typeof openSocket>>, matchId: string, content: string) {
  const clientId = randomUUID();
  socket.socket.send(JSON.stringify({ action: 'sendMessage', matchId, content, clientId }));
  return socket.next((frame) => frame.type === 'message' && frame.message.clientId === clientId);
}

describe('notifications: each kind comes from its event', () => {
  it('a like: pushed live; without Who Liked You it says someone and leads to Pricing, with it the name and photo', async () => {
    const [liker, liked] = await Promise.all([createProfiledMember('Lena'), createProfiledMember('Omar')]);
    const tab = await openSocket(liked.accessToken);
    expect((await like(liker, liked)).status).toBe(200);
    const pushed = await tab.next((frame) => frame.type === 'notification', 15_000);
    expect(pushed).toMatchObject({
      notification: { kind: 'like', read: false, title: 'Someone liked you', member: null, href: '/pricing' },
    });
    // No count in the frame (decision 0075): the client adds one and refetches its bell.
    expect(pushed).not.toHaveProperty('unread');
    expect(JSON.stringify(pushed)).not.toContain(liker.sub);
    expect(JSON.stringify(pushed)).not.toContain('Lena');
    tab.socket.close();

    const { notifications, unread } = await list(liked);
    expect(unread).toBe(1);
    expect(notifications).toHaveLength(1);
    expect(JSON.stringify(notifications)).not.toContain(liker.sub);

    // Upgrading reveals who: the sender is decided when the list is read.
    await grant(liked.sub, 'gold');
    expect((await list(liked)).notifications[0]).toMatchObject({
      kind: 'like',
      title: 'New like',
      body: 'Lena liked you.',
      member: { id: liker.sub, fullName: 'Lena' },
      href: '/who-liked-you',
    });
  });

  it('a super like is a superLike notification', async () => {
    const [liker, liked] = await Promise.all([createProfiledMember('Sia'), createProfiledMember('Tom')]);
    expect((await like(liker, liked, 'superLike')).status).toBe(200);
    const { notifications } = await listUntil(liked, ofKind('superLike'));
    expect(notifications.find((item) => item.kind === 'superLike')).toMatchObject({
      title: 'Someone super liked you',
      member: null,
    });
  });

  it('a match reaches both members, replaces the like that led to it, and leads to the conversation', async () => {
    const { a, b, matchId } = await createMatchedPair();
    for (const [member, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const { notifications } = await listUntil(member, ofKind('match'));
      expect(notifications.filter((item) => item.kind === 'match')).toEqual([
        expect.objectContaining({
          href: `/messages/${matchId}`,
          member: expect.objectContaining({ id: other.sub }),
          read: false,
        }),
      ]);
      expect(notifications.some((item) => item.kind === 'like')).toBe(false);
    }
  });

  it('a message is a notification only while its chat is not open; reading the chat reads it', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);
    await listUntil(b, ofKind('match'));

    // B has the conversation open: A's message is on B's screen, not news.
    bTab.socket.send(JSON.stringify({ action: 'viewing', matchId }));
    await eventually(async () => (await viewingOf(b)).includes(matchId));
    const seen = await sendMessage(aTab, matchId, 'Seen at once');
    const seenByB = await bTab.next((frame) => frame.type === 'message' && frame.message.id === seen.message.id);
    expect(seenByB.notified).toBeUndefined();
    // The stream is past that message (a later like is in), while B still had the chat open.
    await settledAfter(b, await createProfiledMember('Marker'));
    // B leaves the chat: the next one is news.
    bTab.socket.send(JSON.stringify({ action: 'viewing', matchId: null }));
    await eventually(async () => (await viewingOf(b)).length === 0);
    const unseen = await sendMessage(aTab, matchId, 'Coffee on Sunday?');
    // One frame tells B both: the message, and that it is in the bell (stored with the message).
    const pushed = await bTab.next((frame) => frame.type === 'message' && frame.message.id === unseen.message.id);
    expect(pushed.notified).toBe(true);
    expect(unseen.notified).toBeUndefined();
    const { notifications, unread } = await list(b);
    expect(notifications.filter((item) => item.kind === 'message')).toEqual([
      expect.objectContaining({
        title: 'New message from Ada',
        body: 'Coffee on Sunday?',
        href: `/messages/${matchId}`,
        member: expect.objectContaining({ id: a.sub }),
        read: false,
      }),
    ]);
    expect(unread).toBe(3);

    bTab.socket.send(JSON.stringify({ action: 'read', matchId, upTo: unseen.message.id }));
    // B's own read frame says the bell's message was read with it (no notificationsRead frame follows).
    expect(
      await bTab.next((frame) => frame.type === 'read' && frame.readerId === b.sub && frame.upTo === unseen.message.id),
    ).toMatchObject({ notificationsRead: 1 });
    // Left unread: the match and the marker's like.
    expect((await list(b)).unread).toBe(2);
    expect((await list(b)).notifications.find((item) => item.kind === 'message')).toMatchObject({ read: true });
    aTab.socket.close();
    bTab.socket.close();
  });

  it('a voice like is a voiceLike notification, not also a like', async () => {
    const [owner, liker] = await Promise.all([createProfiledMember('Vera'), createProfiledMember('Will')]);
    const { status } = await uploadVoice(owner, buildWebmAudio(3));
    expect(status).toMatchObject({ status: 'ready' });
    const reacted = await call('reactToVoice', {
      token: liker.accessToken,
      params: { memberId: owner.sub },
      body: { voiceId: status.voice.voiceId, action: 'like', timeZone: TZ },
    });
    expect(reacted.status).toBe(200);
    const { notifications } = await listUntil(owner, ofKind('voiceLike'));
    expect(notifications.map((item) => item.kind)).toEqual(['voiceLike']);
    expect(notifications[0]).toMatchObject({ title: 'Someone liked your voice introduction', member: null });
  });

  it('a boost that ran its course says how many likes it brought', async () => {
    const [boosted, fan] = await Promise.all([createProfiledMember('Bo'), createProfiledMember('Fay')]);
    await grant(boosted.sub, 'gold');
    expect((await call('useIncludedBoost', { token: boosted.accessToken })).status).toBe(200);
    await like(fan, boosted);
    await listUntil(boosted, ofKind('like'));
    await expireNow(keys.activeBoost(boosted.sub));
    const { notifications } = await listUntil(boosted, ofKind('boostEnded'), 30_000);
    expect(notifications.find((item) => item.kind === 'boostEnded')).toMatchObject({
      title: 'Your Boost ended',
      body: 'You got 1 new like while boosted.',
      href: '/',
    });
  });

  it("Stripe's trial-ending and payment-failed events become notices that lead to the dashboard", async () => {
    const member = await createProfiledMember('Pia');
    const started = await checkout(member, 'basic_monthly', CARDS.failsLater);
    expect(started.status).toBe(200);
    await meUntil(member, (me) => me.subscription.tier === 'basic');
    // The test clock: the trial's last days (trial_will_end), then the first renewal, which the card refuses.
    await admin('POST', 'advance', { days: 31 });
    const { notifications } = await listUntil(
      member,
      (items) => ofKind('trialEnding')(items) && ofKind('paymentFailed')(items),
      60_000,
    );
    expect(notifications.find((item) => item.kind === 'trialEnding')).toMatchObject({
      title: 'Your free trial ends soon',
      href: '/profile/dashboard',
    });
    expect(notifications.find((item) => item.kind === 'paymentFailed')).toMatchObject({
      title: 'Payment failed',
      href: '/profile/dashboard',
    });
  });

  it('an Elite introduction request tells the candidate, without naming who asked', async () => {
    const [elite, candidate, matchmaker] = await Promise.all([
      createProfiledMember('Eli'),
      createProfiledMember('Cara'),
      createStaff('matchmaker'),
    ]);
    const requestId = await submittedEliteRequest(elite);
    const started = await call('createPaymentSession', {
      token: elite.accessToken,
      body: { product: 'elite_match', eliteRequestId: requestId },
    });
    await admin('POST', 'pay', { session: checkoutSessionIdOf(started.body.url), card_number: CARDS.ok });
    await meUntil(elite, (me) => me.subscription.tier === 'elite');
    await eventually(
      async () =>
        (
          await call('getEliteRequestForStaff', {
            token: matchmaker.accessToken,
            params: { memberId: elite.sub, requestId },
          })
        ).status === 200,
      20_000,
    );
    const proposed = await call('proposeEliteCandidate', {
      token: matchmaker.accessToken,
      params: { memberId: elite.sub, requestId },
      body: { candidateId: candidate.sub, note: 'You would get on.' },
    });
    expect(proposed.status).toBe(200);
    const { notifications } = await listUntil(candidate, ofKind('introduction'));
    expect(notifications[0]).toMatchObject({
      kind: 'introduction',
      title: 'Introduction request',
      href: '/introductions',
      member: null,
    });
    expect(JSON.stringify(notifications)).not.toContain(elite.sub);
  });

  it("a moderator's warning is a notification with its reason", async () => {
    const [member, moderator] = await Promise.all([createProfiledMember('Mo'), createStaff('moderator')]);
    const warned = await call('moderateMember', {
      token: moderator.accessToken,
      params: { memberId: member.sub },
      body: { action: 'warn', reason: 'Be kind to others.' },
    });
    expect(warned.status).toBe(200);
    const { notifications } = await listUntil(member, ofKind('moderation'));
    expect(notifications[0]).toMatchObject({
      title: 'A warning from our moderators',
      body: 'Be kind to others.',
      href: '/profile/dashboard',
    });
  });
});

describe('notifications: blocked and unmatched members', () => {
  it('a block removes pending notifications both ways, and a like that raced the block writes none', async () => {
    const [a, b, marker] = await Promise.all([
      createProfiledMember('Ann'),
      createProfiledMember('Ben'),
      createProfiledMember('Max'),
    ]);
    await like(b, a);
    await listUntil(a, ofKind('like'));
    expect((await call('blockMember', { token: a.accessToken, body: { memberId: b.sub } })).status).toBe(200);
    await listUntil(a, (items) => !ofKind('like')(items));

    // A swipe stored just before the block (the API now refuses one): the stream finds the block and writes nothing.
    const c = await createProfiledMember('Cy');
    expect((await call('blockMember', { token: c.accessToken, body: { memberId: a.sub } })).status).toBe(200);
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const at = new Date().toISOString();
    await (
      await dynamo()
    ).send(
      new PutCommand({
        TableName: cloud().env.TABLE_NAME,
        Item: {
          ...keys.swipe(a.sub, c.sub),
          targetPk: keys.likesReceived(c.sub).targetPk,
          targetSk: `${at}#${a.sub}`,
          entity: 'swipe',
          swiperId: a.sub,
          targetId: c.sub,
          isLike: true,
          isSuperLike: false,
          createdAt: at,
        },
      }),
    );
    await settledAfter(c, marker);
    expect((await list(c)).notifications.map((item) => item.kind)).toEqual(['like']);
    expect((await list(c)).notifications[0].member).toBeNull();
  });

  it('an unmatch removes the match and message notifications of both members', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const tab = await openSocket(a.accessToken);
    await sendMessage(tab, matchId, 'Hello there');
    tab.socket.close();
    await listUntil(b, (items) => ofKind('match')(items) && ofKind('message')(items));
    expect((await call('unmatch', { token: a.accessToken, params: { matchId } })).body).toEqual({ unmatched: true });
    for (const member of [a, b]) await listUntil(member, (items) => items.length === 0);
    expect((await list(b)).unread).toBe(0);
  });
});

describe('notifications: the unread count', () => {
  it('is exact while likes arrive at the same time as marking read', async () => {
    const member = await createProfiledMember('Popular');
    const likers = await Promise.all(Array.from({ length: 12 }, (_, i) => createProfiledMember(`Fan${i}`)));
    const first = likers.slice(0, 8);
    const second = likers.slice(8);
    await Promise.all(first.map((liker) => like(liker, member)));
    const { notifications } = await listUntil(member, (items) => items.length === 8);
    expect((await list(member)).unread).toBe(8);

    // Four more likes land while two are marked read, one of them twice.
    const [markOne, , markTwo, markOneAgain] = await Promise.all([
      call('markNotificationRead', { token: member.accessToken, params: { notificationId: notifications[0].id } }),
      Promise.all(second.map((liker) => like(liker, member))),
      call('markNotificationRead', { token: member.accessToken, params: { notificationId: notifications[1].id } }),
      call('markNotificationRead', { token: member.accessToken, params: { notificationId: notifications[0].id } }),
    ]);
    expect([markOne.status, markTwo.status, markOneAgain.status]).toEqual([200, 200, 200]);
    const settled = await listUntil(member, (items) => items.length === 12);
    expect(settled.unread).toBe(10);
    expect(settled.notifications.filter((item) => !item.read)).toHaveLength(10);

    const all = await call('markAllNotificationsRead', { token: member.accessToken });
    expect(all.body).toEqual({ unread: 0 });
    expect((await list(member)).notifications.every((item) => item.read)).toBe(true);
  });

  it('a redelivered stream record stores its notification once', async () => {
    const [liker, liked] = await Promise.all([createProfiledMember('Twice'), createProfiledMember('Once')]);
    await like(liker, liked);
    const { notifications } = await listUntil(liked, ofKind('like'));
    const { marshall } = await import('@aws-sdk/util-dynamodb');
    const swipe = {
      entity: 'swipe',
      swiperId: liker.sub,
      targetId: liked.sub,
      isLike: true,
      isSuperLike: false,
      createdAt: new Date(Number(notifications[0].id.slice(0, 13))).toISOString(),
    };
    const record = {
      eventID: 'redelivery',
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: '1', NewImage: marshall({ ...keys.swipe(liker.sub, liked.sub), ...swipe }) },
    };
    // The swipe's effects as the stream table runs them, twice over (counters aside, which move per delivery).
    const { decodeStreamRecord } = await import('#lambdas/db/table-changes.ts');
    const { applyTableChange } = await import('#lambdas/events/stream-effects.ts');
    const change = decodeStreamRecord(record as never);
    if (!change) throw new Error('The swipe record did not decode');
    await applyTableChange(change);
    await applyTableChange(change);
    const after = await list(liked);
    expect(after.notifications.filter((item) => item.kind === 'like')).toHaveLength(1);
    expect(after.unread).toBe(1);
  });

  it("marking another member's notification read finds nothing, and a malformed id is a 400", async () => {
    const [liker, liked, stranger] = await Promise.all([
      createProfiledMember(),
      createProfiledMember(),
      createProfiledMember(),
    ]);
    await like(liker, liked);
    const { notifications } = await listUntil(liked, ofKind('like'));
    const foreign = await call('markNotificationRead', {
      token: stranger.accessToken,
      params: { notificationId: notifications[0].id },
    });
    expect(foreign.status).toBe(404);
    expect((await list(liked)).unread).toBe(1);
    const malformed = await call('markNotificationRead', {
      token: liked.accessToken,
      params: { notificationId: 'NOTIF#x' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('validation_failed');
  });
});

describe('notifications: email when away', () => {
  it('a new match emails a member with no socket open, once, and not one whose socket is open', async () => {
    const [away, online] = await Promise.all([createProfiledMember('Awa'), createProfiledMember('Oli')]);
    const tab = await openSocket(online.accessToken);
    await like(away, online);
    const matched = await like(online, away);
    expect(matched.body.matched).toBe(true);
    await listUntil(online, ofKind('match'));
    const mails = await eventually(async () => {
      const found = await emailsTo(away);
      return found.length > 0 ? found : undefined;
    }, 15_000);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: "It's a match with Oli!" });
    expect(mails[0]!.text).toContain(`/messages/${matched.body.matchId}`);
    expect(await emailsTo(online)).toEqual([]);
    tab.socket.close();
  });

  it('messages unread for 30 minutes email an away member once; an open socket means no email', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const aTab = await openSocket(a.accessToken);
    // B was away when they matched: that email first, so it is not counted below.
    const before = (await eventually(async () => ((await emailsTo(b)).length === 1 ? [1] : undefined), 15_000)).length;

    const first = await sendMessage(aTab, matchId, 'Are you there?');
    await listUntil(b, ofKind('message'));
    // Half an hour passes (the send marker's TTL is the timer: decision 0080), and B is still away.
    await expireNow(keys.sendMarker(matchId, a.sub, first.message.clientId));
    const mails = await eventually(async () => {
      const found = await emailsTo(b);
      return found.length > before ? found : undefined;
    }, 20_000);
    expect(mails[0]).toMatchObject({ subject: 'Ada sent you a message' });

    // Still unread: another message and another half hour send nothing more.
    const second = await sendMessage(aTab, matchId, 'Hello?');
    await listUntil(b, (items) => items.filter((item) => item.kind === 'message').length === 2);
    await expireNow(keys.sendMarker(matchId, a.sub, second.message.clientId));
    await goneByTtl(keys.sendMarker(matchId, a.sub, second.message.clientId));
    await settledAfter(b, await createProfiledMember('Marker'));
    expect((await emailsTo(b)).length).toBe(before + 1);
    aTab.socket.close();
  });

  it('a member with a socket open gets no email when the timer ends', async () => {
    const { a, b, matchId } = await createMatchedPair();
    // B was away when they matched: that email first, then B comes online.
    const before = (await eventually(async () => ((await emailsTo(b)).length === 1 ? [1] : undefined), 15_000)).length;
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);
    const sent = await sendMessage(aTab, matchId, 'Are you there?');
    await listUntil(b, ofKind('message'));
    await expireNow(keys.sendMarker(matchId, a.sub, sent.message.clientId));
    await goneByTtl(keys.sendMarker(matchId, a.sub, sent.message.clientId));
    await settledAfter(b, await createProfiledMember('Marker'));
    expect((await emailsTo(b)).length).toBe(before);
    aTab.socket.close();
    bTab.socket.close();
  });
});

describe('notifications: unsubscribe without signing in', () => {
  it("the email's link stops that email; a changed token is refused and changes nothing", async () => {
    const [away, other] = await Promise.all([createProfiledMember('Una'), createProfiledMember('Rex')]);
    await like(away, other);
    await like(other, away);
    const [mail] = await eventually(async () => {
      const found = await emailsTo(away);
      return found.length > 0 ? found : undefined;
    }, 15_000);
    const link = new URL(/https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail!.text!)![0]);
    expect(link.origin).toBe(cloud().webOrigin);
    const token = link.searchParams.get('token')!;
    const [memberId, type, signature] = token.split('.');
    expect([memberId, type]).toEqual([away.sub, 'newMatch']);

    const tampered = [
      `${other.sub}.${type}.${signature}`,
      `${memberId}.unreadMessages.${signature}`,
      `${memberId}.${type}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`,
      `${memberId}.${type}`,
    ];
    for (const bad of tampered) {
      const refused = await call('unsubscribeEmail', { body: { token: bad } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toMatch(/invalid_signature|validation_failed/);
    }
    for (const member of [away, other]) {
      expect(emailChoices((await call('getNotificationSettings', { token: member.accessToken })).body)).toEqual({
        newMatch: true,
        unreadMessages: true,
      });
    }

    // No sign-in: only the token.
    const done = await call('unsubscribeEmail', { body: { token } });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ type: 'newMatch' });
    const afterUnsubscribe = (await call('getNotificationSettings', { token: away.accessToken })).body;
    expect(emailChoices(afterUnsubscribe)).toEqual({ newMatch: false, unreadMessages: true });
    // The link stops the e-mail only: the same type's push is another switch.
    expect(afterUnsubscribe.newMatch.push).toBe(true);

    // Turned off, a new match is not emailed.
    const third = await createProfiledMember('Zoe');
    await like(third, away);
    await like(away, third);
    await listUntil(away, (items) => items.filter((item) => item.kind === 'match').length === 2);
    await settledAfter(away, await createProfiledMember('Marker'));
    expect(await emailsTo(away)).toHaveLength(1);

    // The settings route turns it back on.
    const settings = {
      ...afterUnsubscribe,
      newMatch: { email: true, push: true },
      unreadMessages: { email: false, push: true },
    };
    const saved = await call('updateNotificationSettings', { token: away.accessToken, body: settings });
    expect(saved.body).toEqual(settings);
    expect(emailChoices(saved.body)).toEqual({ newMatch: true, unreadMessages: false });
  });
});
