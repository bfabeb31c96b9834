import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#web/config/paths.ts';
import { isFirstContentShown, markFirstContentShown, whenPresented } from '#web/lib/first-content.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/me.ts';
import { showError, showInfo } from '#web/lib/toast.tsx';
import { useNewestMessages } from '../api/list-messages';
import { useConversation } from '../hooks/use-conversation';
import { seenMessageId } from '../lib/read-receipts';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';

/** The insights panel (Radix tabs, the coach) loads when it is first opened (decision 0060). */
const AnalyticsPanel = lazy(async () => ({ default: (await import('./analytics-panel')).AnalyticsPanel }));

/**
 * The route supplies the '⋯' menu: Unmatch belongs to the matches feature,
 * Block and Report to safety. `onGone` leaves the conversation once the
 * match is over.
 */
export type ConversationMenuRenderer = (member: { id: string; name: string }, onGone: () => void) => ReactNode;

/** /messages/{matchId}: the chat screen (core spec "Screens and routes" and "States and transitions"). */
export function ConversationPage({ matchId, memberMenu }: { matchId: string; memberMenu?: ConversationMenuRenderer }) {
  const { data: me } = useMe();
  // The newest page is asked for beside /me, not after it: the screen needs both (decision 0060).
  useNewestMessages(matchId);
  if (!me) return <PageSpinner />;
  return <Conversation matchId={matchId} myId={me.id} memberMenu={memberMenu} />;
}

function Conversation({
  matchId,
  myId,
  memberMenu,
}: {
  matchId: string;
  myId: string;
  memberMenu?: ConversationMenuRenderer;
}) {
  const conversation = useConversation(matchId, myId);
  const { state, newest } = conversation;
  const navigate = useNavigate();
  const [insightsOpen, setInsightsOpen] = useState(false);
  // The coach's opener, handed to the composer; `id` makes the same text twice a new suggestion.
  const [suggestion, setSuggestion] = useState<{ text: string; id: number } | null>(null);

  // core spec "Screens and routes" and "Error catalogue": a conversation that cannot load (not a member, ended, or any
  // failure) sends the member to /matches.
  useEffect(() => {
    if (!newest.isError) return;
    showError(MESSAGES.chat.conversationLoadError);
    void navigate(paths.matches.getHref(), { replace: true });
  }, [newest.isError, navigate]);

  useEffect(() => {
    if (!conversation.ended) return;
    showInfo(MESSAGES.chat.conversationEnded);
    void navigate(paths.matches.getHref(), { replace: true });
  }, [conversation.ended, navigate]);

  const member = newest.data?.member;
  const shown = member !== undefined && state.loaded;
  // The page's first content (lib/first-content.ts): the messages on screen. What can wait (the menu's
  // code, Amplify, the bell) waits for them; a conversation that cannot load leaves, so nothing waits then.
  useEffect(() => {
    if (isFirstContentShown()) return;
    if (shown) whenPresented(markFirstContentShown);
    else if (newest.isError) markFirstContentShown();
  }, [shown, newest.isError]);

  if (!shown) return <PageSpinner />;

  const name = member.fullName || 'Your match';
  const leave = () => void navigate(paths.matches.getHref(), { replace: true });
  const headerStatus = conversation.theirTyping ? 'typing…' : conversation.connected ? null : 'Connecting…';

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl gap-5 sm:px-6 sm:py-5">
      <section
        className="flex min-w-0 flex-1 flex-col overflow-hidden bg-white/90 sm:rounded-3xl sm:border sm:border-rose-100/70 sm:shadow-xl sm:shadow-rose-900/5"
        aria-label={`Chat with ${name}`}
      >
        <ConversationHeader
          member={member}
          name={name}
          status={headerStatus}
          insightsOpen={insightsOpen}
          onToggleInsights={() => setInsightsOpen((open) => !open)}
          menu={memberMenu?.({ id: member.id, name }, leave)}
        />
        <MessageList
          messages={state.messages}
          pending={state.pending}
          myId={myId}
          seenId={seenMessageId(state.messages, myId, state.theirReadUpTo)}
          theirName={name}
          theirTyping={conversation.theirTyping}
          hasOlder={state.olderCursor !== null}
          loadingOlder={conversation.loadingOlder}
          onLoadOlder={() => void conversation.loadOlder()}
          onRetry={conversation.retry}
          onAtBottomChange={conversation.setAtBottom}
        />
        <Composer
          onSend={conversation.submit}
          onDraftChange={conversation.typed}
          placeholder={`Message ${name}…`}
          suggestion={suggestion}
        />
      </section>
      {insightsOpen && (
        <Suspense fallback={null}>
          <AnalyticsPanel
            matchId={matchId}
            theirName={name}
            lastMessageId={state.messages.at(-1)?.id ?? null}
            onClose={() => setInsightsOpen(false)}
            onUseOpener={(text) => {
              setSuggestion({ text, id: Date.now() });
              // On phones the panel covers the chat: close it so the member sees the message box.
              if (!window.matchMedia('(min-width: 1024px)').matches) setInsightsOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
