import { describe, expect, it } from 'vitest';
import { deckFrom, isDeckLoading, shouldFetchMore, withGone } from './deck-queue';

const person = (id: string) => ({ id, name: id.toUpperCase() });
const page = (...ids: string[]) => ({ candidates: ids.map(person) });

describe('deckFrom', () => {
  it('keeps the server order across pages', () => {
    expect(deckFrom([page('a', 'b'), page('c')], new Set()).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows a person only once, where they first appeared', () => {
    expect(deckFrom([page('a', 'b', 'a'), page('b', 'c')], new Set()).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('never brings back someone already acted on, even when a later page repeats them', () => {
    const gone = withGone(withGone(new Set(), 'a'), 'c');
    expect(deckFrom([page('a', 'b'), page('c', 'a', 'd')], gone).map((c) => c.id)).toEqual(['b', 'd']);
  });

  it('is empty without pages', () => {
    expect(deckFrom(undefined, new Set())).toEqual([]);
    expect(deckFrom([], new Set())).toEqual([]);
  });
});

describe('shouldFetchMore', () => {
  const base = { remaining: 2, hasNextPage: true, isFetching: false, hasError: false };

  it('fetches when two or fewer cards remain', () => {
    expect(shouldFetchMore(base)).toBe(true);
    expect(shouldFetchMore({ ...base, remaining: 1 })).toBe(true);
    expect(shouldFetchMore({ ...base, remaining: 0 })).toBe(true);
  });

  it('waits while three or more remain', () => {
    expect(shouldFetchMore({ ...base, remaining: 3 })).toBe(false);
    expect(shouldFetchMore({ ...base, remaining: 10 })).toBe(false);
  });

  it('stops at the end of the results, while a page is loading, and after a failure', () => {
    expect(shouldFetchMore({ ...base, hasNextPage: false })).toBe(false);
    expect(shouldFetchMore({ ...base, isFetching: true })).toBe(false);
    expect(shouldFetchMore({ ...base, hasError: true })).toBe(false);
  });
});

describe('withGone', () => {
  it('returns a new set and leaves the old one alone', () => {
    const before = new Set(['a']);
    const after = withGone(before, 'b');
    expect(after).not.toBe(before);
    expect([...after]).toEqual(['a', 'b']);
    expect([...before]).toEqual(['a']);
  });
});

describe('isDeckLoading', () => {
  const empty = { remaining: 0, hasNextPage: false, isFetching: false, hasError: false, isPending: false };

  it('loads before the first page and while a page is on its way to an empty deck', () => {
    expect(isDeckLoading({ ...empty, isPending: true })).toBe(true);
    expect(isDeckLoading({ ...empty, isFetching: true })).toBe(true);
  });

  it('keeps loading when a page left nobody to show but has a cursor for more (no "No more profiles" flash)', () => {
    expect(isDeckLoading({ ...empty, hasNextPage: true })).toBe(true);
  });

  it('is done at the end of the results, after a failure, and whenever a card is showing', () => {
    expect(isDeckLoading(empty)).toBe(false);
    expect(isDeckLoading({ ...empty, hasNextPage: true, hasError: true })).toBe(false);
    expect(isDeckLoading({ ...empty, remaining: 1, hasNextPage: true, isFetching: true })).toBe(false);
  });
});
