/**
 * One moderation notice, open until the member acknowledges it. Loaded only
 * when there is a notice to show (moderation-notices.tsx), so the dialog's
 * code does not ride along on every member page.
 */
import { Ban, CircleCheck, Clock, ShieldAlert, TriangleAlert } from 'lucide-react';
import { MESSAGES } from '#shared/messages.ts';
import type { Notice } from '#shared/schemas/staff.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal, ModalActions, ModalIcon } from '#web/components/ui/modal.tsx';
import { showError } from '#web/lib/toast.tsx';
import { useAcknowledgeNotice } from '../api/acknowledge-notice';
import { noticeText } from '../lib/notice-text';

const ICONS = {
  warning: TriangleAlert,
  suspension: Clock,
  ban: Ban,
  content_removed: ShieldAlert,
  content_published: CircleCheck,
} as const;
const TONES = {
  warning: 'amber',
  suspension: 'red',
  ban: 'red',
  content_removed: 'amber',
  content_published: 'rose',
} as const;

export default function NoticeDialog({ notice }: { notice: Notice }) {
  const acknowledge = useAcknowledgeNotice();
  const text = noticeText(notice);

  async function onAcknowledge() {
    try {
      await acknowledge.mutateAsync(notice.noticeId);
    } catch {
      showError(MESSAGES.moderation.acknowledgeError);
    }
  }

  return (
    <Modal
      open
      // Read before it goes: Escape, the overlay and the close button do nothing.
      onOpenChange={() => undefined}
      busy
      icon={<ModalIcon icon={ICONS[notice.kind]} tone={TONES[notice.kind]} />}
      title={text.title}
      description={text.description}
    >
      {/* A published photo is good news: no report behind it to keep quiet about, no mistake to contest. */}
      {notice.kind !== 'content_published' && (
        <p className="mt-4 text-sm text-gray-600">
          Our safety team never tells anyone who reported them. If you think this is a mistake, write to us from the
          Contact page.
        </p>
      )}
      <ModalActions>
        <Button onClick={() => void onAcknowledge()} loading={acknowledge.isPending}>
          {notice.kind === 'content_published' ? 'Great' : 'I understand'}
        </Button>
      </ModalActions>
    </Modal>
  );
}
