import type { Notice } from '#shared/schemas/staff.ts';
import { acknowledgeNotice as writeAcknowledgement, listOpenNotices, type NoticeRecord } from '../../db/moderation';
import { notFound } from '../../lib/errors';

export const presentNotice = (notice: NoticeRecord): Notice => ({
  noticeId: notice.noticeId,
  kind: notice.kind,
  reason: notice.reason,
  createdAt: notice.createdAt,
  until: notice.until ?? null,
  subject: notice.subject ?? null,
});

/** What the member has not acknowledged yet, oldest first: shown on their next visit (and pushed live). */
export async function openNotices(memberId: string): Promise<Notice[]> {
  return (await listOpenNotices(memberId)).map(presentNotice);
}

export async function acknowledgeNotice(
  memberId: string,
  noticeId: string,
  now = new Date(),
): Promise<{ acknowledged: true }> {
  if (!(await writeAcknowledgement(memberId, noticeId, now))) throw notFound('Notice');
  return { acknowledged: true };
}
