import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { updateIncognito } from '../use-cases/profile/incognito';

export const handler = httpHandler(HTTP_ROUTES.updateIncognito, async ({ memberId, body }) =>
  updateIncognito(memberId, body),
);
