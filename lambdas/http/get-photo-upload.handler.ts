import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { getPhotoUpload } from '../use-cases/profile/my-photos';

export const handler = httpHandler(CORE_ROUTES.getPhotoUpload, async ({ memberId, pathParameters }) =>
  getPhotoUpload(memberId, pathParameters.photoId),
);
