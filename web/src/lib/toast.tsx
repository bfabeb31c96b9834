import { toast } from 'sonner';
import type { ToastMessage } from '../../../shared/messages';

/** A button inside the toast, e.g. 'Message' after a match. */
export type ToastAction = { label: string; onClick: () => void };

/** `id`: a later toast with the same id replaces this one instead of stacking. */
export type ToastOptions = { id?: string };

/** A failure toast (the spec's "destructive" style). */
export function showError({ title, description }: ToastMessage, options: ToastOptions = {}) {
  toast.error(title, { description, ...options });
}

export function showSuccess({ title, description }: ToastMessage, action?: ToastAction, options: ToastOptions = {}) {
  toast.success(title, { description, action, ...options });
}

export function showInfo({ title, description }: ToastMessage, action?: ToastAction, options: ToastOptions = {}) {
  toast.info(title, { description, action, ...options });
}

/** Work in progress; a later toast with the same `id` (success or failure) takes its place. */
export function showLoading({ title, description }: ToastMessage, options: ToastOptions = {}) {
  toast.loading(title, { description, ...options });
}

export function dismissToast(id: string) {
  toast.dismiss(id);
}
