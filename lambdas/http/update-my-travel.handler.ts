import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { updateMyTravel } from '../use-cases/profile/travel';

export const handler = httpHandler(HTTP_ROUTES.updateMyTravel, async ({ memberId, body }) =>
  updateMyTravel(memberId, body),
);
