import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { updateMyLocation } from '../use-cases/profile/location';

export const handler = httpHandler(HTTP_ROUTES.updateMyLocation, async ({ memberId, body }) =>
  updateMyLocation(memberId, body),
);
