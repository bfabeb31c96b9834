import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { deletePhoto } from '../use-cases/profile/photos';

export const handler = httpHandler(HTTP_ROUTES.deletePhoto, async ({ memberId, pathParameters }) =>
  deletePhoto(memberId, pathParameters.photoId),
);
