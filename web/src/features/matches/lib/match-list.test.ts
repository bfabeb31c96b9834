import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../../../../../shared/schemas/matches';
import { newestFirst, previewOf, withoutMatch } from './match-list';

const match = (matchId: string, memberId: string, lastActivityAt: string, lastMessage: MatchSummary['lastMessage'] = null): MatchSummary => ({
  matchId, member: { id: memberId, fullName: memberId, age: 30, photo: null }, lastMessage, unreadCount: 0, createdAt: '2026-01-01T00:00:00Z', lastActivityAt,
});

describe('match list', () => {
  it('puts the newest activity first', () => {
    const list = [match('a', 'x', '2026-01-02T00:00:00Z'), match('b', 'y', '2026-01-05T00:00:00Z'), match('c', 'z', '2026-01-03T00:00:00Z')];
    expect(newestFirst(list).map((m) => m.matchId)).toEqual(['b', 'c', 'a']);
  });

  it('drops one match by id, or every match with a blocked member', () => {
    const data = { matches: [match('a', 'x', '2026-01-02T00:00:00Z'), match('b', 'y', '2026-01-05T00:00:00Z')] };
    expect(withoutMatch(data, { matchId: 'a' }).matches.map((m) => m.matchId)).toEqual(['b']);
    expect(withoutMatch(data, { memberId: 'y' }).matches.map((m) => m.matchId)).toEqual(['a']);
  });

  it("previews the last message, marks mine, and says 'Say hello!' when there is none", () => {
    expect(previewOf(match('a', 'x', '2026-01-02T00:00:00Z'))).toBe('Say hello!');
    expect(previewOf(match('a', 'x', '2026-01-02T00:00:00Z', { content: 'Hi!', at: '2026-01-02T00:00:00Z', fromMe: false }))).toBe('Hi!');
    expect(previewOf(match('a', 'x', '2026-01-02T00:00:00Z', { content: 'Hey', at: '2026-01-02T00:00:00Z', fromMe: true }))).toBe('You: Hey');
  });
});
