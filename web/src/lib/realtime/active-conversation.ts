/**
 * Which conversation this tab has open, if any. The chat screen sets it; the
 * shell reads it to decide whether a new message deserves a toast and an
 * unread bump, or is already in front of the member, and tells the server
 * (use-report-viewing.ts) so the message is not a notification either.
 */
let activeMatchId: string | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Marks `matchId` open until the returned function is called. */
export function openConversation(matchId: string): () => void {
  activeMatchId = matchId;
  changed();
  return () => {
    if (activeMatchId !== matchId) return;
    activeMatchId = null;
    changed();
  };
}

export function isConversationOpen(matchId: string): boolean {
  return activeMatchId === matchId;
}

export const activeConversation = (): string | null => activeMatchId;

export function subscribeActiveConversation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
