/**
 * Toasts. sonner (about 10 KB of code) loads with the first toast, not with the page: most pages show
 * none before the member acts. The shell mounts its Toaster then (ToasterHost); each toast waits for
 * both, in the order they were asked for.
 */
import { PartyPopper, Star } from 'lucide-react';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import type { ToastMessage } from '#shared/messages.ts';
import { loadOnce } from './load-once';

type Toast = (typeof import('sonner'))['toast'];

const loadSonner = loadOnce(() => import('sonner'));

let wanted = false;
const listeners = new Set<() => void>();
let toasterMounted!: () => void;
const mounted = new Promise<void>((resolve) => (toasterMounted = resolve));
let queue: Promise<unknown> = Promise.resolve();

/** Runs `show` once sonner and the shell's Toaster are there, after the toasts asked for before it. */
function withToast(show: (toast: Toast) => void): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  queue = queue
    .then(() => Promise.all([loadSonner(), mounted]))
    .then(([module]) => show(module.toast))
    .catch((error: unknown) => console.error('Toast not shown', error));
}

const LazyToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function MountedSignal() {
  // Effects run child first: the Toaster beside this has subscribed to sonner's state by now.
  useEffect(() => toasterMounted(), []);
  return null;
}

/** The shell's toaster (rendered once), from the first toast on. Below the fixed 4rem top bar, so a toast never hides the navigation. */
export function ToasterHost() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-center" richColors closeButton offset={{ top: 76 }} mobileOffset={{ top: 72 }} />
      <MountedSignal />
    </Suspense>
  );
}

/** The spec's emoji prefixes, drawn (shared/messages.ts says why). */
const ICONS = {
  star: <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />,
  party: <PartyPopper className="size-4 text-rose-600" aria-hidden />,
} as const;

const iconOf = (message: ToastMessage) => (message.icon ? { icon: ICONS[message.icon] } : {});

/** A button inside the toast, e.g. 'Message' after a match. */
export type ToastAction = { label: string; onClick: () => void };

/** `id`: a later toast with the same id replaces this one instead of stacking. */
export type ToastOptions = { id?: string; duration?: number };

/** A failure toast (the spec's "destructive" style). */
export function showError({ title, description }: ToastMessage, options: ToastOptions = {}) {
  withToast((toast) => toast.error(title, { description, ...options }));
}

export function showSuccess(message: ToastMessage, action?: ToastAction, options: ToastOptions = {}) {
  withToast((toast) =>
    toast.success(message.title, { description: message.description, action, ...iconOf(message), ...options }),
  );
}

export function showInfo(message: ToastMessage, action?: ToastAction, options: ToastOptions = {}) {
  withToast((toast) =>
    toast.info(message.title, { description: message.description, action, ...iconOf(message), ...options }),
  );
}

/** Work in progress; a later toast with the same `id` (success or failure) takes its place. */
export function showLoading({ title, description }: ToastMessage, options: ToastOptions = {}) {
  withToast((toast) => toast.loading(title, { description, ...options }));
}

export function dismissToast(id: string) {
  withToast((toast) => toast.dismiss(id));
}

/** A mutation's callbacks that tell the member whether a save went through. */
export function saveToasts(saved: ToastMessage, failed: ToastMessage) {
  return { onSuccess: () => showSuccess(saved), onError: () => showError(failed) };
}
