import type { MessageFlag } from '#shared/schemas/chat.ts';
import { messageFlags } from '#shared/moderation/message-signals.ts';

/**
 * The one seam where members' words to each other are checked before they are stored (issue 28):
 * a like's comment passes here. It is flagged exactly as a message is (decision 0070): offensive
 * language, a request to move off Kindred, money. A comment comes before any match, so it is as
 * early as a message can be. Nothing is refused: the sender was nudged ("Are you sure?"), and the
 * flags travel with the comment so that its reader is asked "Does this bother you?".
 */
export type ScreenedText = { text: string; flags: MessageFlag[] };

export function screenMemberText(text: string, now: Date): ScreenedText {
  return { text, flags: messageFlags(text, { matchedAt: now.toISOString(), now }) };
}
