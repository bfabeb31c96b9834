import { PartyPopper, Star } from 'lucide-react';
import { toast } from 'sonner';
import type { ToastMessage } from '../../../shared/messages';

/** The spec's emoji prefixes, drawn (shared/messages.ts says why). */
const ICONS = {
  star: <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />,
  party: <PartyPopper className="size-4 text-rose-600" aria-hidden />,
} as const;

const iconOf = (message: ToastMessage) => (message.icon ? { icon: ICONS[message.icon] } : {});

/** A button inside the toast, e.g. 'Message' after a match. */
export type ToastAction = { label: string; onClick: () => void };

/** `id`: a later toast with the same id replaces this one instead of stacking. */
export type ToastOptions = { id?: string };

/** A failure toast (the spec's "destructive" style). */
export function showError({ title, description }: ToastMessage, options: ToastOptions = {}) {
  toast.error(title, { description, ...options });
}

export function showSuccess(message: ToastMessage, action?: ToastAction, options: ToastOptions = {}) {
  toast.success(message.title, { description: message.description, action, ...iconOf(message), ...options });
}

export function showInfo(message: ToastMessage, action?: ToastAction, options: ToastOptions = {}) {
  toast.info(message.title, { description: message.description, action, ...iconOf(message), ...options });
}

/** Work in progress; a later toast with the same `id` (success or failure) takes its place. */
export function showLoading({ title, description }: ToastMessage, options: ToastOptions = {}) {
  toast.loading(title, { description, ...options });
}

export function dismissToast(id: string) {
  toast.dismiss(id);
}
