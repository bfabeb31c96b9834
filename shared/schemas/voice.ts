import * as z from 'zod';
import { TimeZoneSchema } from './discovery';
import { PhotoSchema } from './profile';
import { MAX_VOICE_BYTES, VOICE_CONTENT_TYPES } from '../voice/rules';

export const VoiceIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a voice id');

export const CreateVoiceUploadSchema = z.strictObject({
  contentType: z.enum(VOICE_CONTENT_TYPES),
  size: z.number().int().min(1).max(MAX_VOICE_BYTES, 'Voice recordings must be 5 MB or smaller'),
});
export type CreateVoiceUpload = z.infer<typeof CreateVoiceUploadSchema>;

export const VoiceUploadTicketSchema = z.object({
  voiceId: VoiceIdSchema,
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
});
export type VoiceUploadTicket = z.infer<typeof VoiceUploadTicketSchema>;

export const VOICE_REJECTION_REASONS = ['too_large', 'empty', 'not_audio', 'too_long', 'unreadable'] as const;
export type VoiceRejectionReason = (typeof VOICE_REJECTION_REASONS)[number];

export const MyVoiceSchema = z.object({
  voiceId: VoiceIdSchema,
  audioUrl: z.string(),
  /** Measured by the server from the audio itself. */
  durationSeconds: z.number(),
  topic: z.string(),
  createdAt: z.string(),
});
export type MyVoice = z.infer<typeof MyVoiceSchema>;

export const MyVoiceProfileSchema = z.object({ voice: MyVoiceSchema.nullable() });

export const VoiceUploadStatusSchema = z.object({
  voiceId: VoiceIdSchema,
  status: z.enum(['pending', 'ready', 'rejected']),
  reason: z.enum(VOICE_REJECTION_REASONS).optional(),
  voice: MyVoiceSchema.optional(),
});
export type VoiceUploadStatus = z.infer<typeof VoiceUploadStatusSchema>;

export const VoiceProfileSchema = MyVoiceSchema.extend({
  member: z.object({
    id: z.string(),
    fullName: z.string(),
    age: z.number().int().nullable(),
    location: z.string().nullable(),
    photo: PhotoSchema.nullable(),
  }),
});
export type VoiceProfile = z.infer<typeof VoiceProfileSchema>;

export const ListVoiceProfilesQuerySchema = z.strictObject({ cursor: z.string().max(1024).optional() });

export const VoicePageSchema = z.object({
  profiles: z.array(VoiceProfileSchema),
  /** Pass back for the next 20; null when there are no more. */
  cursor: z.string().nullable(),
});
export type VoicePage = z.infer<typeof VoicePageSchema>;

export const VoiceIdParamsSchema = z.strictObject({ voiceId: VoiceIdSchema });
export const VoiceOwnerParamsSchema = z.strictObject({ memberId: z.string().min(1).max(64) });

export const ReactToVoiceSchema = z.strictObject({
  /** The introduction the member listened to; a replaced one is gone. */
  voiceId: VoiceIdSchema,
  action: z.enum(['like', 'pass']),
  /** A like counts against today's likes, which reset at local midnight. */
  timeZone: TimeZoneSchema,
});
export type ReactToVoice = z.infer<typeof ReactToVoiceSchema>;

export const VoiceReactionResultSchema = z.object({
  action: z.enum(['like', 'pass']),
  matched: z.boolean(),
  matchId: z.string().nullable(),
});
export type VoiceReactionResult = z.infer<typeof VoiceReactionResultSchema>;

export const VoiceDeletedSchema = z.object({ deleted: z.literal(true) });
