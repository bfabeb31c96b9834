/**
 * The chat header's menu: Unmatch from the matches feature, Block and Report from safety. Any of them ends
 * the chat. A module of its own, so that the conversation route draws a look-alike '⋯' until this (and the
 * Radix menu under it) has loaded (lib/deferred-component.tsx, decision 0060).
 */
import { HeartCrack } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ActionMenuItem } from '#web/components/ui/action-menu.tsx';
import { SafetyMenu } from '#web/features/safety/components/safety-menu.tsx';
import type { Activation } from '#web/lib/deferred-component.tsx';

/** The dialog's code (Radix's) loads when Unmatch is first chosen, off the chat's first render (decision 0060). */
const UnmatchDialog = lazy(async () => ({
  default: (await import('#web/features/matches/components/unmatch-dialog.tsx')).UnmatchDialog,
}));

export type ConversationMenuProps = {
  matchId: string;
  member: { id: string; name: string };
  onGone: () => void;
};

export function ConversationMenu({
  matchId,
  member,
  onGone,
  defaultOpen,
  autoFocus,
}: ConversationMenuProps & Activation) {
  const [unmatchOpen, setUnmatchOpen] = useState(false);
  // Once chosen, the dialog stays mounted, so that it can close as it does everywhere.
  const unmatchChosen = useUnmatchChosen(unmatchOpen);
  return (
    <>
      <SafetyMenu
        member={member}
        onBlocked={onGone}
        defaultOpen={defaultOpen}
        // The real menu takes the place of a look-alike stand-in the member had focused (decision 0038).
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus stays where the member put it
        autoFocus={autoFocus}
      >
        <ActionMenuItem onSelect={() => setUnmatchOpen(true)} icon={<HeartCrack className="size-4" aria-hidden />}>
          Unmatch
        </ActionMenuItem>
      </SafetyMenu>
      {unmatchChosen && (
        <Suspense fallback={null}>
          <UnmatchDialog
            matchId={matchId}
            name={member.name}
            open={unmatchOpen}
            onOpenChange={setUnmatchOpen}
            onUnmatched={onGone}
          />
        </Suspense>
      )}
    </>
  );
}

function useUnmatchChosen(open: boolean): boolean {
  const [chosen, setChosen] = useState(false);
  if (open && !chosen) setChosen(true);
  return chosen || open;
}
