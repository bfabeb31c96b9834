/** The dialog every staff action opens: what it does, its fields (a reason at least), Cancel and the action. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal, ModalActions, ModalCancel, ModalIcon } from '#web/components/ui/modal.tsx';
import { refusalMessage } from '#web/lib/refusal-message.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';

export function StaffFormDialog({
  open,
  onClose,
  busy,
  icon,
  danger,
  title,
  description,
  submitLabel,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  icon: LucideIcon;
  /** Red for what hurts the member most (a ban, a suspension, a rejection); amber otherwise. */
  danger: boolean;
  title: string;
  description: string;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      busy={busy}
      icon={<ModalIcon icon={icon} tone={danger ? 'red' : 'amber'} />}
      title={title}
      description={description}
    >
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <ModalActions>
          <ModalCancel disabled={busy} />
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {submitLabel}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}

/** Runs a staff action, then says it is in the audit log (and closes), or why it failed. */
export async function recordStaffAction(run: () => Promise<unknown>, label: string, done: () => void) {
  try {
    await run();
    showSuccess(MESSAGES.moderation.actionDone(label));
    done();
  } catch (error) {
    showError(MESSAGES.moderation.actionError(refusalMessage(error)));
  }
}
