import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { getPhotoUpload } from '../use-cases/profile/photos';

export const handler = httpHandler(HTTP_ROUTES.getPhotoUpload, async ({ memberId, pathParameters }) =>
  getPhotoUpload(memberId, pathParameters.photoId),
);
