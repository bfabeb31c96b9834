/**
 * The deck: the pages the server sent, in order, each person once, minus
 * everyone already acted on (or blocked) in this visit. More are fetched when
 * FETCH_MORE_AT or fewer cards remain (core spec "States and transitions" and
 * "Business constants and limits").
 */
export const FETCH_MORE_AT = 2;

/** The cards still to show: first sighting wins, and anyone in `gone` never comes back. */
export function deckFrom<T extends { id: string }>(
  pages: readonly { candidates: readonly T[] }[] | undefined,
  gone: ReadonlySet<string>,
): T[] {
  const seen = new Set<string>();
  const deck: T[] = [];
  for (const page of pages ?? []) {
    for (const candidate of page.candidates) {
      if (seen.has(candidate.id)) continue;
      seen.add(candidate.id);
      if (!gone.has(candidate.id)) deck.push(candidate);
    }
  }
  return deck;
}

export type FetchMoreState = {
  /** Cards left in the deck, the current one included. */
  remaining: number;
  /** The last page carried a cursor. */
  hasNextPage: boolean;
  /** A page is on its way (first or next). */
  isFetching: boolean;
  /** The last fetch failed: wait for the member to retry rather than loop. */
  hasError: boolean;
};

export function shouldFetchMore({ remaining, hasNextPage, isFetching, hasError }: FetchMoreState): boolean {
  return remaining <= FETCH_MORE_AT && hasNextPage && !isFetching && !hasError;
}

/**
 * Whether an empty deck is still loading rather than exhausted. A page can
 * come back with nobody left to show (everyone on it was swiped or blocked)
 * and a cursor for more; until that next page is asked for and answered, the
 * deck is loading, not "No more profiles".
 */
export function isDeckLoading({ isPending, ...state }: FetchMoreState & { isPending: boolean }): boolean {
  return isPending || (state.remaining === 0 && (state.isFetching || (state.hasNextPage && !state.hasError)));
}

/** The same set with one more id; a new object, so React sees the change. */
export function withGone(gone: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(gone);
  next.add(id);
  return next;
}
