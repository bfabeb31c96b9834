import { useQueryClient } from '@tanstack/react-query';
import { HeartCrack, HeartHandshake, MessageCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { relativeTime } from '#shared/relative-time.ts';
import { paths } from '#web/config/paths.ts';
import { ActionMenu, ActionMenuItem } from '#web/components/ui/action-menu.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { EmptyStateCard, QueryErrorCard } from '#web/components/ui/status-cards.tsx';
import { newestFirst, previewOf, withoutMatch } from '#web/lib/match-list.ts';
import { useMatches, type MatchList, type MatchSummary } from '#web/lib/matches.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { showError } from '#web/lib/toast.tsx';
import { UnmatchDialog } from './unmatch-dialog';
import { NameAndAge } from '#web/components/ui/name-and-age.tsx';
import { VerifiedBadge } from '#web/components/ui/verified-badge.tsx';
import { START_DISCOVERING } from '#web/components/start-discovering.ts';

/**
 * The route supplies the '⋯' menu (Block and Report belong to another
 * feature); `items` are this screen's own entries (Unmatch), to show first.
 */
export type MatchMenuRenderer = (
  member: { id: string; name: string },
  onBlocked: (memberId: string) => void,
  items: ReactNode,
) => ReactNode;

/** /matches: 'Your Matches' (core spec "Screens and routes"). */
export function MatchesPage({ memberMenu }: { memberMenu?: MatchMenuRenderer }) {
  const matches = useMatches();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (matches.isError) showError(MESSAGES.matches.loadError);
  }, [matches.isError]);

  // A blocked member leaves the list at once; the refetch the block triggers confirms it.
  const removeMember = (memberId: string) =>
    queryClient.setQueryData<MatchList>(memberListKeys.matches, (data) => data && withoutMatch(data, { memberId }));

  const list = matches.data ? newestFirst(matches.data.matches) : [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader icon={HeartHandshake} title="Your Matches">
        People who liked you back. Say hello!
      </PageHeader>

      {matches.isPending && <PageSpinner />}
      {matches.isError && !matches.data && <QueryErrorCard query={matches} message={MESSAGES.matches.loadError} />}
      {matches.data && list.length === 0 && (
        <EmptyStateCard
          icon={HeartCrack}
          title="No matches yet"
          text="When someone you like likes you back, they show up here."
          testId="matches-empty"
          action={START_DISCOVERING}
        />
      )}
      {list.length > 0 && (
        <ul className="mt-8 space-y-3" aria-label="Matches">
          {list.map((match) => (
            <MatchRow key={match.matchId} match={match} memberMenu={memberMenu} onBlocked={removeMember} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MatchRow({
  match,
  memberMenu,
  onBlocked,
}: {
  match: MatchSummary;
  memberMenu?: MatchMenuRenderer;
  onBlocked: (memberId: string) => void;
}) {
  const [unmatchOpen, setUnmatchOpen] = useState(false);
  const name = match.member.fullName || 'Your match';
  const unread = match.unreadCount;
  const items = (
    <ActionMenuItem onSelect={() => setUnmatchOpen(true)} icon={<HeartCrack className="size-4" aria-hidden />}>
      Unmatch
    </ActionMenuItem>
  );

  return (
    <li data-testid="match-row" data-member-id={match.member.id}>
      <Card className="flex items-center gap-4 rounded-2xl p-3 pr-2 sm:p-4">
        <div className="relative shrink-0">
          <Avatar photo={match.member.photo} size="lg" />
          {unread > 0 && (
            <CountBadge
              count={unread}
              className="-top-1 -right-1"
              aria-label={`${unread} unread`}
              data-testid="unread-badge"
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <h2 className="truncate font-semibold text-gray-900">
              <NameAndAge name={name} age={match.member.age} ageClassName="font-normal text-gray-500" />
            </h2>
            <VerifiedBadge verified={match.member.verified} className="self-center" />
            <span className="ml-auto shrink-0 text-xs text-gray-500" data-testid="match-time">
              {relativeTime(match.lastMessage?.at ?? match.lastActivityAt ?? match.createdAt)}
            </span>
          </div>
          <p
            className={unread > 0 ? 'truncate text-sm font-semibold text-gray-900' : 'truncate text-sm text-gray-600'}
            data-testid="match-preview"
          >
            {previewOf(match)}
          </p>
        </div>
        <Link
          to={paths.conversation.getHref(match.matchId)}
          className={buttonClasses({ size: 'sm', className: 'shrink-0' })}
          aria-label={`Message ${name}`}
        >
          <MessageCircle className="size-4" aria-hidden />
          <span className="hidden sm:inline">Message</span>
        </Link>
        {memberMenu ? (
          memberMenu({ id: match.member.id, name }, onBlocked, items)
        ) : (
          <ActionMenu label={`More actions for ${name}`}>{items}</ActionMenu>
        )}
      </Card>
      <UnmatchDialog matchId={match.matchId} name={name} open={unmatchOpen} onOpenChange={setUnmatchOpen} />
    </li>
  );
}
