import { toast } from 'sonner';
import type { ToastMessage } from '../../../shared/messages';

/** A button inside the toast, e.g. 'Message' after a match. */
export type ToastAction = { label: string; onClick: () => void };

/** A failure toast (the spec's "destructive" style). */
export function showError({ title, description }: ToastMessage) {
  toast.error(title, { description });
}

export function showSuccess({ title, description }: ToastMessage, action?: ToastAction) {
  toast.success(title, { description, action });
}

export function showInfo({ title, description }: ToastMessage, action?: ToastAction) {
  toast.info(title, { description, action });
}
