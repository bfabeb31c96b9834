import * as z from 'zod';
import { freeText } from './text';

export const BlockMemberSchema = z.strictObject({ memberId: z.string().min(1).max(64) });
export const BlockedSchema = z.object({ blocked: z.literal(true) });

export const REPORT_CATEGORIES = [
  'fake_profile',
  'inappropriate_content',
  'harassment',
  'scam',
  'underage',
  'other',
] as const;
export const REPORT_CATEGORY_LABELS: Record<(typeof REPORT_CATEGORIES)[number], string> = {
  fake_profile: 'Fake profile or catfishing',
  inappropriate_content: 'Inappropriate photos or content',
  harassment: 'Harassment or hate',
  scam: 'Scam, spam or selling',
  underage: 'Appears to be under 18',
  other: 'Something else',
};

export const ReportMemberSchema = z
  .strictObject({
    memberId: z.string().min(1).max(64),
    category: z.enum(REPORT_CATEGORIES),
    note: freeText('paragraph', z.string().max(1000)).optional(),
    /** Block in the same step, so the reporter never sees them again. */
    alsoBlock: z.boolean().default(false),
    /** What is reported is one of their stories (ULID); moderators get a copy of it with the report. */
    storyId: z
      .string()
      .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/)
      .optional(),
    /**
     * What is reported is our conversation: moderators get their recent
     * messages in it, or `messageId`, the one message (decision 0023).
     */
    matchId: z
      .string()
      .regex(/^[0-9a-f]{32}$/)
      .optional(),
    messageId: z
      .string()
      .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/)
      .optional(),
    /**
     * What is reported is their like's comment to me (issue 28), before any conversation:
     * moderators get the comment as they get a reported message.
     */
    likeComment: z.literal(true).optional(),
    /**
     * What is reported is one of their profile photos (issue 27): moderators get that photo as the
     * evidence. Only a photo the reporter can see now (decision 0073).
     */
    photoId: z.string().min(1).max(64).optional(),
  })
  .refine((report) => !report.messageId || report.matchId, {
    message: 'A reported message needs its conversation',
    path: ['matchId'],
  })
  .refine((report) => !report.photoId || !(report.storyId || report.matchId || report.likeComment), {
    message: 'A report is about one thing: a photo, a story or a conversation',
    path: ['photoId'],
  });
export const ReportedSchema = z.object({ reportId: z.string(), blocked: z.boolean() });
