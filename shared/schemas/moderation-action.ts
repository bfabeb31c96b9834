/**
 * What a moderator's action on a member takes and answers (decision 0023), apart from the rest of the
 * staff console's schemas: the moderation function builds these and none of the queue's, the case's or
 * Elite's at its cold start (docs/decisions/0087-cold-start-moderation-and-upload-forms.md).
 */
import * as z from 'zod';
import { MODERATION_ACTIONS, REASON_MAX, REASON_MIN, SUSPENSION_DAYS } from '../moderation/rules';
import { freeText } from './text';
import { UlidSchema } from './ulid';

export const MemberIdParamsSchema = z.strictObject({ memberId: z.string().min(1).max(64) });

const reason = freeText(
  'paragraph',
  z.string().min(REASON_MIN, `Give a reason (at least ${REASON_MIN} characters)`).max(REASON_MAX),
);

export const ModerationActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('dismiss'), reason }),
  z.strictObject({ action: z.literal('remove_photo'), reason, photoId: z.string().min(1).max(64) }),
  z.strictObject({ action: z.literal('remove_story'), reason, storyId: UlidSchema }),
  z.strictObject({ action: z.literal('remove_voice'), reason }),
  z.strictObject({ action: z.literal('warn'), reason }),
  z.strictObject({
    action: z.literal('suspend'),
    reason,
    days: z.number().int().min(SUSPENSION_DAYS.min).max(SUSPENSION_DAYS.max),
  }),
  z.strictObject({ action: z.literal('ban'), reason }),
  z.strictObject({ action: z.literal('blur_photo'), reason, photoId: z.string().min(1).max(64) }),
  z.strictObject({ action: z.literal('unblur_photo'), reason, photoId: z.string().min(1).max(64) }),
  z.strictObject({ action: z.literal('blur_story'), reason, storyId: UlidSchema }),
  z.strictObject({ action: z.literal('unblur_story'), reason, storyId: UlidSchema }),
  // The id the upload ticket minted (a ULID) for a photo or a story the screening held back (decision 0082).
  // One of the two: a discriminated union takes one option per action, so the choice is refined.
  z
    .strictObject({
      action: z.literal('publish_held'),
      reason,
      heldPhotoId: UlidSchema.optional(),
      heldStoryId: UlidSchema.optional(),
    })
    .refine((input) => (input.heldPhotoId === undefined) !== (input.heldStoryId === undefined), {
      message: 'Name either heldPhotoId or heldStoryId',
      path: ['heldStoryId'],
    }),
]);
export type ModerationActionInput = z.infer<typeof ModerationActionSchema>;

export const ModerationResultSchema = z.object({
  auditId: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  resolvedReports: z.number().int(),
});
