/**
 * What a moderator's action tells the member (issue 12; decision 0023): each
 * notice /me holds (a warning, a suspension, removed content, a ban) opens
 * in turn with the moderator's reason until the member acknowledges it; a
 * pushed notice arrives the same way (the shell refetches /me). While
 * suspended, a banner says until when and why, on every page. This sits in
 * the member runtime, so the dialog itself loads only when there is a notice.
 */
import { Clock } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useMe } from '../../../lib/me';
import { noticeText } from '../lib/notice-text';

const NoticeDialog = lazy(() => import('./notice-dialog'));

export function ModerationNotices() {
  const { data: me } = useMe();
  if (!me) return null;
  const notice = me.notices[0];
  return (
    <>
      {me.suspension && (
        <div className="fixed inset-x-3 bottom-3 z-30 mx-auto max-w-2xl rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 shadow-lg ring-1 ring-amber-300" role="status" data-testid="suspension-banner">
          <p className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{noticeText({ kind: 'suspension', reason: me.suspension.reason, until: me.suspension.until, subject: null }).description}</span>
          </p>
        </div>
      )}
      {notice && (
        <Suspense fallback={null}>
          <NoticeDialog key={notice.noticeId} notice={notice} />
        </Suspense>
      )}
    </>
  );
}
