import { BOOST_ROUTES } from '#shared/routes/boosts.ts';
import { httpHandler } from './http-handler';
import { boostStatus } from '../use-cases/boosts/boost-status';

export const handler = httpHandler(BOOST_ROUTES.getBoosts, async ({ memberId }) => boostStatus(memberId));
