import { MessageCircle, MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { relativeTime } from '#shared/relative-time.ts';
import { paths } from '#web/config/paths.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { EmptyStateCard, QueryErrorCard } from '#web/components/ui/status-cards.tsx';
import { newestFirst, previewOf } from '#web/lib/match-list.ts';
import { useMatches, type MatchSummary } from '#web/lib/matches.ts';
import { showError } from '#web/lib/toast.tsx';
import { START_DISCOVERING } from '#web/components/start-discovering.ts';

/** /messages (the top bar's Chat): every conversation, the latest first. */
export function ConversationsPage() {
  const matches = useMatches();

  useEffect(() => {
    if (matches.isError) showError(MESSAGES.matches.loadError);
  }, [matches.isError]);

  const list = matches.data ? newestFirst(matches.data.matches) : [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader icon={MessagesSquare} title="Messages">
        Your conversations, the latest first.
      </PageHeader>

      {matches.isPending && <PageSpinner />}
      {matches.isError && !matches.data && <QueryErrorCard query={matches} message={MESSAGES.matches.loadError} />}
      {matches.data && list.length === 0 && (
        <EmptyStateCard
          icon={MessageCircle}
          title="No conversations yet"
          text="Match with someone and your chats with them appear here."
          testId="conversations-empty"
          action={START_DISCOVERING}
        />
      )}
      {list.length > 0 && (
        <Card className="mt-8 overflow-hidden p-0">
          <ul className="divide-y divide-rose-100/70" aria-label="Conversations">
            {list.map((match) => (
              <ConversationRow key={match.matchId} match={match} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

function ConversationRow({ match }: { match: MatchSummary }) {
  const name = match.member.fullName || 'Your match';
  const unread = match.unreadCount;
  return (
    <li data-testid="conversation-row" data-match-id={match.matchId}>
      <Link
        to={paths.conversation.getHref(match.matchId)}
        className="flex items-center gap-4 px-4 py-3.5 transition-colors hover:bg-rose-50/60 focus-visible:bg-rose-50 focus-visible:outline-none sm:px-5"
      >
        <div className="relative">
          <Avatar photo={match.member.photo} size="md" />
          {/* The count is read out after the name (below); the badge only shows it. */}
          {unread > 0 && (
            <CountBadge count={unread} className="-top-1 -right-1" data-testid="conversation-unread" aria-hidden />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <p className={unread > 0 ? 'truncate font-bold text-gray-900' : 'truncate font-semibold text-gray-900'}>
              {name}
              {unread > 0 && <span className="sr-only">, {unread} unread</span>}
            </p>
            <span className="ml-auto shrink-0 text-xs text-gray-500">
              {relativeTime(match.lastMessage?.at ?? match.lastActivityAt ?? match.createdAt)}
            </span>
          </div>
          <p
            className={unread > 0 ? 'truncate text-sm font-semibold text-gray-900' : 'truncate text-sm text-gray-600'}
            data-testid="conversation-preview"
          >
            {previewOf(match)}
          </p>
        </div>
      </Link>
    </li>
  );
}
