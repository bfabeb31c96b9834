/**
 * A moderation notice, as the member is told it (on /me, until acknowledged). Its own module: /me's
 * schema loads with every member page, and the rest of the staff schemas need not.
 */
import * as z from 'zod';
import { NOTICE_KINDS } from '../moderation/rules';

export const NoticeSchema = z.object({
  noticeId: z.string(),
  kind: z.enum(NOTICE_KINDS),
  /** The moderator's words to the member; never who reported them. */
  reason: z.string(),
  createdAt: z.string(),
  /** A suspension's end. */
  until: z.string().nullable(),
  /** Removed content: what it was ('photo', 'story', 'voice intro'). */
  subject: z.string().nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;
