import { describe, expect, it } from 'vitest';
import {
  analyzeConversation,
  balanceScore,
  interactionFrequency,
  median,
  responseTimes,
  responsivenessScore,
} from './conversation-analytics';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, 0) + minutes * 60_000).toISOString();
const now = new Date('2026-11-22T00:00:00Z');

describe('interactionFrequency', () => {
  it('uses the spec bands: high above 50, medium above 20, else low', () => {
    expect(interactionFrequency(51)).toBe('high');
    expect(interactionFrequency(50)).toBe('medium');
    expect(interactionFrequency(21)).toBe('medium');
    expect(interactionFrequency(20)).toBe('low');
    expect(interactionFrequency(0)).toBe('low');
  });
});

describe('response times', () => {
  it('counts the gap each time the sender changes, credited to the one who answers', () => {
    const times = responseTimes([
      { senderId: 'a', createdAt: at(0) },
      { senderId: 'a', createdAt: at(1) },
      { senderId: 'b', createdAt: at(11) },
      { senderId: 'a', createdAt: at(13) },
      { senderId: 'b', createdAt: at(73) },
    ]);
    expect(times.get('b')).toEqual([600, 3600]);
    expect(times.get('a')).toEqual([120]);
  });
  it('takes the median, and null for nothing', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('scores 100 within five minutes, 0 at a day, and falls in between', () => {
    expect(responsivenessScore(60)).toBe(100);
    expect(responsivenessScore(300)).toBe(100);
    expect(responsivenessScore(86_400)).toBe(0);
    expect(responsivenessScore(null)).toBe(0);
    const hour = responsivenessScore(3600);
    expect(hour).toBeGreaterThan(40);
    expect(hour).toBeLessThan(60);
    expect(responsivenessScore(1800)).toBeGreaterThan(hour);
  });
});

describe('balanceScore', () => {
  it('is 100 for equal shares and the ratio of quieter to louder otherwise', () => {
    expect(balanceScore(3, 3)).toBe(100);
    expect(balanceScore(1, 4)).toBe(25);
    expect(balanceScore(4, 1)).toBe(25);
    expect(balanceScore(6, 0)).toBe(0);
    expect(balanceScore(0, 0)).toBe(0);
  });
});

describe('analyzeConversation', () => {
  const chat = (senders: string, minutesApart: number) =>
    [...senders].map((senderId, i) => ({ senderId, createdAt: at(i * minutesApart) }));

  it('asks for more messages at 5 or fewer', () => {
    expect(analyzeConversation(chat('ababa', 1), 'a', now)).toEqual({
      available: false,
      messageCount: 5,
      minimumMessages: 6,
    });
    expect(analyzeConversation([], 'a', now)).toEqual({ available: false, messageCount: 0, minimumMessages: 6 });
  });

  it("analyses from the asking member's side once there are more than 5", () => {
    const result = analyzeConversation(chat('abaaba', 2), 'a', now);
    expect(result).toEqual({
      available: true,
      messageCount: 6,
      myMessages: 4,
      theirMessages: 2,
      balanceScore: 50,
      myMedianResponseSeconds: 120,
      theirMedianResponseSeconds: 120,
      responsivenessScore: 100,
      interactionFrequency: 'low',
      messagesPerDay: 6,
      conversationScore: 75,
      lastAnalyzedAt: now.toISOString(),
    });
    expect(analyzeConversation(chat('abaaba', 2), 'b', now)).toMatchObject({ myMessages: 2, theirMessages: 4 });
  });

  it('reflects slow answers and long conversations', () => {
    const slow = analyzeConversation(chat('ab'.repeat(30), 12 * 60), 'a', now);
    expect(slow).toMatchObject({ available: true, interactionFrequency: 'high', balanceScore: 100 });
    if (!slow.available) throw new Error('expected analytics');
    expect(slow.responsivenessScore).toBeLessThan(30);
    // 60 messages over 31 calendar days.
    expect(slow.messagesPerDay).toBe(1.9);
  });
});
