import { useQueryClient } from '@tanstack/react-query';
import { Compass, HeartCrack, HeartHandshake, MessageCircle, RefreshCw, UserRound } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../../shared/messages';
import { relativeTime } from '../../../../../shared/relative-time';
import { paths } from '../../../app/paths';
import { ActionMenu, ActionMenuItem } from '../../../components/ui/action-menu';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { memberListKeys } from '../../../lib/query-keys';
import { showError } from '../../../lib/toast';
import { useMatches, type MatchSummary } from '../api/list-matches';
import { newestFirst, previewOf, withoutMatch } from '../lib/match-list';
import { UnmatchDialog } from './unmatch-dialog';

/**
 * The route supplies the '⋯' menu (Block and Report belong to another
 * feature); `items` are this screen's own entries (Unmatch), to show first.
 */
export type MatchMenuRenderer = (member: { id: string; name: string }, onBlocked: (memberId: string) => void, items: ReactNode) => ReactNode;

/** /matches: 'Your Matches' (core spec §2). */
export function MatchesPage({ memberMenu }: { memberMenu?: MatchMenuRenderer }) {
  const matches = useMatches();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (matches.isError) showError(MESSAGES.matches.loadError);
  }, [matches.isError]);

  // A blocked member leaves the list at once; the refetch the block triggers confirms it.
  const removeMember = (memberId: string) =>
    queryClient.setQueryData<{ matches: MatchSummary[] }>(memberListKeys.matches, (data) => data && withoutMatch(data, { memberId }));

  const list = matches.data ? newestFirst(matches.data.matches) : [];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-rose-100 text-rose-600 sm:flex">
          <HeartHandshake className="size-6" aria-hidden />
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">Your Matches</h1>
          <p className="mt-2 text-gray-600">People who liked you back. Say hello!</p>
        </div>
      </div>

      {matches.isPending && <PageSpinner />}
      {matches.isError && !matches.data && (
        <Card className="mt-8 flex flex-col items-start gap-4 p-6" role="alert">
          <p className="font-semibold text-gray-900">{MESSAGES.matches.loadError.title}</p>
          <Button variant="secondary" size="sm" onClick={() => void matches.refetch()} loading={matches.isFetching}>
            <RefreshCw className="size-4" aria-hidden /> Try again
          </Button>
        </Card>
      )}
      {matches.data && list.length === 0 && (
        <Card className="mt-8 flex flex-col items-center p-10 text-center" data-testid="matches-empty">
          <span className="flex size-16 items-center justify-center rounded-3xl bg-rose-50 text-rose-500">
            <HeartCrack className="size-8" aria-hidden />
          </span>
          <h2 className="mt-5 text-xl font-bold text-gray-900">No matches yet</h2>
          <p className="mt-2 text-sm text-gray-600">When someone you like likes you back, they show up here.</p>
          <Link to={paths.discover.getHref()} className={buttonClasses({ className: 'mt-6' })}>
            <Compass className="size-4" aria-hidden /> Start discovering
          </Link>
        </Card>
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

function MatchRow({ match, memberMenu, onBlocked }: { match: MatchSummary; memberMenu?: MatchMenuRenderer; onBlocked: (memberId: string) => void }) {
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
          {match.member.photo ? (
            <img src={match.member.photo.thumbUrl} alt="" className="size-14 rounded-full object-cover ring-2 ring-rose-100 sm:size-16" />
          ) : (
            <span className="flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-300 sm:size-16">
              <UserRound className="size-7" aria-hidden />
            </span>
          )}
          {unread > 0 && (
            <span
              className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-rose-500 px-1 text-[11px] leading-5 font-bold text-white ring-2 ring-white"
              aria-label={`${unread} unread`}
              data-testid="unread-badge"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <h2 className="truncate font-semibold text-gray-900">
              {name}
              {match.member.age !== null && <span className="font-normal text-gray-500">, {match.member.age}</span>}
            </h2>
            <span className="ml-auto shrink-0 text-xs text-gray-500" data-testid="match-time">
              {relativeTime(match.lastMessage?.at ?? match.lastActivityAt ?? match.createdAt)}
            </span>
          </div>
          <p className={unread > 0 ? 'truncate text-sm font-semibold text-gray-900' : 'truncate text-sm text-gray-600'} data-testid="match-preview">
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
