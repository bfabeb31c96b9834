import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; always give one, so the dialog says what it is for. */
  description: ReactNode;
  /** Shown beside the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Tailwind max-width class of the panel; max-w-md by default. */
  size?: 'md' | 'lg' | 'xl';
  /** While true, Escape, the overlay and the close button do nothing (a request is in flight). */
  busy?: boolean;
};

const widths = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-2xl' } as const;

/**
 * A Radix dialog with the app's look: focus is trapped and returned to what
 * opened it, Escape closes, the page behind does not scroll. Long content
 * scrolls inside the panel, so small screens reach every button.
 */
export function Modal({ open, onOpenChange, title, description, icon, children, size = 'md', busy }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next && busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-900/50 backdrop-blur-sm" />
        <Dialog.Content
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8',
            widths[size],
          )}
        >
          <div className="flex items-start gap-4 pr-8">
            {icon}
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-gray-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description>
            </div>
          </div>
          {children}
          <Dialog.Close
            disabled={busy}
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-rose-500 disabled:opacity-50"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The row of buttons at the foot of a modal; the main action last (right, or top on phones). */
export function ModalActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}

/** A button that closes the dialog (Cancel). */
export const ModalClose = Dialog.Close;

const iconTones = {
  rose: 'bg-rose-100 text-rose-600',
  red: 'bg-red-100 text-red-600',
  amber: 'bg-amber-100 text-amber-600',
} as const;

/** The round badge beside a modal's title; the tone says how serious the action is. */
export function ModalIcon({ icon: Icon, tone }: { icon: LucideIcon; tone: keyof typeof iconTones }) {
  return (
    <span className={clsx('flex size-11 shrink-0 items-center justify-center rounded-full', iconTones[tone])}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
