/**
 * Which conversation this tab has open, if any. The chat screen sets it; the
 * shell reads it to decide whether a new message deserves a toast and an
 * unread bump, or is already in front of the member.
 */
let activeMatchId: string | null = null;

/** Marks `matchId` open until the returned function is called. */
export function openConversation(matchId: string): () => void {
  activeMatchId = matchId;
  return () => {
    if (activeMatchId === matchId) activeMatchId = null;
  };
}

export function isConversationOpen(matchId: string): boolean {
  return activeMatchId === matchId;
}
