import type { LucideIcon } from 'lucide-react';
import { Button } from './button';
import { Modal, ModalActions, ModalCancel, ModalIcon, type ModalProps } from './modal';

export type ConfirmDialogProps = Pick<ModalProps, 'open' | 'onOpenChange' | 'title' | 'description'> & {
  icon: LucideIcon;
  tone: 'rose' | 'red';
  confirmLabel: string;
  /** A request is in flight: the dialog cannot be dismissed and the action shows a spinner. */
  busy: boolean;
  onConfirm: () => void;
};

/** Asks before a destructive action: Cancel, or the danger button that does it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  tone,
  confirmLabel,
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      icon={<ModalIcon icon={icon} tone={tone} />}
      title={title}
      description={description}
    >
      <ModalActions>
        <ModalCancel disabled={busy} />
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
