import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <Loader2 className={clsx('animate-spin', className)} aria-hidden={label ? undefined : true} aria-label={label} />
  );
}

/** A spinner centred in a panel or card while its part loads; `label` says what is loading. */
export function AreaSpinner({ label, className }: { label: string; className: string }) {
  return (
    <div className={clsx('flex justify-center text-rose-500', className)} role="status" aria-label={label}>
      <Spinner className="size-6" />
    </div>
  );
}

/**
 * A full-area placeholder while a page decides what to show. It fills the screen below the top bar, so that
 * nothing after it (the site footer, a page's later cards) is on screen to be pushed down when the page
 * arrives: the member's home moved its footer that way (CLS 0.42, decision 0060).
 */
export function PageSpinner() {
  return (
    <div
      className="flex min-h-[calc(100dvh-4rem)] items-center justify-center text-rose-500"
      role="status"
      aria-label="Loading"
    >
      <Spinner className="size-8" />
    </div>
  );
}
