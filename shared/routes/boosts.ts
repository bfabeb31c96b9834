/**
 * Boost Your Profile (marketing spec "Screens and routes" and "States and transitions"): the panel's data, and using
 * the plan's included boost. Paid boosts are one-time purchases (billing.ts).
 */
import { BoostStatusSchema } from '../schemas/boosts';
import type { HttpRoute } from './route-types';

export const BOOST_ROUTES = {
  getBoosts: {
    method: 'GET',
    path: '/boosts',
    auth: 'member',
    handler: 'lambdas/http/get-boosts.handler.ts',
    summary: 'My active boost, my last 10 boosts, and how many boosts my plan still includes this month.',
    response: BoostStatusSchema,
    table: 'read',
  },
  useIncludedBoost: {
    method: 'POST',
    path: '/boosts/included',
    auth: 'member',
    limit: 'boostUse',
    handler: 'lambdas/http/use-included-boost.handler.ts',
    summary:
      "Starts (or extends) a 30-minute Boost from my plan's monthly allowance (Gold 1; Premium and Elite unlimited). Refused when none is left.",
    response: BoostStatusSchema,
  },
} as const satisfies Record<string, HttpRoute>;
