import * as z from 'zod';
import { freeText } from './text';
import { PhotoSchema } from './profile';
import {
  MAX_POSTER_BYTES,
  MAX_STORY_BYTES,
  normaliseCaption,
  POSTER_CONTENT_TYPE,
  STORY_CAPTION_MAX,
  STORY_CONTENT_TYPES,
  storyMediaTypeOf,
} from '../stories/rules';

/** Story ids are ULIDs. */
export const StoryIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a story id');

/**
 * Trimmed, at most 150 characters; empty becomes null (marketing spec "Validation rules"). The form and the server
 * share it.
 */
export const StoryCaptionSchema = freeText(
  'line',
  z.string().max(STORY_CAPTION_MAX, `Captions are at most ${STORY_CAPTION_MAX} characters`),
)
  .nullish()
  .transform((caption) => normaliseCaption(caption));

export const CreateStoryUploadSchema = z
  .strictObject({
    contentType: z.enum(STORY_CONTENT_TYPES),
    size: z.number().int().min(1).max(MAX_STORY_BYTES, 'Stories must be 10 MB or smaller'),
    caption: StoryCaptionSchema,
    /** A video's poster frame, taken by the browser; images have none. */
    poster: z
      .strictObject({
        contentType: z.literal(POSTER_CONTENT_TYPE),
        size: z.number().int().min(1).max(MAX_POSTER_BYTES),
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    const video = storyMediaTypeOf(value.contentType) === 'video';
    if (video && !value.poster)
      ctx.addIssue({ code: 'custom', path: ['poster'], message: 'A video needs its poster frame' });
    if (!video && value.poster)
      ctx.addIssue({ code: 'custom', path: ['poster'], message: 'Only videos have a poster' });
  });
export type CreateStoryUpload = z.infer<typeof CreateStoryUploadSchema>;

const PresignedPostSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });

export const StoryUploadTicketSchema = z.object({
  storyId: StoryIdSchema,
  media: PresignedPostSchema,
  poster: PresignedPostSchema.nullable(),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
});
export type StoryUploadTicket = z.infer<typeof StoryUploadTicketSchema>;

export const STORY_REJECTION_REASONS = [
  'too_large',
  'empty',
  'not_an_image',
  'not_a_video',
  'unsupported_video',
  'unreadable',
  'bad_poster',
  'limit_reached',
  /** The image or the video's poster was screened explicit (decision 0070): not published, moderators told. */
  'explicit',
] as const;
export type StoryRejectionReason = (typeof STORY_REJECTION_REASONS)[number];

const StoryMediaSchema = z.object({
  id: StoryIdSchema,
  mediaType: z.enum(['image', 'video']),
  /** The image, or the video (MP4 or WebM) with its metadata stripped. */
  mediaUrl: z.string(),
  /** A video's first frame, shown while it loads; null for images. */
  posterUrl: z.string().nullable(),
  /** Small square for the strip. */
  thumbUrl: z.string(),
  caption: z.string().nullable(),
  /** A video's length as measured on the server; null for images. */
  durationSeconds: z.number().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Screened borderline (decision 0070): others see it blurred until they tap to view. */
  blurred: z.boolean().optional(),
  /** An image story's AVIF and WebP copies beside `mediaUrl` (decision 0076); absent for videos. */
  widths: z.array(z.number().int().positive()).optional(),
  /** As a photo's (decision 0073): the real media URLs were given; otherwise they are a neutral placeholder. */
  revealable: z.boolean().optional(),
});

/** One of my stories, with how many members viewed it. */
export const MyStorySchema = StoryMediaSchema.extend({ viewCount: z.number().int().min(0) });
export type MyStory = z.infer<typeof MyStorySchema>;

/** Someone else's story: whether I have seen it, never who else has. */
export const StorySchema = StoryMediaSchema.extend({ viewed: z.boolean() });
export type Story = z.infer<typeof StorySchema>;

export const StoryMemberSchema = z.object({ id: z.string(), fullName: z.string(), photo: PhotoSchema.nullable() });
export type StoryMember = z.infer<typeof StoryMemberSchema>;

/** Another member's active stories, oldest first (the order they are watched in). */
export const StoryGroupSchema = z.object({
  member: StoryMemberSchema,
  isMatch: z.boolean(),
  stories: z.array(StorySchema).min(1),
});
export type StoryGroup = z.infer<typeof StoryGroupSchema>;

export const StoryFeedSchema = z.object({
  /** Me as the viewer shows me on my own stories. */
  me: StoryMemberSchema,
  /** My active stories, oldest first. */
  mine: z.array(MyStorySchema),
  /** Matches first, then by each member's newest story. */
  others: z.array(StoryGroupSchema),
});
export type StoryFeed = z.infer<typeof StoryFeedSchema>;

export const StoryUploadStatusSchema = z.object({
  storyId: StoryIdSchema,
  status: z.enum(['pending', 'ready', 'rejected']),
  reason: z.enum(STORY_REJECTION_REASONS).optional(),
  story: MyStorySchema.optional(),
});
export type StoryUploadStatus = z.infer<typeof StoryUploadStatusSchema>;

export const StoryIdParamsSchema = z.strictObject({ storyId: StoryIdSchema });
export const MemberStoryParamsSchema = z.strictObject({ memberId: z.string().min(1).max(64), storyId: StoryIdSchema });

export const StoryViewRecordedSchema = z.object({ recorded: z.boolean() });
export const StoryDeletedSchema = z.object({ deleted: z.literal(true) });

export const StoryViewersSchema = z.object({
  storyId: StoryIdSchema,
  viewCount: z.number().int().min(0),
  /** Newest view first; members who have since left are not listed. */
  viewers: z.array(z.object({ member: StoryMemberSchema, viewedAt: z.string() })),
});
export type StoryViewers = z.infer<typeof StoryViewersSchema>;
