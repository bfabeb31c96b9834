/** A moderation notice in the member's words: what was done, until when, and the moderator's reason. */
import type { Notice } from '#shared/schemas/staff.ts';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function noticeText(notice: Pick<Notice, 'kind' | 'reason' | 'until' | 'subject'>): {
  title: string;
  description: string;
} {
  switch (notice.kind) {
    case 'warning':
      return { title: 'A warning from our safety team', description: `Reason: ${notice.reason}` };
    case 'suspension':
      return {
        title: 'Your account is suspended',
        description: `Your account is suspended${notice.until ? ` until ${day(notice.until)}` : ''}. Until then you are hidden and cannot like, message or post. Reason: ${notice.reason}`,
      };
    case 'ban':
      return { title: 'Your account has been closed', description: `Reason: ${notice.reason}` };
    case 'content_removed':
      return { title: `Your ${notice.subject ?? 'content'} was removed`, description: `Reason: ${notice.reason}` };
    // A held photo or story a moderator published (decision 0082): good news, with the moderator's words.
    case 'content_published':
      return {
        title: `Your ${notice.subject ?? 'photo'} was reviewed and published`,
        description: `A moderator looked at it and it is now ${notice.subject === 'story' ? 'in your stories' : 'on your profile'}. ${notice.reason}`,
      };
  }
}
