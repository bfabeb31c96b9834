/** POST /me/photos: a presigned POST for one image (≤ 10 MB); refused at 6 photos with `limit_reached`. */
import { CreatePhotoUploadSchema, type CreatePhotoUpload, type PhotoUploadTicket } from '#shared/schemas/photos.ts';
import { api } from '#web/lib/api-client.ts';

export { CreatePhotoUploadSchema };
export type { CreatePhotoUpload, PhotoUploadTicket };

export const createPhotoUpload = (request: CreatePhotoUpload): Promise<PhotoUploadTicket> =>
  api('createPhotoUpload', { body: request });
