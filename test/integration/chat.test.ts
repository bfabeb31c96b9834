import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CATCH_UP_DELAY_MS, catchUpCursor } from '#shared/chat/catch-up-cursor.ts';
import { call } from '../support/api';
import { createMatchedPair, createProfiledMember } from '../support/matches';
import { openSocket, sendFragmented, type OpenResult } from '../support/sockets';
import { eventually, scanAll } from '../support/table';

const send = (socket: OpenResult, matchId: string, content: string, clientId = randomUUID()) => {
  socket.socket.send(JSON.stringify({ action: 'sendMessage', matchId, content, clientId }));
  return clientId;
};
const messageFrame = (clientId: string) => (frame: any) =>
  frame.type === 'message' && frame.message.clientId === clientId;
const storedMessages = async (matchId: string) =>
  (await scanAll()).filter((item) => item.entity === 'message' && item.matchId === matchId);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat over the WebSocket API', () => {
  it('stores a message once, then pushes it to every connection of both members', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const [aTab, bTab, bPhone] = await Promise.all([
      openSocket(a.accessToken),
      openSocket(b.accessToken),
      openSocket(b.accessToken),
    ]);

    const clientId = send(aTab, matchId, '  Hello there!  ');
    const [ack, atB, atBPhone] = await Promise.all([
      aTab.next(messageFrame(clientId)),
      bTab.next(messageFrame(clientId)),
      bPhone.next(messageFrame(clientId)),
    ]);
    expect(ack.message).toMatchObject({ matchId, senderId: a.sub, content: 'Hello there!', clientId });
    expect(ack.message.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(atB.message).toEqual(ack.message);
    expect(atBPhone.message).toEqual(ack.message);
    expect(await storedMessages(matchId)).toHaveLength(1);

    // The match list carries the preview and what is unread, per member.
    const bList = await call('listMatches', { token: b.accessToken });
    expect(bList.body.matches.find((m: any) => m.matchId === matchId)).toMatchObject({
      lastMessage: { content: 'Hello there!', fromMe: false },
      unreadCount: 1,
    });
    const aList = await call('listMatches', { token: a.accessToken });
    expect(aList.body.matches.find((m: any) => m.matchId === matchId)).toMatchObject({
      lastMessage: { fromMe: true },
      unreadCount: 0,
    });
  });

  it('stores a retried send (same clientId) once and acknowledges it again', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);
    const clientId = send(aTab, matchId, 'Only once');
    const first = await aTab.next(messageFrame(clientId));
    send(aTab, matchId, 'Only once', clientId);
    const again = await aTab.next(messageFrame(clientId));
    expect(again.message.id).toBe(first.message.id);
    expect(await storedMessages(matchId)).toHaveLength(1);
    const bList = await call('listMatches', { token: b.accessToken });
    expect(bList.body.matches.find((m: any) => m.matchId === matchId).unreadCount).toBe(1);
    await bTab.next(messageFrame(clientId));
  });

  it('serves history in ascending order, paged with cursors both ways', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);
    const sent: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const from = i % 2 ? aTab : bTab;
      const clientId = send(from, matchId, `message ${i}`);
      sent.push((await from.next(messageFrame(clientId))).message.id);
    }
    const newest = await call('listMessages', { token: b.accessToken, params: { matchId }, query: { limit: '3' } });
    expect(newest.status).toBe(200);
    expect(newest.body.messages.map((m: any) => m.content)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(newest.body.member).toMatchObject({ id: a.sub, fullName: 'Ada' });
    const older = await call('listMessages', {
      token: b.accessToken,
      params: { matchId },
      query: { limit: '3', before: newest.body.olderCursor },
    });
    expect(older.body.messages.map((m: any) => m.content)).toEqual(['message 2', 'message 3', 'message 4']);
    const oldest = await call('listMessages', {
      token: b.accessToken,
      params: { matchId },
      query: { limit: '3', before: older.body.olderCursor },
    });
    expect(oldest.body.messages.map((m: any) => m.content)).toEqual(['message 1']);
    expect(oldest.body.olderCursor).toBeNull();

    const after = await call('listMessages', {
      token: a.accessToken,
      params: { matchId },
      query: { after: sent[1], limit: '4' },
    });
    expect(after.body.messages.map((m: any) => m.id)).toEqual(sent.slice(2, 6));
    const rest = await call('listMessages', {
      token: a.accessToken,
      params: { matchId },
      query: { after: after.body.newerCursor },
    });
    expect(rest.body.messages.map((m: any) => m.id)).toEqual([sent[6]]);
    expect(rest.body.newerCursor).toBeNull();

    const both = await call('listMessages', {
      token: a.accessToken,
      params: { matchId },
      query: { after: sent[0], before: sent[3] },
    });
    expect(both.status).toBe(400);
  });

  it('lets only the two members of a live match send, type, read or list', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const stranger = await createProfiledMember();
    const [strangerTab, bTab] = await Promise.all([openSocket(stranger.accessToken), openSocket(b.accessToken)]);

    const clientId = send(strangerTab, matchId, 'Let me in');
    expect(await strangerTab.next((f) => f.type === 'error')).toMatchObject({
      code: 'not_found',
      action: 'sendMessage',
      ref: clientId,
    });
    strangerTab.socket.send(JSON.stringify({ action: 'typing', matchId }));
    expect(await strangerTab.next((f) => f.type === 'error')).toMatchObject({ code: 'not_found', action: 'typing' });

    expect((await call('listMessages', { token: stranger.accessToken, params: { matchId } })).status).toBe(404);
    expect((await call('getRelationshipAnalytics', { token: stranger.accessToken, params: { matchId } })).status).toBe(
      404,
    );
    // A made-up id answers exactly like someone else's match.
    expect(
      (await call('listMessages', { token: a.accessToken, params: { matchId: 'f'.repeat(32) } })).body.error.code,
    ).toBe('not_found');

    await pause(200);
    expect(bTab.frames.filter((f: any) => f.type === 'message' || f.type === 'typing')).toHaveLength(0);
    expect(await storedMessages(matchId)).toHaveLength(0);

    // Reading someone else's match is refused too, and moves nothing.
    const aTab = await openSocket(a.accessToken);
    const own = send(aTab, matchId, 'Hi Bea');
    const stored = (await aTab.next(messageFrame(own))).message;
    strangerTab.socket.send(JSON.stringify({ action: 'read', matchId, upTo: stored.id }));
    expect(await strangerTab.next((f) => f.type === 'error')).toMatchObject({ code: 'not_found', action: 'read' });
    const bList = await call('listMatches', { token: b.accessToken });
    expect(bList.body.matches.find((m: any) => m.matchId === matchId).unreadCount).toBe(1);
  });

  it('refuses to send once the pair has unmatched or blocked, and purges the conversation', async () => {
    const unmatched = await createMatchedPair();
    const aTab = await openSocket(unmatched.a.accessToken);
    // Opened once while live, so the pair is known when it is opened again after the end (list-messages.ts).
    expect(
      (await call('listMessages', { token: unmatched.a.accessToken, params: { matchId: unmatched.matchId } })).status,
    ).toBe(200);
    const before = send(aTab, unmatched.matchId, 'Before the end');
    await aTab.next(messageFrame(before));
    expect(
      (await call('unmatch', { token: unmatched.b.accessToken, params: { matchId: unmatched.matchId } })).status,
    ).toBe(200);
    // Open chats hear that it ended (through the stream), so they close instead of failing on the next send.
    expect(await aTab.next((f) => f.type === 'matchEnded', 10_000)).toEqual({
      type: 'matchEnded',
      matchId: unmatched.matchId,
    });
    const after = send(aTab, unmatched.matchId, 'After the end');
    expect(await aTab.next((f) => f.type === 'error')).toMatchObject({ code: 'not_found', ref: after });
    // The stream removes what the conversation held.
    await eventually(async () => (await storedMessages(unmatched.matchId)).length === 0);
    expect(
      (await call('listMessages', { token: unmatched.a.accessToken, params: { matchId: unmatched.matchId } })).status,
    ).toBe(404);

    const blocked = await createMatchedPair();
    const bTab = await openSocket(blocked.b.accessToken);
    expect(
      (await call('blockMember', { token: blocked.a.accessToken, body: { memberId: blocked.b.sub } })).status,
    ).toBe(200);
    const refused = send(bTab, blocked.matchId, 'Are you there?');
    expect(await bTab.next((f) => f.type === 'error')).toMatchObject({ code: 'not_found', ref: refused });
    expect(await storedMessages(blocked.matchId)).toHaveLength(0);
    // No edge was recreated by the refused send.
    expect((await call('listMatches', { token: blocked.b.accessToken })).body.matches).toHaveLength(0);
  });

  it('answers bad frames with error events and stores nothing', async () => {
    const { a, matchId } = await createMatchedPair();
    const aTab = await openSocket(a.accessToken);
    const bad: [string, string][] = [
      ['not json', 'invalid_json'],
      [JSON.stringify({ action: 'shout', matchId }), 'validation_failed'],
      [JSON.stringify({ action: 'sendMessage', matchId, content: '', clientId: randomUUID() }), 'validation_failed'],
      [
        JSON.stringify({ action: 'sendMessage', matchId, content: ' \n\t ', clientId: randomUUID() }),
        'validation_failed',
      ],
      [
        JSON.stringify({ action: 'sendMessage', matchId, content: 'x'.repeat(2001), clientId: randomUUID() }),
        'validation_failed',
      ],
      [
        JSON.stringify({ action: 'sendMessage', matchId, content: 'x'.repeat(40_000), clientId: randomUUID() }),
        'payload_too_large',
      ],
      [
        JSON.stringify({
          action: 'sendMessage',
          matchId,
          content: 'hi',
          clientId: randomUUID(),
          senderId: 'someone-else',
        }),
        'validation_failed',
      ],
      [
        JSON.stringify({ action: 'sendMessage', matchId: 'not-a-match', content: 'hi', clientId: randomUUID() }),
        'validation_failed',
      ],
      [JSON.stringify({ action: 'sendMessage', matchId, content: 'hi' }), 'validation_failed'],
      [JSON.stringify({ action: 'read', matchId, upTo: 'latest' }), 'validation_failed'],
      [JSON.stringify({ action: 'typing' }), 'validation_failed'],
    ];
    for (const [frame, code] of bad) {
      sendFragmented(aTab.socket, frame);
      expect(await aTab.next((f) => f.type === 'error'), frame.slice(0, 80)).toMatchObject({ code });
    }
    // Exactly 2000 characters is allowed.
    const longest = send(aTab, matchId, 'y'.repeat(2000));
    expect((await aTab.next(messageFrame(longest))).message.content).toHaveLength(2000);
    expect(await storedMessages(matchId)).toHaveLength(1);
  });

  it('loses nothing across a forced disconnect: the reconnected client catches up over HTTP', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const aTab = await openSocket(a.accessToken);
    let bTab = await openSocket(b.accessToken);
    const first = send(aTab, matchId, 'before the drop');
    const lastSeen = (await bTab.next(messageFrame(first))).message.id;

    bTab.socket.terminate();
    const whileAway: string[] = [];
    // One after another, each stored before the next is sent: sent as a burst, frames reach separate
    // invocations that may store them in another order, and the order asserted below is the stored one.
    for (let i = 0; i < 5; i++) {
      whileAway.push(send(aTab, matchId, `while away ${i}`));
      await aTab.next(messageFrame(whileAway[i]!));
    }

    bTab = await openSocket(b.accessToken);
    await pause(CATCH_UP_DELAY_MS); // the client's side of the reconnect contract
    const caughtUp = await call('listMessages', {
      token: b.accessToken,
      params: { matchId },
      query: { after: catchUpCursor(lastSeen) },
    });
    const seen = new Set([lastSeen]);
    const missed = caughtUp.body.messages.filter((m: any) => !seen.has(m.id));
    expect(missed.map((m: any) => m.clientId)).toEqual(whileAway);

    const live = send(aTab, matchId, 'after the return');
    expect((await bTab.next(messageFrame(live))).message.content).toBe('after the return');
  });

  it('relays typing to the other member only, and read receipts unless either member opted out', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);
    aTab.socket.send(JSON.stringify({ action: 'typing', matchId }));
    expect(await bTab.next((f) => f.type === 'typing')).toEqual({ type: 'typing', matchId, memberId: a.sub });

    const clientId = send(aTab, matchId, 'Did you see this?');
    const message = (await bTab.next(messageFrame(clientId))).message;
    bTab.socket.send(JSON.stringify({ action: 'read', matchId, upTo: message.id }));
    expect(await aTab.next((f) => f.type === 'read')).toEqual({
      type: 'read',
      matchId,
      readerId: b.sub,
      upTo: message.id,
    });
    await bTab.next((f) => f.type === 'read'); // the reader's own tabs hear it too
    expect(aTab.frames.some((f: any) => f.type === 'typing')).toBe(false);
    const bList = await call('listMatches', { token: b.accessToken });
    expect(bList.body.matches.find((m: any) => m.matchId === matchId).unreadCount).toBe(0);
    expect((await call('listMessages', { token: a.accessToken, params: { matchId } })).body.theirReadUpTo).toBe(
      message.id,
    );

    // B turns receipts off: A no longer learns what B read, and B no longer sees A's.
    expect((await call('getMySettings', { token: b.accessToken })).body).toMatchObject({ readReceipts: true });
    expect(
      (await call('updateMySettings', { token: b.accessToken, body: { readReceipts: false } })).body,
    ).toMatchObject({ readReceipts: false });
    const second = send(aTab, matchId, 'And this?');
    const secondMessage = (await bTab.next(messageFrame(second))).message;
    bTab.socket.send(JSON.stringify({ action: 'read', matchId, upTo: secondMessage.id }));
    await bTab.next((f) => f.type === 'read' && f.upTo === secondMessage.id);
    await pause(200);
    expect(aTab.frames.some((f: any) => f.type === 'read' && f.upTo === secondMessage.id)).toBe(false);
    expect((await call('listMessages', { token: a.accessToken, params: { matchId } })).body.theirReadUpTo).toBeNull();
    expect((await call('listMessages', { token: b.accessToken, params: { matchId } })).body.theirReadUpTo).toBeNull();
  });

  it('computes relationship analytics from the conversation after more than 5 messages and stores one record per member', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);
    const talk = async (from: OpenResult, text: string) => from.next(messageFrame(send(from, matchId, text)));
    for (const [from, text] of [
      [aTab, 'Hi'],
      [bTab, 'Hey!'],
      [aTab, 'How are you?'],
      [bTab, 'Great, you?'],
      [aTab, 'Good'],
    ] as const)
      await talk(from, text);

    const early = await call('getRelationshipAnalytics', { token: a.accessToken, params: { matchId } });
    expect(early.body).toEqual({ available: false, messageCount: 5, minimumMessages: 6 });

    await talk(aTab, 'Coffee this week?');
    const ready = await call('getRelationshipAnalytics', { token: a.accessToken, params: { matchId } });
    expect(ready.body).toMatchObject({
      available: true,
      messageCount: 6,
      myMessages: 4,
      theirMessages: 2,
      balanceScore: 50,
      responsivenessScore: 100,
      interactionFrequency: 'low',
      conversationScore: 75,
    });
    expect(ready.body.myMedianResponseSeconds).toBeLessThan(60);
    const theirs = await call('getRelationshipAnalytics', { token: b.accessToken, params: { matchId } });
    expect(theirs.body).toMatchObject({ myMessages: 2, theirMessages: 4 });
    const records = (await scanAll()).filter(
      (item) => item.entity === 'relationshipAnalytics' && item.matchId === matchId,
    );
    expect(records.map((record) => record.memberId).sort()).toEqual([a.sub, b.sub].sort());
  });

  it('tells a new match in exactly one frame per member, the bell entry in it, and never again on a redelivery', async () => {
    const [a, b] = await Promise.all([createProfiledMember('Cleo'), createProfiledMember('Dani')]);
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);
    await call('recordSwipe', {
      token: a.accessToken,
      body: { targetId: b.sub, action: 'like', timeZone: 'Asia/Singapore' },
    });
    const result = await call('recordSwipe', {
      token: b.accessToken,
      body: { targetId: a.sub, action: 'like', timeZone: 'Asia/Singapore' },
    });
    const matchId = result.body.matchId;
    const [atA, atB] = await Promise.all([
      aTab.next((f) => f.type === 'match', 10_000),
      bTab.next((f) => f.type === 'match', 10_000),
    ]);
    // Dani's like made it: her screen told her, so her frame says so; Cleo hears it as news.
    expect(atA).toMatchObject({ matchId, byYou: false, member: { id: b.sub, fullName: 'Dani' } });
    expect(atB).toMatchObject({ matchId, byYou: true, member: { id: a.sub, fullName: 'Cleo' } });
    for (const [frame, other] of [
      [atA, b],
      [atB, a],
    ] as const) {
      expect(frame.notification).toMatchObject({
        kind: 'match',
        href: `/messages/${matchId}`,
        member: { id: other.sub },
      });
      // No count in the frame (decision 0075): the client adds one and refetches its bell.
      expect(frame.unread).toBeUndefined();
    }

    // The stream delivers the same match again (a retried batch): nothing is told twice.
    const [
      { GetCommand },
      { marshall },
      { keys },
      { tableName },
      { dynamo },
      { decodeStreamRecord },
      { applyTableChange },
    ] = await Promise.all([
      import('@aws-sdk/lib-dynamodb'),
      import('@aws-sdk/util-dynamodb'),
      import('#lambdas/db/keys.ts'),
      import('#lambdas/db/table.ts'),
      import('#lambdas/lib/aws-clients.ts'),
      import('#lambdas/db/table-changes.ts'),
      import('#lambdas/events/stream-effects.ts'),
    ]);
    const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.match(matchId) }));
    const change = decodeStreamRecord({ eventName: 'INSERT', dynamodb: { NewImage: marshall(Item!) as never } });
    await applyTableChange(change!);

    // Long enough for any later push of the stream's to arrive: the match was told once per member, in
    // one frame, and no separate bell frame repeats it.
    await pause(3000);
    for (const tab of [aTab, bTab]) {
      const frames = tab.frames as { type: string; notification?: { kind: string } }[];
      expect(frames.filter((frame) => frame.type === 'match')).toEqual([]);
      expect(frames.filter((frame) => frame.type === 'notification' && frame.notification?.kind === 'match')).toEqual(
        [],
      );
    }
    aTab.socket.close();
    bTab.socket.close();
  });

  it('exports the messages I wrote, and deleting my account ends the conversation for the other member too', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);
    const mine = send(aTab, matchId, 'Mine to export');
    await aTab.next(messageFrame(mine));
    const theirs = send(bTab, matchId, 'Not mine');
    await aTab.next(messageFrame(theirs));

    const exported = await call('exportMyData', { token: a.accessToken });
    expect(exported.body.messages.map((m: any) => m.content)).toEqual(['Mine to export']);

    expect((await call('deleteMyAccount', { token: a.accessToken, body: { confirmation: 'DELETE' } })).status).toBe(
      200,
    );
    await eventually(async () => (await storedMessages(matchId)).length === 0);
    expect((await call('listMatches', { token: b.accessToken })).body.matches).toHaveLength(0);
    expect((await call('listMessages', { token: b.accessToken, params: { matchId } })).status).toBe(404);
    // Only the session floor stays (it refuses the deleted member's tokens until they expire, then its TTL removes it).
    const leftovers = (await scanAll()).filter(
      (item) => JSON.stringify(item).includes(a.sub) && item.entity !== 'sessionFloor',
    );
    expect(leftovers).toEqual([]);
  });
});

describe('message text is clean text (decision 0030)', () => {
  it('is stored and delivered without controls, bidi overrides or lone surrogates; nothing but them is refused as empty', async () => {
    const { a, matchId } = await createMatchedPair();
    const tab = await openSocket(a.accessToken);
    const clientId = send(tab, matchId, 'hi\u0000 \u202Ethere\u202C\n\uDC00bye');
    expect((await tab.next(messageFrame(clientId))).message.content).toBe('hi there\nbye');
    const empty = send(tab, matchId, '\u202E\u0000\u2069');
    expect(await tab.next((frame) => frame.type === 'error')).toMatchObject({ code: 'validation_failed', ref: empty });
    expect((await storedMessages(matchId)).map((message) => message.content)).toEqual(['hi there\nbye']);
    tab.socket.close();
  });
});
