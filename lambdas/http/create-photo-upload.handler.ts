import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { createPhotoUpload } from '../use-cases/profile/photo-uploads';

export const handler = httpHandler(CORE_ROUTES.createPhotoUpload, async ({ memberId, body }) =>
  createPhotoUpload(memberId, body),
);
