import { Ban, Flag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ActionMenu, ActionMenuItem, ActionMenuSeparator } from '../../../components/ui/action-menu';
import type { Activation } from '../../../lib/deferred-component';
import { BlockDialog, type SafetyMember } from './block-dialog';
import { ReportDialog } from './report-dialog';

export type SafetyMenuProps = {
  member: SafetyMember;
  /** Reporting one of their stories: the report names it (the story viewer). */
  storyId?: string;
  /** The person is blocked (by Block, or by a report with blocking on): remove them from the screen. */
  onBlocked: (memberId: string) => void;
  /** The screen's own items, shown above Block and Report (e.g. Unmatch). */
  children?: ReactNode;
  triggerClassName?: string;
};

/**
 * The '⋯' menu with Block and Report, free for everyone. Screens of other
 * features get it from their route (features never import each other):
 * the deck, the matches, Who Liked You and, later, the chat.
 */
export function SafetyMenu({ member, storyId, onBlocked, children, triggerClassName, defaultOpen, autoFocus }: SafetyMenuProps & Activation) {
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const setOpen = (which: 'block' | 'report') => (open: boolean) => setDialog(open ? which : null);
  return (
    <>
      <ActionMenu label={`More actions for ${member.name}`} triggerClassName={triggerClassName} defaultOpen={defaultOpen} autoFocus={autoFocus}>
        {children}
        {children && <ActionMenuSeparator />}
        <ActionMenuItem onSelect={() => setDialog('block')} icon={<Ban className="size-4" aria-hidden />} destructive>
          Block
        </ActionMenuItem>
        <ActionMenuItem onSelect={() => setDialog('report')} icon={<Flag className="size-4" aria-hidden />} destructive>
          {storyId ? 'Report story' : 'Report'}
        </ActionMenuItem>
      </ActionMenu>
      <BlockDialog member={member} open={dialog === 'block'} onOpenChange={setOpen('block')} onBlocked={onBlocked} />
      <ReportDialog member={member} storyId={storyId} open={dialog === 'report'} onOpenChange={setOpen('report')} onBlocked={onBlocked} />
    </>
  );
}

export { BlockDialog, ReportDialog, type SafetyMember };
