import { describe, expect, it } from 'vitest';
import {
  frequencyInsight,
  humanizeSeconds,
  scoreInsights,
  typicalReply,
  unlockPrompt,
  type AvailableAnalytics,
} from './analytics-wording';

const analytics = (change: Partial<AvailableAnalytics> = {}): AvailableAnalytics => ({
  available: true,
  messageCount: 24,
  myMessages: 12,
  theirMessages: 12,
  balanceScore: 100,
  myMedianResponseSeconds: 120,
  theirMedianResponseSeconds: 240,
  responsivenessScore: 100,
  interactionFrequency: 'medium',
  messagesPerDay: 8,
  conversationScore: 100,
  lastAnalyzedAt: '2026-01-01T00:00:00Z',
  ...change,
});

describe('humanizeSeconds', () => {
  it('speaks in the unit a person would use', () => {
    expect(humanizeSeconds(0)).toBe('under a minute');
    expect(humanizeSeconds(59)).toBe('under a minute');
    expect(humanizeSeconds(90)).toBe('2 min');
    expect(humanizeSeconds(59 * 60)).toBe('59 min');
    expect(humanizeSeconds(3600)).toBe('1 hour');
    expect(humanizeSeconds(5 * 3600)).toBe('5 hours');
    expect(humanizeSeconds(86_400)).toBe('1 day');
    expect(humanizeSeconds(3 * 86_400)).toBe('3 days');
  });

  it('says when someone has never replied', () => {
    expect(typicalReply(null)).toBe('no replies yet');
    expect(typicalReply(600)).toBe('about 10 min');
    expect(typicalReply(20)).toBe('under a minute');
  });
});

describe('scoreInsights', () => {
  it("colours each score by the spec's bands and explains it", () => {
    const [conversation, balance, responsiveness] = scoreInsights(
      analytics({ conversationScore: 70, balanceScore: 80, responsivenessScore: 59 }),
    );
    expect(conversation).toMatchObject({
      key: 'conversation',
      score: 70,
      level: 'yellow',
      explanation: 'A good start; a little more back-and-forth would help.',
    });
    expect(balance).toMatchObject({ level: 'green', explanation: 'You both write about the same amount.' });
    expect(responsiveness).toMatchObject({
      level: 'red',
      explanation: 'Answers often take hours, so the conversation moves slowly.',
    });
  });

  it('says who does the talking when the balance tips', () => {
    expect(scoreInsights(analytics({ balanceScore: 65, myMessages: 15, theirMessages: 10 }))[1].explanation).toBe(
      'You write a bit more than they do.',
    );
    expect(scoreInsights(analytics({ balanceScore: 20, myMessages: 2, theirMessages: 10 }))[1].explanation).toBe(
      'They are doing most of the talking.',
    );
  });

  it('does not call a silent conversation slow', () => {
    const insight = scoreInsights(
      analytics({ myMedianResponseSeconds: null, theirMedianResponseSeconds: null, responsivenessScore: 0 }),
    )[2];
    expect(insight.explanation).toBe('Nobody has answered the other yet.');
  });
});

describe('frequencyInsight and unlockPrompt', () => {
  it("uses the spec's frequency bands", () => {
    expect(frequencyInsight(analytics({ interactionFrequency: 'high' })).label).toBe('High');
    expect(frequencyInsight(analytics({ interactionFrequency: 'low' })).explanation).toBe(
      '20 messages or fewer so far.',
    );
  });

  it('asks for at least 5 messages and counts what is there', () => {
    expect(unlockPrompt(2, 6)).toEqual({
      title: 'Send at least 5 messages',
      detail: 'Insights appear once your conversation has more than 5 messages. 2 messages so far.',
      percent: 33,
    });
    expect(unlockPrompt(1, 6).detail).toContain('1 message so far.');
  });
});
