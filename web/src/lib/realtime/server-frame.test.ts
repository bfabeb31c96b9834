import { describe, expect, it } from 'vitest';
import { parseServerFrame } from './server-frame';
import { socketUrl } from './socket-url';

const message = {
  id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  matchId: 'a'.repeat(32),
  senderId: 'u1',
  content: 'Hi',
  clientId: 'client-1',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('socketUrl', () => {
  it('puts the token in the query string, encoded', () => {
    expect(socketUrl('ws://localhost:3102', 'a.b+c/d=')).toBe('ws://localhost:3102/?token=a.b%2Bc%2Fd%3D');
  });

  it('keeps a stage path and replaces an older token', () => {
    expect(socketUrl('wss://ws.example.com/prod?token=old', 't')).toBe('wss://ws.example.com/prod?token=t');
  });
});

describe('parseServerFrame', () => {
  it('reads the frames of the contract', () => {
    expect(parseServerFrame(JSON.stringify({ type: 'message', message }))).toEqual({ type: 'message', message });
    expect(parseServerFrame('{"type":"pong","at":"2026-01-01T00:00:00Z"}')).toEqual({
      type: 'pong',
      at: '2026-01-01T00:00:00Z',
    });
    expect(
      parseServerFrame(
        JSON.stringify({ type: 'error', code: 'not_found', message: 'Gone', action: 'sendMessage', ref: 'client-1' }),
      ),
    ).toMatchObject({ type: 'error', ref: 'client-1' });
  });

  it('ignores what it cannot trust', () => {
    expect(parseServerFrame('not json')).toBeNull();
    expect(parseServerFrame(new ArrayBuffer(2))).toBeNull();
    // API Gateway's own answer when a route fails.
    expect(parseServerFrame('{"message":"Internal server error","connectionId":"x","requestId":"y"}')).toBeNull();
    expect(parseServerFrame('{"type":"presence","memberId":"u1"}')).toBeNull();
    expect(parseServerFrame(JSON.stringify({ type: 'message', message: { ...message, id: 'not-a-ulid' } }))).toBeNull();
  });
});
