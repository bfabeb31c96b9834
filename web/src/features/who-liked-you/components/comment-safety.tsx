import { FlaggedTextNotes } from '#web/components/ui/flagged-text-notes.tsx';
import { useReportMember } from '#web/features/safety/api/report-member.ts';
import type { LikeReceived } from '../api/list-likes-received';

/**
 * Under a like's comment the server flagged (issue 28): the care a flagged message gets in the chat.
 * "Does this bother you?" reports this comment in one tap (`likeComment`), and scam signals are
 * warned about. Reporting never blocks: that stays a choice of its own in the card's menu (issue 24).
 */
export function CommentSafety({ like }: { like: LikeReceived }) {
  const report = useReportMember();
  const flags = like.commentFlags ?? [];
  if (!like.comment || flags.length === 0) return null;
  const send = () => report.mutate({ memberId: like.member.id, category: 'harassment', likeComment: true });
  return (
    <div className="space-y-1.5" data-testid="comment-safety">
      <FlaggedTextNotes flags={flags} what="comment" report={{ ...report, send }} />
    </div>
  );
}
