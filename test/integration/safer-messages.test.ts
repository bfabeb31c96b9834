import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { createMatchedPair } from '../support/matches';
import { openSocket, type OpenResult } from '../support/sockets';
import { scanAll } from '../support/table';

const send = async (from: OpenResult, to: OpenResult, matchId: string, content: string) => {
  const clientId = randomUUID();
  from.socket.send(JSON.stringify({ action: 'sendMessage', matchId, content, clientId }));
  const isIt = (frame: any) => frame.type === 'message' && frame.message.clientId === clientId;
  const [ack, delivered] = await Promise.all([from.next(isIt), to.next(isIt)]);
  expect(delivered.message).toEqual(ack.message);
  return ack.message;
};

describe('safer messages (issue 27)', () => {
  it('flags abuse, early off-platform requests and money on the stored message, whatever the browser said', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);

    const plain = await send(aTab, bTab, matchId, 'Hi! Loved your hiking photos.');
    const rude = await send(aTab, bTab, matchId, 'fuuuck off, add me on WhatsApp instead');
    const money = await send(aTab, bTab, matchId, 'could you send me $300 in bitcoin for the ticket?');
    expect(plain.flags).toBeUndefined();
    expect(rude.flags).toEqual(['offensive', 'offPlatform']);
    expect(money.flags).toEqual(['money']);

    // The flags are attributes of the message item itself (no item more per send), and history serves them.
    const items = (await scanAll()).filter((item) => item.entity === 'message' && item.matchId === matchId);
    expect(items.find((item) => item.id === rude.id)?.flags).toEqual(['offensive', 'offPlatform']);
    const history = await call('listMessages', { token: b.accessToken, params: { matchId } });
    expect(history.body.messages.map((m: any) => m.flags ?? [])).toEqual([[], ['offensive', 'offPlatform'], ['money']]);
  });

  it("the receiver's one-tap report carries the flagged message to the moderators", async () => {
    const { a, b, matchId } = await createMatchedPair();
    const [aTab, bTab] = await Promise.all([openSocket(a.accessToken), openSocket(b.accessToken)]);
    const rude = await send(aTab, bTab, matchId, 'you are a b1tch');
    expect(rude.flags).toEqual(['offensive']);

    const reported = await call('reportMember', {
      token: b.accessToken,
      body: { memberId: a.sub, category: 'harassment', matchId, messageId: rude.id },
    });
    expect(reported.status).toBeLessThan(300);
    const report = (await scanAll()).find(
      (item) => item.entity === 'report' && item.reportId === reported.body.reportId,
    );
    expect(report).toMatchObject({ subject: 'messages', reportedId: a.sub, category: 'harassment' });
    expect((report?.snapshot as { messages?: unknown } | undefined)?.messages).toEqual([
      { id: rude.id, content: 'you are a b1tch', createdAt: rude.createdAt },
    ]);
  });
});
