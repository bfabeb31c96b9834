import { describe, expect, it } from 'vitest';
import type { Message } from '#shared/schemas/chat.ts';
import type { MatchSummary } from '#shared/schemas/matches.ts';
import { messagePreview, newestFirst, previewOf, withArrivedMessage, withoutMatch } from './match-list';

const match = (
  matchId: string,
  memberId: string,
  lastActivityAt: string,
  lastMessage: MatchSummary['lastMessage'] = null,
): MatchSummary => ({
  matchId,
  member: { id: memberId, fullName: memberId, age: 30, photo: null },
  lastMessage,
  unreadCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  lastActivityAt,
});

describe('match list', () => {
  it('puts the newest activity first', () => {
    const list = [
      match('a', 'x', '2026-01-02T00:00:00Z'),
      match('b', 'y', '2026-01-05T00:00:00Z'),
      match('c', 'z', '2026-01-03T00:00:00Z'),
    ];
    expect(newestFirst(list).map((m) => m.matchId)).toEqual(['b', 'c', 'a']);
  });

  it('drops one match by id, or every match with a blocked member', () => {
    const data = { matches: [match('a', 'x', '2026-01-02T00:00:00Z'), match('b', 'y', '2026-01-05T00:00:00Z')] };
    expect(withoutMatch(data, { matchId: 'a' }).matches.map((m) => m.matchId)).toEqual(['b']);
    expect(withoutMatch(data, { memberId: 'y' }).matches.map((m) => m.matchId)).toEqual(['a']);
  });

  it("previews the last message, marks mine, and says 'Say hello!' when there is none", () => {
    expect(previewOf(match('a', 'x', '2026-01-02T00:00:00Z'))).toBe('Say hello!');
    expect(
      previewOf(match('a', 'x', '2026-01-02T00:00:00Z', { content: 'Hi!', at: '2026-01-02T00:00:00Z', fromMe: false })),
    ).toBe('Hi!');
    expect(
      previewOf(match('a', 'x', '2026-01-02T00:00:00Z', { content: 'Hey', at: '2026-01-02T00:00:00Z', fromMe: true })),
    ).toBe('You: Hey');
  });

  it('shows a pushed message in its match at once, counting it unread only when it is theirs and not in view', () => {
    const data = { matches: [match('a', 'x', '2026-01-02T00:00:00Z'), match('b', 'y', '2026-01-02T00:00:00Z')] };
    const message: Message = {
      id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
      matchId: 'b',
      senderId: 'y',
      content: 'Hello',
      clientId: 'c-123456',
      createdAt: '2026-01-03T00:00:00Z',
    };
    const theirs = withArrivedMessage(data, message, false, true).matches[1];
    expect(theirs).toMatchObject({
      lastMessage: { content: 'Hello', fromMe: false },
      lastActivityAt: '2026-01-03T00:00:00Z',
      unreadCount: 1,
    });
    expect(withArrivedMessage(data, message, false, false).matches[1].unreadCount).toBe(0);
    expect(withArrivedMessage(data, message, true, true).matches[1]).toMatchObject({
      lastMessage: { fromMe: true },
      unreadCount: 0,
    });
    expect(withArrivedMessage(data, message, false, true).matches[0]).toBe(data.matches[0]);
  });

  it('shortens a message to one line for a toast', () => {
    expect(messagePreview('Hi there')).toBe('Hi there');
    expect(messagePreview('Line one\n\nline   two ')).toBe('Line one line two');
    expect(messagePreview('abcdefghij', 5)).toBe('abcd…');
  });
});
