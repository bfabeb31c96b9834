import { SafetyMenu } from '../../features/safety/components/deferred-safety-menu';
import type { SafetyMember } from '../../features/safety/components/block-dialog';

/**
 * The card menu (Block, Report) drawn over a member's photo, on the deck and on Who Liked You: light on a dark veil so
 * it reads on any picture. The menu comes from the safety feature; the routes hand it to the pages.
 */
export function photoCardMenu(member: SafetyMember, onBlocked: (memberId: string) => void) {
  return (
    <SafetyMenu
      member={member}
      onBlocked={onBlocked}
      triggerClassName="bg-black/30 text-white backdrop-blur hover:bg-black/50"
    />
  );
}
