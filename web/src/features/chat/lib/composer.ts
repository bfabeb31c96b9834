/** The composer's rules (core spec "Validation rules"): trimmed content, never blank, at most 2000 characters. */
import { MAX_MESSAGE_LENGTH } from '#shared/chat/limits.ts';
import { TYPING_THROTTLE_MS } from '#shared/realtime-timing.ts';

/** The counter appears this close to the limit; earlier it is only noise. */
export const COUNTER_MARGIN = 200;

/** "1850 / 2000" once the draft is near the limit, otherwise null. */
export function lengthCounter(draft: string): string | null {
  return draft.length >= MAX_MESSAGE_LENGTH - COUNTER_MARGIN ? `${draft.length} / ${MAX_MESSAGE_LENGTH}` : null;
}

/** Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition is neither. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** At most one typing frame per throttle window while the member types. */
export function shouldSendTyping(lastSentAt: number | null, now: number, throttleMs = TYPING_THROTTLE_MS): boolean {
  return lastSentAt === null || now - lastSentAt >= throttleMs;
}
