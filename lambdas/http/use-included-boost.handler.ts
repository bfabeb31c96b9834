import { BOOST_ROUTES } from '#shared/routes/boosts.ts';
import { httpHandler } from './http-handler';
import { useIncludedBoost } from '../use-cases/boosts/use-included-boost';

export const handler = httpHandler(BOOST_ROUTES.useIncludedBoost, async ({ memberId }) => useIncludedBoost(memberId));
