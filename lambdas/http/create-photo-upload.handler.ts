import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { createPhotoUpload } from '../use-cases/profile/photos';

export const handler = httpHandler(HTTP_ROUTES.createPhotoUpload, async ({ memberId, body }) =>
  createPhotoUpload(memberId, body),
);
