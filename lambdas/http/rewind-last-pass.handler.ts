import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { rewindLastPass } from '../use-cases/discovery/rewind-last-pass';

export const handler = httpHandler(HTTP_ROUTES.rewindLastPass, async ({ memberId, body }) =>
  rewindLastPass(memberId, body),
);
