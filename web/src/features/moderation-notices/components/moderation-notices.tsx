/**
 * What a moderator's action tells the member (decision 0023): each
 * notice /me holds (a warning, a suspension, removed content, a ban) opens
 * in turn with the moderator's reason until the member acknowledges it; a
 * pushed notice arrives the same way (the shell refetches /me). While
 * suspended, a banner says until when and why, on every page. This sits in
 * the member runtime, so the dialog itself loads only when there is a notice.
 */
import { Clock, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useMe } from '#web/lib/me.ts';
import { noticeToShow, useAcknowledgedNoticeIds } from '../api/acknowledge-notice';
import { noticeText } from '../lib/notice-text';

const NoticeDialog = lazy(() => import('./notice-dialog'));

export function ModerationNotices() {
  const { data: me } = useMe();
  // The banner covers the foot of the page: the member may hide it (it returns on the next visit while suspended).
  const [bannerHidden, setBannerHidden] = useState(false);
  const acknowledged = useAcknowledgedNoticeIds();
  if (!me) return null;
  const notice = noticeToShow(me.notices, acknowledged);
  return (
    <>
      {me.suspension && !bannerHidden && (
        <div
          className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-2xl items-start gap-2 rounded-2xl bg-amber-50 p-4 pr-2 text-sm text-amber-950 shadow-lg ring-1 ring-amber-300"
          role="status"
          data-testid="suspension-banner"
        >
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p className="flex-1">
            {
              noticeText({
                kind: 'suspension',
                reason: me.suspension.reason,
                until: me.suspension.until,
                subject: null,
              }).description
            }
          </p>
          <button
            type="button"
            onClick={() => setBannerHidden(true)}
            className="-mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
            aria-label="Hide this notice"
          >
            <X className="size-4" aria-hidden />
          </button>
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
