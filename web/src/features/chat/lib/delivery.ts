/**
 * When an unacknowledged send goes out again. The server stores a clientId
 * once and answers a repeat with the stored message, so resending is safe;
 * giving up after a few tries turns an endless "Sending…" into a Retry.
 */
import type { PendingMessage } from './conversation-state';

export const ACK_TIMEOUT_MS = 10_000;
export const MAX_SEND_ATTEMPTS = 3;

export type SendStep = 'send' | 'wait' | 'giveUp';

export function nextSendStep(entry: PendingMessage, now: number, ackTimeoutMs = ACK_TIMEOUT_MS): SendStep {
  if (entry.status !== 'sending') return 'wait';
  // Written while the socket was down: nothing has gone out yet.
  if (entry.attempts === 0) return 'send';
  if (now - entry.lastSentAt < ackTimeoutMs) return 'wait';
  return entry.attempts >= MAX_SEND_ATTEMPTS ? 'giveUp' : 'send';
}
