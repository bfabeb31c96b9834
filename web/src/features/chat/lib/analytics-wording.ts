/**
 * Relationship insights in plain words. The server computes the numbers
 * (shared/chat/conversation-analytics.ts); this says what they mean, with the
 * spec's colours (shared/chat/score-level.ts).
 */
import { scoreLevel } from '#shared/chat/score-level.ts';
import type { RelationshipAnalytics } from '#shared/schemas/chat.ts';

export type AvailableAnalytics = Extract<RelationshipAnalytics, { available: true }>;
export type ScoreLevel = ReturnType<typeof scoreLevel>;

export type ScoreInsight = {
  key: 'conversation' | 'balance' | 'responsiveness';
  label: string;
  score: number;
  level: ScoreLevel;
  /** One sentence, no jargon. */
  explanation: string;
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A response time a person would say: "under a minute", "12 min", "3 hours", "2 days". */
export function humanizeSeconds(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(seconds / 3600);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.round(seconds / 86_400), 'day');
}

/** "about 12 min", "under a minute", or a plain statement when that side has never answered. */
export function typicalReply(seconds: number | null): string {
  if (seconds === null) return 'no replies yet';
  return seconds < 60 ? humanizeSeconds(seconds) : `about ${humanizeSeconds(seconds)}`;
}

const CONVERSATION: Record<ScoreLevel, string> = {
  green: 'A lively, two-way conversation. Keep it going!',
  yellow: 'A good start; a little more back-and-forth would help.',
  red: 'So far this conversation is slow or mostly one-sided.',
};

const RESPONSIVENESS: Record<ScoreLevel, string> = {
  green: 'You both usually answer within minutes.',
  yellow: 'Answers usually come within the hour.',
  red: 'Answers often take hours, so the conversation moves slowly.',
};

function balanceExplanation(level: ScoreLevel, mine: number, theirs: number): string {
  if (level === 'green') return 'You both write about the same amount.';
  const louder = mine > theirs ? 'You' : 'They';
  return level === 'yellow'
    ? `${louder} write a bit more than ${louder === 'You' ? 'they do' : 'you do'}.`
    : `${louder} are doing most of the talking.`;
}

export function scoreInsights(analytics: AvailableAnalytics): ScoreInsight[] {
  const insight = (
    key: ScoreInsight['key'],
    label: string,
    score: number,
    explain: (level: ScoreLevel) => string,
  ): ScoreInsight => {
    const level = scoreLevel(score);
    return { key, label, score, level, explanation: explain(level) };
  };
  const neverAnswered = analytics.myMedianResponseSeconds === null && analytics.theirMedianResponseSeconds === null;
  return [
    insight('conversation', 'Conversation', analytics.conversationScore, (level) => CONVERSATION[level]),
    insight('balance', 'Balance', analytics.balanceScore, (level) =>
      balanceExplanation(level, analytics.myMessages, analytics.theirMessages),
    ),
    insight('responsiveness', 'Responsiveness', analytics.responsivenessScore, (level) =>
      neverAnswered ? 'Nobody has answered the other yet.' : RESPONSIVENESS[level],
    ),
  ];
}

const FREQUENCY: Record<AvailableAnalytics['interactionFrequency'], { label: string; explanation: string }> = {
  high: { label: 'High', explanation: 'More than 50 messages: you talk a lot.' },
  medium: { label: 'Medium', explanation: 'More than 20 messages: a steady conversation.' },
  low: { label: 'Low', explanation: '20 messages or fewer so far.' },
};

export function frequencyInsight(analytics: AvailableAnalytics): { label: string; explanation: string } {
  return FREQUENCY[analytics.interactionFrequency];
}

/**
 * core spec "States and transitions": fewer messages than needed shows a prompt to send at least 5 (the server wants
 * more than 5).
 */
export function unlockPrompt(
  messageCount: number,
  minimumMessages: number,
): { title: string; detail: string; percent: number } {
  const atLeast = minimumMessages - 1;
  return {
    title: `Send at least ${atLeast} messages`,
    detail: `Insights appear once your conversation has more than ${atLeast} messages. ${plural(messageCount, 'message')} so far.`,
    percent: Math.min(100, Math.round((100 * messageCount) / minimumMessages)),
  };
}
