import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { boostStatus } from '../use-cases/boosts/boost-status';

export const handler = httpHandler(HTTP_ROUTES.getBoosts, async ({ memberId }) => boostStatus(memberId));
