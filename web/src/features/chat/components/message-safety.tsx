import type { Message } from '#shared/schemas/chat.ts';
import { FlaggedTextNotes } from '#web/components/ui/flagged-text-notes.tsx';
import { useReportMember } from '#web/features/safety/api/report-member.ts';

/**
 * Under a received message the server flagged (issue 27): "Does this bother
 * you?" with a one-tap report that carries this very message to the
 * moderators, and warnings for romance-scam signals. Only the receiver sees
 * these; the sender was asked "Are you sure?" before sending. A like's comment
 * that opened the conversation carries the flags it got when it was sent.
 */
export function ReceivedMessageSafety({ message }: { message: Message }) {
  const report = useReportMember();
  const flags = message.flags ?? [];
  if (flags.length === 0) return null;
  const send = () =>
    report.mutate({
      memberId: message.senderId,
      category: 'harassment',
      matchId: message.matchId,
      messageId: message.id,
    });
  return (
    <li className="-mt-1 flex max-w-[85%] flex-col items-start gap-1.5 sm:max-w-[70%]" data-testid="message-safety">
      <FlaggedTextNotes flags={flags} what="message" report={{ ...report, send }} />
    </li>
  );
}
