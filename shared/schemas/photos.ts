import * as z from 'zod';
import { PhotoSchema } from './profile';

/** Images only (core spec "Validation rules"); the S3 handler re-checks the real type by magic bytes. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const CreatePhotoUploadSchema = z.strictObject({
  contentType: z.enum(PHOTO_CONTENT_TYPES),
  size: z.number().int().min(1).max(MAX_PHOTO_BYTES, 'Photos must be 10 MB or smaller'),
});
export type CreatePhotoUpload = z.infer<typeof CreatePhotoUploadSchema>;

/** A presigned POST: the browser sends `fields` plus the file to `url`. */
export const PhotoUploadTicketSchema = z.object({
  photoId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
});
export type PhotoUploadTicket = z.infer<typeof PhotoUploadTicketSchema>;

export const PHOTO_UPLOAD_STATUSES = ['pending', 'ready', 'rejected'] as const;
export const PhotoUploadStatusSchema = z.object({
  photoId: z.string(),
  status: z.enum(PHOTO_UPLOAD_STATUSES),
  reason: z.enum(['too_large', 'not_an_image', 'empty', 'limit_reached', 'unreadable', 'explicit']).optional(),
  photo: PhotoSchema.optional(),
});
export type PhotoUploadStatus = z.infer<typeof PhotoUploadStatusSchema>;

export const PhotoIdParamsSchema = z.strictObject({ photoId: z.string().regex(/^[0-9A-Za-z]{10,40}$/) });

export const ReorderPhotosSchema = z.strictObject({
  photoIds: z
    .array(z.string().min(1).max(40))
    .min(1)
    .max(6)
    .refine((ids) => new Set(ids).size === ids.length, 'Each photo may appear once'),
});
