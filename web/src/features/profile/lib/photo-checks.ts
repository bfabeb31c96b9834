/**
 * Client-side checks before asking for an upload ticket: images only, at most
 * 10 MB, and no more than the free slots. The server checks again (and the
 * S3 handler checks the real type by magic bytes); this only spares a round
 * trip and tells the member at once.
 */
import { MESSAGES, type ToastMessage } from '#shared/messages.ts';
import { CreatePhotoUploadSchema, MAX_PHOTO_BYTES, type CreatePhotoUpload } from '#shared/schemas/photos.ts';

/** The ticket request for a file, or null when the file cannot be a profile photo. */
export function photoUploadRequest(file: { type: string; size: number }): CreatePhotoUpload | null {
  if (!file.type.startsWith('image/')) return null;
  const parsed = CreatePhotoUploadSchema.safeParse({ contentType: file.type, size: file.size });
  return parsed.success ? parsed.data : null;
}

/**
 * The one message for a file that cannot be a profile photo, or null when it can. A file of the wrong type
 * is refused for its type whatever its size (a smaller copy would not help); an image over 10 MB for its size.
 */
export function photoFileRefusal(file: { type: string; size: number }): ToastMessage | null {
  if (photoUploadRequest(file)) return null;
  if (!photoUploadRequest({ type: file.type, size: 1 })) return MESSAGES.profile.photoInvalidType;
  if (file.size > MAX_PHOTO_BYTES) return MESSAGES.profile.photoTooLarge;
  return MESSAGES.profile.photoUploadFailed;
}
