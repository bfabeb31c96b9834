/**
 * "It's a Match!" once per match and tab. The swipe that makes a match
 * announces it, and the server also pushes a `match` frame to both members;
 * the swiper would otherwise see two toasts. Both use one toast id, so the
 * later replaces the earlier, and a push never replaces the swipe's own
 * wording (Who Liked You says more than the deck does).
 */
import type { ToastMessage } from '#shared/messages.ts';
import { showInfo, showSuccess, type ToastAction } from './toast';

const announced = new Set<string>();

export type MatchAnnouncement = {
  matchId: string;
  message: ToastMessage;
  /** The 'Message' button: opens the conversation. */
  action: ToastAction;
  /** 'swipe' when this tab made the match; 'push' for the server's frame. */
  source: 'swipe' | 'push';
  tone?: 'success' | 'info';
};

export function announceMatch({ matchId, message, action, source, tone = 'success' }: MatchAnnouncement): void {
  if (source === 'push' && announced.has(matchId)) return;
  announced.add(matchId);
  (tone === 'info' ? showInfo : showSuccess)(message, action, { id: `match-${matchId}` });
}
