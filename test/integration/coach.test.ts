import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { createMatchedPair, createProfiledMember } from '../support/matches';
import { openSocket } from '../support/sockets';

const ask = (token: string, matchId: string) =>
  call('askCoach', { token, body: { type: 'conversation_analysis', context: { matchId } } });

describe('dating coach', () => {
  it('answers a member of the match from the stored conversation: openers from what they share, then tips', async () => {
    const { a, b, matchId } = await createMatchedPair();
    const opening = await ask(a.accessToken, matchId);
    expect(opening.status).toBe(200);
    expect(opening.body).toMatchObject({
      stage: 'opener',
      engine: 'builtin',
      aiAvailable: false,
      common: { interests: ['Tea'], lookingFor: 'relationship' },
    });
    expect(opening.body.openers[0].text).toContain('Tea');
    expect(opening.body.openers[0].text).toContain('Bea');

    const socket = await openSocket(a.accessToken);
    const clientId = randomUUID();
    socket.socket.send(
      JSON.stringify({ action: 'sendMessage', matchId, content: opening.body.openers[0].text, clientId }),
    );
    await socket.next((frame) => frame.type === 'message' && frame.message.clientId === clientId);
    socket.socket.close();
    const under = await ask(b.accessToken, matchId);
    expect(under.body.stage).toBe('conversation');
    expect(under.body.openers).toEqual([]);
  });

  it('answers only for a match the caller is in: the same 404 as for no match; bad shapes are 400', async () => {
    const { matchId } = await createMatchedPair();
    const outsider = await createProfiledMember();
    const stranger = await ask(outsider.accessToken, matchId);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe('not_found');
    expect((await ask(outsider.accessToken, 'f'.repeat(32))).status).toBe(404);
    for (const body of [
      { type: 'conversation_analysis', context: 'You: hi\nThem: hello' },
      { type: 'other', context: { matchId } },
      { type: 'conversation_analysis', context: { matchId, lines: [] } },
    ]) {
      expect((await call('askCoach', { token: outsider.accessToken, body })).status).toBe(400);
    }
  });

  it('keeps the AI opt-in a setting of its own: saving read receipts leaves it as it was', async () => {
    const member = await createProfiledMember();
    expect((await call('getMySettings', { token: member.accessToken })).body).toEqual({
      readReceipts: true,
      coachAi: false,
      showSensitive: false,
    });
    await call('updateMySettings', { token: member.accessToken, body: { coachAi: true } });
    expect((await call('updateMySettings', { token: member.accessToken, body: { readReceipts: false } })).body).toEqual(
      { readReceipts: false, coachAi: true, showSensitive: false },
    );
    expect((await call('updateMySettings', { token: member.accessToken, body: {} })).status).toBe(400);
  });
});
