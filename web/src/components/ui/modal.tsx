import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X, type LucideIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from './button';

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
  /**
   * Buttons pinned at the foot: the body scrolls between them and the title,
   * so on a short phone screen the actions stay in view (the upgrade dialog's
   * plan list is taller than 390×844 allows). Without it, the whole panel
   * scrolls and children place their own ModalActions.
   */
  actions?: ReactNode;
};

const widths = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-2xl' } as const;

/**
 * A Radix dialog with the app's look: focus is trapped and returned to what
 * opened it, Escape closes, the page behind does not scroll. Long content
 * scrolls inside the panel, so small screens reach every button.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  size = 'md',
  busy,
  actions,
}: ModalProps) {
  const pinned = actions !== undefined;
  const panel = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next && busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-900/60" />
        <Dialog.Content
          ref={panel}
          // Pinned, the first tabbable element is the scrolling body: focus the panel instead, so the list opens without a ring around it.
          onOpenAutoFocus={
            pinned
              ? (event) => {
                  event.preventDefault();
                  panel.current?.focus();
                }
              : undefined
          }
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white shadow-2xl focus:outline-none',
            pinned ? 'flex flex-col overflow-hidden' : 'overflow-y-auto p-6 sm:p-8',
            widths[size],
          )}
        >
          {/* The right padding keeps the title clear of the close button (right-4, size-9). */}
          <div
            className={clsx(
              'flex shrink-0 items-start gap-4',
              pinned ? 'pt-6 pr-14 pb-4 pl-6 sm:pt-8 sm:pr-16 sm:pl-8' : 'pr-8',
            )}
          >
            {icon}
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-gray-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description>
            </div>
          </div>
          {pinned ? (
            <>
              {/* Focusable, so the keyboard can scroll it in every browser (Safari does not make scrollers focusable). */}
              <div
                className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pb-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-rose-500 sm:px-8"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller the keyboard must reach (axe: scrollable-region-focusable)
                tabIndex={0}
                data-testid="modal-body"
              >
                {children}
              </div>
              <ModalActions className="shrink-0 border-t border-gray-100 px-6 py-4 sm:px-8">{actions}</ModalActions>
            </>
          ) : (
            children
          )}
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

/** The row of buttons at the foot of a modal; the main action last (right, or top on phones). A `className` replaces the default top margin. */
export function ModalActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className ?? 'mt-6')}>
      {children}
    </div>
  );
}

/** A button that closes the dialog (Cancel). */
export const ModalClose = Dialog.Close;

/** 'Cancel': closes the dialog; disabled while its request runs, so the answer is not lost. */
export function ModalCancel({ disabled }: { disabled?: boolean }) {
  return (
    <ModalClose asChild>
      <Button variant="ghost" disabled={disabled}>
        Cancel
      </Button>
    </ModalClose>
  );
}

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
