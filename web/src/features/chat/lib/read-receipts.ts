/** Read receipts in both directions, by message id (ULIDs compare in time order). */
import type { Message } from '#shared/schemas/chat.ts';

/** The newest message the other member sent, which a read frame would mark read. */
export function newestFromThem(messages: readonly Message[], myId: string): string | null {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].senderId !== myId) return messages[i].id;
  return null;
}

/** The id to send in a read frame, or null when the marker would not move forward. */
export function readToSend(newestTheirs: string | null, lastSent: string | null): string | null {
  if (newestTheirs === null) return null;
  return lastSent !== null && newestTheirs <= lastSent ? null : newestTheirs;
}

/** My newest message they have read: "Seen" goes under it. */
export function seenMessageId(messages: readonly Message[], myId: string, theirReadUpTo: string | null): string | null {
  if (theirReadUpTo === null) return null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message.senderId === myId && message.id <= theirReadUpTo) return message.id;
  }
  return null;
}
