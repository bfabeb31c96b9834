/**
 * Keeping every screen on the member's current tier (decision 0017). GET /me
 * (['me']) is what the top bar's 'Liked You' link, the tier badge and the
 * gates read; the lists in `tierDependentKeys` were answered for a tier too.
 * After a change, both are brought up to date: the top bar within a render,
 * the open screen within a request.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BillingStatus } from '#shared/schemas/billing.ts';
import { meQueryOptions } from '../me';
import type { Me } from '#shared/schemas/me.ts';
import { tierDependentKeys } from '../query-keys';

const meKey = meQueryOptions().queryKey;

function refreshTierDependentLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(tierDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The server said the entitlements changed (a `subscription` frame): refetch the tier and what depends on it. */
export function refreshTier(queryClient: QueryClient): Promise<unknown> {
  // exact: ['me'] is a prefix of the preferences queries, which do not depend on the tier.
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: meKey, exact: true }),
    refreshTierDependentLists(queryClient),
  ]);
}

/**
 * After pushes may have been missed (the socket opened): GET /me again, and when the entitlements it
 * answers differ from the ones shown, refetch what depends on them too, as a `subscription` frame would
 * have. Unchanged entitlements cost nothing more (the deck is not fetched again on every open).
 */
export async function refreshMeAndTierIfChanged(queryClient: QueryClient): Promise<void> {
  const shown = queryClient.getQueryData<Me>(meKey);
  await queryClient.invalidateQueries({ queryKey: meKey, exact: true });
  const fetched = queryClient.getQueryData<Me>(meKey);
  if (shown && fetched && entitlementsOf(shown) !== entitlementsOf(fetched))
    await refreshTierDependentLists(queryClient);
}

const entitlementsOf = ({ subscription, billing }: Me) => JSON.stringify({ subscription, billing });

/**
 * A `checkSubscription` answer: written straight into ['me'], so the top bar
 * and badges change without waiting for another GET /me, then the lists are
 * refetched against the new tier.
 */
export function applyBillingStatus(
  queryClient: QueryClient,
  { subscription, billing }: BillingStatus,
): Promise<unknown> {
  const me = queryClient.getQueryData<Me>(meKey);
  if (me) queryClient.setQueryData<Me>(meKey, { ...me, subscription, billing });
  else void queryClient.invalidateQueries({ queryKey: meKey, exact: true });
  return refreshTierDependentLists(queryClient);
}
