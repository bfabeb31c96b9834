import { Ban, Flag, ImageOff, MessageSquareWarning } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ActionMenu, ActionMenuItem, ActionMenuSeparator } from '#web/components/ui/action-menu.tsx';
import type { Activation } from '#web/lib/deferred-component.tsx';
import { loadOnce } from '#web/lib/load-once.ts';
import { BlockDialog, type SafetyMember } from './block-dialog';

/**
 * The report form's code (with its schema, and zod) loads when the menu opens, not with the menu: a deck
 * that only shows cards never needs it (decision 0042).
 */
const loadReportDialog = loadOnce(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));
const ReportDialog = lazy(loadReportDialog);

export type SafetyMenuProps = {
  member: SafetyMember;
  /** Reporting one of their stories: the report names it (the story viewer). */
  storyId?: string;
  /**
   * They sent me a like with a comment (Who Liked You): the menu offers "Report comment", a report that
   * carries the comment to moderators (issue 28). Blocking stays its own choice (issue 24).
   */
  reportComment?: boolean;
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
export function SafetyMenu({
  member,
  storyId,
  reportComment,
  onBlocked,
  children,
  triggerClassName,
  defaultOpen,
  autoFocus,
}: SafetyMenuProps & Activation) {
  const [dialog, setDialog] = useState<'block' | 'report' | 'reportComment' | 'reportPhoto' | null>(null);
  const [reportAsked, setReportAsked] = useState(false);
  const setOpen = (which: 'block' | 'report' | 'reportComment' | 'reportPhoto') => (open: boolean) =>
    setDialog(open ? which : null);
  const askReport = (which: 'report' | 'reportComment' | 'reportPhoto') => {
    setReportAsked(true);
    setDialog(which);
  };
  const menuOpened = (open: boolean) => {
    if (open) void loadReportDialog().catch(() => undefined);
  };
  // A click on the stand-in opens the menu as it mounts (decision 0038), which is no change of state.
  useEffect(() => {
    if (defaultOpen) void loadReportDialog().catch(() => undefined);
  }, [defaultOpen]);
  return (
    <>
      <ActionMenu
        label={`More actions for ${member.name}`}
        triggerClassName={triggerClassName}
        defaultOpen={defaultOpen}
        // The real menu takes the place of a look-alike stand-in the member had focused (decision 0038).
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus stays where the member put it
        autoFocus={autoFocus}
        onOpenChange={menuOpened}
      >
        {children}
        {children && <ActionMenuSeparator />}
        <ActionMenuItem onSelect={() => setDialog('block')} icon={<Ban className="size-4" aria-hidden />} destructive>
          Block
        </ActionMenuItem>
        {reportComment && (
          <ActionMenuItem
            onSelect={() => askReport('reportComment')}
            icon={<MessageSquareWarning className="size-4" aria-hidden />}
            destructive
          >
            Report comment
          </ActionMenuItem>
        )}
        <ActionMenuItem onSelect={() => askReport('report')} icon={<Flag className="size-4" aria-hidden />} destructive>
          {storyId ? 'Report story' : 'Report'}
        </ActionMenuItem>
        {member.photoId && !storyId && (
          <ActionMenuItem
            onSelect={() => askReport('reportPhoto')}
            icon={<ImageOff className="size-4" aria-hidden />}
            destructive
          >
            Report this photo
          </ActionMenuItem>
        )}
      </ActionMenu>
      <BlockDialog member={member} open={dialog === 'block'} onOpenChange={setOpen('block')} onBlocked={onBlocked} />
      {/* Mounted once asked for, and kept, so that it closes as it opened. */}
      {reportAsked && (
        <Suspense fallback={null}>
          <ReportDialog
            member={member}
            storyId={storyId}
            likeComment={dialog === 'reportComment'}
            open={dialog === 'report' || dialog === 'reportComment'}
            onOpenChange={setOpen(dialog === 'reportComment' ? 'reportComment' : 'report')}
            onBlocked={onBlocked}
          />
          {member.photoId && (
            <ReportDialog
              member={member}
              photoId={member.photoId}
              open={dialog === 'reportPhoto'}
              onOpenChange={setOpen('reportPhoto')}
              onBlocked={onBlocked}
            />
          )}
        </Suspense>
      )}
    </>
  );
}

export { BlockDialog, type SafetyMember };
