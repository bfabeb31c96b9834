/**
 * Relationship analytics from the real conversation, replacing the spec's
 * random placeholders. Pure: the Lambda feeds it the stored timeline.
 */
import { ANALYTICS_MIN_MESSAGES, type RelationshipAnalytics } from '../schemas/chat';

export type TimelineEntry = { senderId: string; createdAt: string };

const FAST_ANSWER_SECONDS = 5 * 60;
const SLOW_ANSWER_SECONDS = 24 * 3600;

/** The spec's bands: high above 50 messages, medium above 20, else low. */
export function interactionFrequency(messageCount: number): 'high' | 'medium' | 'low' {
  if (messageCount > 50) return 'high';
  if (messageCount > 20) return 'medium';
  return 'low';
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Seconds each member took to answer: whenever the sender changes, the gap
 * between the last message of one and the first of the other is the second
 * member's response time.
 */
export function responseTimes(timeline: readonly TimelineEntry[]): Map<string, number[]> {
  const times = new Map<string, number[]>();
  for (let i = 1; i < timeline.length; i++) {
    const previous = timeline[i - 1];
    const current = timeline[i];
    if (previous.senderId === current.senderId) continue;
    const seconds = Math.max(0, (Date.parse(current.createdAt) - Date.parse(previous.createdAt)) / 1000);
    times.set(current.senderId, [...(times.get(current.senderId) ?? []), seconds]);
  }
  return times;
}

/** 100 for answers within 5 minutes, 0 at a day or more, on a log scale between. */
export function responsivenessScore(medianSeconds: number | null): number {
  if (medianSeconds === null) return 0;
  if (medianSeconds <= FAST_ANSWER_SECONDS) return 100;
  if (medianSeconds >= SLOW_ANSWER_SECONDS) return 0;
  const position = Math.log(medianSeconds / FAST_ANSWER_SECONDS) / Math.log(SLOW_ANSWER_SECONDS / FAST_ANSWER_SECONDS);
  return Math.round(100 * (1 - position));
}

/** 100 when both write as much, falling with the ratio of the quieter side to the louder. */
export function balanceScore(mine: number, theirs: number): number {
  const louder = Math.max(mine, theirs);
  return louder === 0 ? 0 : Math.round((100 * Math.min(mine, theirs)) / louder);
}

export function analyzeConversation(timeline: readonly TimelineEntry[], me: string, now: Date): RelationshipAnalytics {
  const messageCount = timeline.length;
  if (messageCount < ANALYTICS_MIN_MESSAGES)
    return { available: false, messageCount, minimumMessages: ANALYTICS_MIN_MESSAGES };
  const myMessages = timeline.filter((entry) => entry.senderId === me).length;
  const theirMessages = messageCount - myMessages;
  const times = responseTimes(timeline);
  const mine = times.get(me) ?? [];
  const theirs = [...times.entries()].filter(([sender]) => sender !== me).flatMap(([, values]) => values);
  const myMedian = median(mine);
  const theirMedian = median(theirs);
  const responsiveness = responsivenessScore(median([...mine, ...theirs]));
  const balance = balanceScore(myMessages, theirMessages);
  const activeDays = new Set(timeline.map((entry) => entry.createdAt.slice(0, 10))).size;
  return {
    available: true,
    messageCount,
    myMessages,
    theirMessages,
    balanceScore: balance,
    myMedianResponseSeconds: myMedian === null ? null : Math.round(myMedian),
    theirMedianResponseSeconds: theirMedian === null ? null : Math.round(theirMedian),
    responsivenessScore: responsiveness,
    interactionFrequency: interactionFrequency(messageCount),
    messagesPerDay: Math.round((messageCount / Math.max(1, activeDays)) * 10) / 10,
    conversationScore: Math.round((balance + responsiveness) / 2),
    lastAnalyzedAt: now.toISOString(),
  };
}
