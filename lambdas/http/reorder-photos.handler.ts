import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { reorderPhotos } from '../use-cases/profile/photos';

export const handler = httpHandler(HTTP_ROUTES.reorderPhotos, async ({ memberId, body }) =>
  reorderPhotos(memberId, body.photoIds),
);
