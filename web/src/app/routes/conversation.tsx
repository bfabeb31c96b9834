import { useParams } from 'react-router';
import { ActionMenuStandIn } from '#web/components/ui/action-menu-trigger.tsx';
import { deferredComponent, type StandInProps } from '#web/lib/deferred-component.tsx';
import { ConversationPage } from '../../features/chat/components/conversation-page';
import { ProtectedRoute } from '../../lib/auth';
import type { ConversationMenuProps } from './conversation-menu';

/**
 * The header's '⋯' (Unmatch, Block, Report) and its Radix menu load after the chat's first render, as the
 * other screens' menus do (decision 0038): the messages do not wait for a menu's code (decision 0060).
 */
const ConversationMenu = deferredComponent<ConversationMenuProps>(
  () => import('./conversation-menu').then((module) => module.ConversationMenu),
  ConversationMenuStandIn,
);

function ConversationMenuStandIn({ member, prepare, activate, standInRef }: ConversationMenuProps & StandInProps) {
  return (
    <ActionMenuStandIn
      label={`More actions for ${member.name}`}
      prepare={prepare}
      activate={activate}
      standInRef={standInRef}
    />
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
