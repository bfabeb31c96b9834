import { CORE_ROUTES } from '#shared/routes/core.ts';
import { httpHandler } from './http-handler';
import { deletePhoto } from '../use-cases/profile/photos';

export const handler = httpHandler(CORE_ROUTES.deletePhoto, async ({ memberId, pathParameters }) =>
  deletePhoto(memberId, pathParameters.photoId),
);
