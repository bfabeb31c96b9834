import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { useIncludedBoost } from '../use-cases/boosts/use-included-boost';

export const handler = httpHandler(HTTP_ROUTES.useIncludedBoost, async ({ memberId }) => useIncludedBoost(memberId));
