/**
 * What a moderator's action tells the member (issue 12; decision 0023): each
 * notice /me holds (a warning, a suspension, removed content, a ban) opens
 * in turn with the moderator's reason until the member acknowledges it; a
 * pushed notice arrives the same way (the shell refetches /me). While
 * suspended, a banner says until when and why, on every page.
 */
import { Ban, Clock, ShieldAlert, TriangleAlert } from 'lucide-react';
import { MESSAGES } from '../../../../../shared/messages';
import type { Notice } from '../../../../../shared/schemas/staff';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions, ModalIcon } from '../../../components/ui/modal';
import { useMe } from '../../../lib/me';
import { showError } from '../../../lib/toast';
import { useAcknowledgeNotice } from '../api/acknowledge-notice';
import { noticeText } from '../lib/notice-text';

export function ModerationNotices() {
  const { data: me } = useMe();
  const acknowledge = useAcknowledgeNotice();
  if (!me) return null;
  const notice: Notice | undefined = me.notices[0];

  async function onAcknowledge(noticeId: string) {
    try {
      await acknowledge.mutateAsync(noticeId);
    } catch {
      showError(MESSAGES.moderation.acknowledgeError);
    }
  }

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
        <Modal
          open
          onOpenChange={() => undefined}
          busy
          icon={<ModalIcon icon={ICONS[notice.kind]} tone={notice.kind === 'warning' || notice.kind === 'content_removed' ? 'amber' : 'red'} />}
          title={noticeText(notice).title}
          description={noticeText(notice).description}
        >
          <p className="mt-4 text-sm text-gray-600">
            Our safety team never tells anyone who reported them. If you think this is a mistake, write to us from the Contact page.
          </p>
          <ModalActions>
            <Button onClick={() => void onAcknowledge(notice.noticeId)} loading={acknowledge.isPending}>
              I understand
            </Button>
          </ModalActions>
        </Modal>
      )}
    </>
  );
}

const ICONS = { warning: TriangleAlert, suspension: Clock, ban: Ban, content_removed: ShieldAlert } as const;
