import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Me } from '#shared/schemas/me.ts';
import { memberListKeys } from '../query-keys';
import { meQueryOptions } from '../me';
import { refreshMeAndTierIfChanged } from './subscription-cache';

const meKey = meQueryOptions().queryKey;

/** GET /me answering what the server holds now, and a tier-dependent list (the deck) counting its fetches; both on screen. */
function screen(server: { me: Me }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  let deckFetches = 0;
  const observers = [
    new QueryObserver(queryClient, { queryKey: meKey, queryFn: async () => server.me }),
    new QueryObserver(queryClient, { queryKey: memberListKeys.candidates, queryFn: async () => ++deckFetches }),
  ];
  const unsubscribe = observers.map((observer) => observer.subscribe(() => undefined));
  return {
    queryClient,
    deckFetches: () => deckFetches,
    settled: () => queryClient.refetchQueries(),
    close: () => unsubscribe.forEach((stop) => stop()),
  };
}

const member = (tier: 'free' | 'basic') =>
  ({
    id: 'm1',
    subscription: { tier, isSubscribed: tier !== 'free' },
    billing: null,
  }) as unknown as Me;

describe('refreshMeAndTierIfChanged (the socket opened: pushes may have been missed)', () => {
  it('refetches what depends on the tier when the entitlements changed meanwhile', async () => {
    const server = { me: member('basic') };
    const page = screen(server);
    await page.settled();
    const before = page.deckFetches();
    // A webhook ended the plan while no socket was open: its push never came.
    server.me = member('free');
    await refreshMeAndTierIfChanged(page.queryClient);
    expect(page.queryClient.getQueryData<Me>(meKey)?.subscription.tier).toBe('free');
    expect(page.deckFetches()).toBe(before + 1);
    page.close();
  });

  it('fetches only GET /me when they did not', async () => {
    const page = screen({ me: member('basic') });
    await page.settled();
    const before = page.deckFetches();
    await refreshMeAndTierIfChanged(page.queryClient);
    expect(page.deckFetches()).toBe(before);
    page.close();
  });
});
