import { HeartCrack } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { ActionMenuItem } from '../../components/ui/action-menu';
import { ConversationPage } from '../../features/chat/components/conversation-page';
import { SafetyMenu } from '../../features/safety/components/deferred-safety-menu';
import { ProtectedRoute } from '../../lib/auth';

/** The dialog's code (Radix's) loads when Unmatch is first chosen, off the chat's first render (decision 0060). */
const UnmatchDialog = lazy(async () => ({
  default: (await import('../../features/matches/components/unmatch-dialog')).UnmatchDialog,
}));

/** The chat header's menu: Unmatch from the matches feature, Block and Report from safety. Any of them ends the chat. */
function ConversationMenu({
  matchId,
  member,
  onGone,
}: {
  matchId: string;
  member: { id: string; name: string };
  onGone: () => void;
}) {
  const [unmatchOpen, setUnmatchOpen] = useState(false);
  // Once chosen, the dialog stays mounted, so that it can close as it does everywhere.
  const unmatchChosen = useUnmatchChosen(unmatchOpen);
  return (
    <>
      <SafetyMenu member={member} onBlocked={onGone}>
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

export function ConversationRoute() {
  const { matchId = '' } = useParams();
  return (
    <ProtectedRoute title="Chat">
      {/* Keyed: another conversation starts from a clean state. */}
      <ConversationPage
        key={matchId}
        matchId={matchId}
        memberMenu={(member, onGone) => <ConversationMenu matchId={matchId} member={member} onGone={onGone} />}
      />
    </ProtectedRoute>
  );
}
