import { PREMIUM_ROUTES } from '#shared/routes/premium.ts';
import { httpHandler } from './http-handler';
import { rewindLastPass } from '../use-cases/discovery/rewind-last-pass';

export const handler = httpHandler(PREMIUM_ROUTES.rewindLastPass, async ({ memberId, body }) =>
  rewindLastPass(memberId, body),
);
