import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { updateMyLocation } from '../use-cases/profile/location';

export const handler = httpHandler(CORE_ROUTES.updateMyLocation, async ({ memberId, body }) =>
  updateMyLocation(memberId, body),
);
