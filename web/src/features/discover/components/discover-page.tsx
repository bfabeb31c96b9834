import { useQueryClient } from '@tanstack/react-query';
import { Compass, Heart, RefreshCw, SlidersHorizontal, Star, UserPen } from 'lucide-react';
import {
  Suspense,
  lazy,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import type { SwipeLimits } from '#shared/schemas/discovery.ts';
import { UNLIMITED_COUNT } from '#shared/tiers.ts';
import { paths } from '#web/config/paths.ts';
import type { UpgradeTier } from '#web/components/upgrade-dialog.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isFirstContentShown, markFirstContentShown, whenPresented } from '#web/lib/first-content.ts';
import { announceMatch } from '#web/lib/match-toast.ts';
import { meQueryOptions, useMe } from '#web/lib/me.ts';
import { memberListKeys } from '#web/lib/query-keys.ts';
import { swipeCount, useRecordSwipe, type LikeOn, type SwipeAction } from '#web/lib/record-swipe.ts';
import type { LikedItem } from '#shared/schemas/likes.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useFirstContentShown } from '#web/lib/use-first-content-shown.ts';
import { useCandidates, type Candidate } from '../api/list-candidates';
import { deckFrom, isDeckLoading, shouldFetchMore, withGone } from '../lib/deck-queue';
import { shortcutAction } from '../lib/shortcuts';
import {
  afterSwipe,
  afterSwipeError,
  beforeSwipe,
  exhausted,
  formatLeft,
  pageLimits,
  type SwipeStop,
} from '../lib/swipe-decision';
import { CandidateCard } from './candidate-card';
import { LikeItemDialog } from './like-item-dialog';
import { ShortcutHint, SwipeButtons } from './swipe-buttons';
import { RewindButton } from './rewind-button';
import { useRewindLastPass } from '../api/rewind-last-pass';
import {
  beforeRewind,
  pushRewound,
  rewindRefusal,
  rewindsLeftOf,
  withoutGone,
  withRewound,
  type RewindPress,
} from '../lib/rewind';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

/** Shown only when a limit stops the member: its code (a Radix dialog) loads then, not with the deck. */
const UpgradeDialog = lazy(() =>
  import('#web/components/upgrade-dialog.tsx').then((module) => ({ default: module.UpgradeDialog })),
);

/** The route supplies the card's '⋯' menu (Block, Report), which belongs to another feature. */
export type MemberMenuRenderer = (
  member: { id: string; name: string; photoId?: string },
  onBlocked: (memberId: string) => void,
) => ReactNode;

/** Another layer is open (a dialog or a menu): the arrows belong to it. */
const overlayOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null;

/** /discover: the swipe-style deck (core spec "Screens and routes" and "States and transitions"). */
export function DiscoverPage({ memberMenu }: { memberMenu?: MemberMenuRenderer }) {
  const me = useMe();
  const subscription = me.data?.subscription;
  const tier = subscription?.tier ?? 'free';
  // The deck is drawn from a deferred copy of the query's state: an answer (the first page, the next
  // one) is rendered as a transition, in slices that leave the main thread free between them, and
  // everything below reads one consistent snapshot of it.
  const liveCandidates = useCandidates();
  const candidates = useDeferredValue(liveCandidates);
  const swipe = useRecordSwipe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  // Cards taken back with Rewind, newest first: they go on top of the deck.
  const [rewound, setRewound] = useState<readonly Candidate[]>([]);
  const rewind = useRewindLastPass();
  const [rewindAnswer, setRewindAnswer] = useState<number | undefined>(undefined);
  const [limits, setLimits] = useState<SwipeLimits | null>(null);
  const [upgrade, setUpgrade] = useState<{ tier: UpgradeTier; reason: string } | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // The photo or prompt of the current card being liked on its own (issue 28).
  const [likingItem, setLikingItem] = useState<LikedItem | null>(null);
  // Set synchronously, so a double click or a held arrow key sends one swipe.
  const busy = useRef(false);

  const pages = candidates.data?.pages;
  const deck = useMemo(() => withRewound(rewound, deckFrom(pages, gone), gone), [rewound, pages, gone]);
  const current: Candidate | undefined = deck[0];
  // The card the page opened on is the page's content and is drawn at once; the cards that follow an
  // answer settle in. An opacity fade on the first card would also hold back its largest paint.
  const firstCardId = useRef<string | undefined>(undefined);
  if (current && firstCardId.current === undefined) firstCardId.current = current.id;

  // Every page carries the server's count for today; between pages the counters are kept locally,
  // and a page asked for before the latest swipe leaves them as they are.
  const lastPage = pages?.at(-1);
  useEffect(() => {
    const fromPage = lastPage && pageLimits(lastPage, swipeCount());
    if (fromPage) setLimits(fromPage);
  }, [lastPage]);

  const { hasNextPage, isFetching, isError } = candidates;
  // The next page waits until the first card's photo is on screen, unless there is no card to show. A
  // fetch in flight is known at once (the live state), so a card answered meanwhile does not ask again.
  const firstContentShown = useFirstContentShown();
  const fetchingNow = liveCandidates.isFetching || isFetching;
  const { fetchNextPage } = liveCandidates;
  useEffect(() => {
    if (
      (firstContentShown || deck.length === 0) &&
      shouldFetchMore({ remaining: deck.length, hasNextPage, isFetching: fetchingNow, hasError: isError })
    )
      void fetchNextPage();
  }, [firstContentShown, deck.length, hasNextPage, fetchingNow, isError, fetchNextPage]);

  useEffect(() => {
    if (isError) showError(MESSAGES.discover.loadError);
  }, [isError]);

  const remove = useCallback((memberId: string) => setGone((current) => withGone(current, memberId)), []);

  const stop = useCallback(
    (outcome: SwipeStop, candidate: Candidate) => {
      if (outcome.kind === 'upgrade') {
        setUpgrade({ tier: outcome.tier, reason: outcome.reason });
        setUpgradeOpen(true);
      } else if (outcome.kind === 'toast') {
        showError(outcome.message);
      } else {
        remove(candidate.id);
      }
    },
    [remove],
  );

  const act = useCallback(
    async (action: SwipeAction, like?: LikeOn) => {
      const candidate = current;
      if (!candidate || busy.current) return;
      // A like on a photo or prompt closes its dialog as it goes, so a refusal's dialog can open.
      setLikingItem(null);
      const check = beforeSwipe(action, limits, tier);
      if (check.kind !== 'send') {
        stop(check, candidate);
        return;
      }
      busy.current = true;
      try {
        const result = await swipe.mutateAsync({ targetId: candidate.id, action, card: candidate.card, ...like });
        // A repeated swipe was already counted when it was first made.
        if (!result.repeated) setLimits((current) => afterSwipe(current, action));
        remove(candidate.id);
        if (action === 'superLike' && !result.repeated) showSuccess(MESSAGES.discover.superLikeSent);
        if (result.matched && result.matchId) {
          const matchId = result.matchId;
          announceMatch({
            matchId,
            message: MESSAGES.discover.itsAMatch,
            action: { label: 'Message', onClick: () => void navigate(paths.conversation.getHref(matchId)) },
          });
        }
      } catch (error) {
        const code = error instanceof ApiError ? error.code : undefined;
        if (code === 'limit_reached') setLimits((current) => exhausted(current, action));
        stop(afterSwipeError(action, tier, code), candidate);
      } finally {
        busy.current = false;
      }
    },
    [current, limits, tier, swipe, stop, remove, navigate],
  );

  const rewindStop = useCallback((press: Exclude<RewindPress, { kind: 'send' }>) => {
    if (press.kind === 'upgrade') {
      setUpgrade({ tier: press.tier, reason: press.reason });
      setUpgradeOpen(true);
    } else showError(press.message);
  }, []);

  const takeBack = useCallback(async () => {
    if (busy.current) return;
    const check = beforeRewind(tier, rewindsLeftOf(limits?.rewindsLeft, rewindAnswer));
    if (check.kind !== 'send') {
      rewindStop(check);
      return;
    }
    busy.current = true;
    try {
      const result = await rewind.mutateAsync();
      setRewindAnswer(result.rewindsLeft);
      const card = result.candidate;
      if (card) {
        setGone((current) => withoutGone(current, card.id));
        setRewound((current) => pushRewound(current, card));
        showSuccess(MESSAGES.rewind.done(card.fullName || 'They'));
      } else showSuccess(MESSAGES.rewind.gone);
    } catch (error) {
      const refusal = rewindRefusal(
        error instanceof ApiError ? error.code : undefined,
        error instanceof ApiError ? error.message : null,
      );
      if (refusal.kind !== 'send') rewindStop(refusal);
    } finally {
      busy.current = false;
    }
  }, [tier, limits, rewindAnswer, rewind, rewindStop]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = event.target instanceof HTMLElement ? event.target : null;
      const action = shortcutAction({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        defaultPrevented: event.defaultPrevented,
        target: element
          ? {
              tagName: element.tagName,
              isContentEditable: element.isContentEditable,
              role: element.getAttribute('role'),
            }
          : null,
      });
      if (!action || overlayOpen()) return;
      // The arrows would otherwise scroll the page.
      event.preventDefault();
      void act(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [act]);

  const refresh = () => void queryClient.resetQueries({ queryKey: memberListKeys.candidates });

  const filtersHrefFor = (advanced: boolean | undefined) =>
    advanced ? paths.advancedFilters.getHref() : paths.filters.getHref();
  const filtersHref = filtersHrefFor(subscription?.features.advancedFilters);
  // Which filters a member gets depends on their plan: a click before /me has answered waits for it,
  // so a Gold member is never sent to the basic filters.
  const openFilters = (event: MouseEvent) => {
    if (subscription) return;
    event.preventDefault();
    void queryClient.ensureQueryData(meQueryOptions()).then(
      (answer) => navigate(filtersHrefFor(answer.subscription.features.advancedFilters)),
      () => navigate(paths.filters.getHref()),
    );
  };
  const superLikesUnlimited = (subscription?.features.superLikes ?? 0) >= UNLIMITED_COUNT;
  const loadingFirst = isDeckLoading({
    remaining: deck.length,
    hasNextPage,
    isFetching,
    hasError: isError,
    isPending: candidates.isPending,
  });
  // The page's first content (lib/first-content.ts): the first card's main photo once it has loaded
  // and the frame that draws it is on screen, or the card without one, the empty deck or the error.
  const photoShown = useCallback(() => {
    if (!isFirstContentShown()) whenPresented(markFirstContentShown);
  }, []);
  const waitsForPhoto = current !== undefined && current.photos.length > 0;
  useEffect(() => {
    if (!loadingFirst && !waitsForPhoto) markFirstContentShown();
  }, [loadingFirst, waitsForPhoto]);

  return (
    <div className="mx-auto max-w-md px-4 pt-4 pb-8 sm:pt-6">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">Discover</h1>
          <p className="hidden text-sm text-gray-600 sm:block">People near you who fit your preferences.</p>
        </div>
        <Link
          to={filtersHref}
          onClick={openFilters}
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
        >
          <SlidersHorizontal className="size-4" aria-hidden /> Filters
        </Link>
      </div>

      <div className="mt-3 flex flex-wrap gap-2" aria-label="Left today" role="group">
        <Counter
          icon={<Heart className="size-4 fill-current text-rose-500" aria-hidden />}
          label="Likes left"
          testId="likes-left"
        >
          {limits ? formatLeft(limits.likesLeft) : '…'}
        </Counter>
        <Counter
          icon={<Star className="size-4 fill-current text-sky-500" aria-hidden />}
          label="Super likes left"
          testId="super-likes-left"
        >
          {limits ? formatLeft(limits.superLikesLeft, superLikesUnlimited) : '…'}
        </Counter>
        <RewindButton
          onRewind={() => void takeBack()}
          busy={rewind.isPending}
          locked={subscription !== undefined && subscription.features.rewinds <= 0}
          left={rewindsLeftOf(limits?.rewindsLeft, rewindAnswer)}
        />
      </div>

      {me.data && !me.data.isProfileComplete && (
        <div className="mt-4 flex items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <UserPen className="size-5 shrink-0" aria-hidden />
          <p className="min-w-0 flex-1">Complete your profile so others can discover you too.</p>
          <Link
            to={paths.profile.getHref()}
            className="shrink-0 font-semibold text-amber-900 underline underline-offset-2"
          >
            Edit profile
          </Link>
        </div>
      )}

      <div className="mt-4">
        {current ? (
          <div className="space-y-4">
            <CandidateCard
              key={current.id}
              candidate={current}
              settleIn={current.id !== firstCardId.current}
              onPhotoShown={photoShown}
              menu={(photoId) =>
                memberMenu?.({ id: current.id, name: current.fullName || 'this member', photoId }, remove)
              }
              onLikeItem={setLikingItem}
            />
            <LikeItemDialog
              key={`like-${current.id}`}
              candidate={current}
              item={likingItem}
              busy={swipe.isPending}
              onClose={() => setLikingItem(null)}
              onSend={(action, like) => void act(action, like)}
            />
            <SwipeButtons onAction={(action) => void act(action)} busy={swipe.isPending} />
            <ShortcutHint />
          </div>
        ) : loadingFirst ? (
          <Card
            className="flex h-[clamp(16rem,calc(100dvh-20rem),40rem)] w-full flex-col items-center justify-center gap-3 text-gray-500"
            role="status"
            aria-label="Loading profiles"
          >
            <Spinner className="size-8 text-rose-500" />
            <p className="text-sm">Finding people near you…</p>
          </Card>
        ) : isError ? (
          // The first page or a later one failed and no card is left: saying "No more profiles" would be untrue.
          <Card className="flex flex-col items-center gap-4 p-8 text-center" role="alert">
            <div>
              <p className="font-semibold text-gray-900">{MESSAGES.discover.loadError.title}</p>
              <p className="mt-1 text-sm text-gray-600">{MESSAGES.discover.loadError.description}</p>
            </div>
            <Button variant="secondary" onClick={refresh}>
              <RefreshCw className="size-4" aria-hidden /> Try again
            </Button>
          </Card>
        ) : (
          <Card className="flex flex-col items-center p-10 text-center" data-testid="deck-empty">
            <IconTile icon={Compass} size={16} className="rounded-3xl bg-rose-50 text-rose-500" />
            <h2 className="mt-5 text-xl font-bold text-gray-900">No more profiles</h2>
            <p className="mt-2 text-sm text-gray-600">
              You've seen everyone nearby for now. Check back later, or widen your filters.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-2">
              <Button onClick={refresh}>
                <RefreshCw className="size-4" aria-hidden /> Refresh
              </Button>
              <Link to={filtersHref} className={buttonClasses({ variant: 'secondary' })}>
                <SlidersHorizontal className="size-4" aria-hidden /> Filters
              </Link>
            </div>
          </Card>
        )}
      </div>

      {upgrade && (
        <Suspense fallback={null}>
          <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} tier={upgrade.tier} reason={upgrade.reason} />
        </Suspense>
      )}
    </div>
  );
}

function Counter({
  icon,
  label,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm text-gray-700 shadow-sm ring-1 ring-rose-100">
      {icon}
      <span>{label}:</span>
      {/* At least two digits wide: '…' becoming a count does not push the next counter aside. */}
      <span className="inline-block min-w-[2ch] font-semibold text-gray-900 tabular-nums" data-testid={testId}>
        {children}
      </span>
    </p>
  );
}
