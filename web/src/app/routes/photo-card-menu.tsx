import { SafetyMenu } from '../../features/safety/components/deferred-safety-menu';
import type { SafetyMember } from '../../features/safety/components/block-dialog';

/**
 * The card menu (Block, Report, and Report comment on a like that has one) drawn over a member's photo, on the deck and on Who Liked You: light on a dark veil so
 * it reads on any picture. The menu comes from the safety feature; the routes hand it to the pages.
 */
export function photoCardMenu(
  member: SafetyMember,
  onBlocked: (memberId: string) => void,
  about?: { comment: boolean },
) {
  return (
    <SafetyMenu
      member={member}
      onBlocked={onBlocked}
      // A like with a comment (Who Liked You): "Report comment" carries it to moderators.
      reportComment={about?.comment}
      triggerClassName="bg-black/30 text-white backdrop-blur hover:bg-black/50"
    />
  );
}
