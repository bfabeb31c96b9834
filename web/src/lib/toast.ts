import { toast } from 'sonner';
import type { ToastMessage } from '../../../shared/messages';

/** A failure toast (the spec's "destructive" style). */
export function showError({ title, description }: ToastMessage) {
  toast.error(title, { description });
}

export function showSuccess({ title, description }: ToastMessage) {
  toast.success(title, { description });
}

export function showInfo({ title, description }: ToastMessage) {
  toast.info(title, { description });
}
