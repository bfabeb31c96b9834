import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { reorderPhotos } from '../use-cases/profile/my-photos';

export const handler = httpHandler(CORE_ROUTES.reorderPhotos, async ({ memberId, body }) =>
  reorderPhotos(memberId, body.photoIds),
);
