import { HeartCrack } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ActionMenuItem } from '../../components/ui/action-menu';
import { ConversationPage } from '../../features/chat/components/conversation-page';
import { UnmatchDialog } from '../../features/matches/components/unmatch-dialog';
import { SafetyMenu } from '../../features/safety/components/deferred-safety-menu';
import { ProtectedRoute } from '../../lib/auth';

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
  return (
    <>
      <SafetyMenu member={member} onBlocked={onGone}>
        <ActionMenuItem onSelect={() => setUnmatchOpen(true)} icon={<HeartCrack className="size-4" aria-hidden />}>
          Unmatch
        </ActionMenuItem>
      </SafetyMenu>
      <UnmatchDialog
        matchId={matchId}
        name={member.name}
        open={unmatchOpen}
        onOpenChange={setUnmatchOpen}
        onUnmatched={onGone}
      />
    </>
  );
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
