/**
 * "It's a Match!", told once. The member whose like (or Elite choice) made the
 * match hears it from the screen they acted on, in that screen's words (Who
 * Liked You says more than the deck does); the other member hears it from the
 * server's one `match` frame, which tells the maker's tabs nothing new
 * (`byYou`). So no arrival has to be matched against another.
 */
import type { ToastMessage } from '#shared/messages.ts';
import { showInfo, showSuccess, type ToastAction } from './toast';
import { offerPushAfterMatch } from './web-push';

export type MatchAnnouncement = {
  matchId: string;
  message: ToastMessage;
  /** The 'Message' button: opens the conversation. */
  action: ToastAction;
  tone?: 'success' | 'info';
};

export function announceMatch({ matchId, message, action, tone = 'success' }: MatchAnnouncement): void {
  (tone === 'info' ? showInfo : showSuccess)(message, action, { id: `match-${matchId}` });
  // The first match is the moment a push explains itself: their reply (decision 0069).
  offerPushAfterMatch();
}
