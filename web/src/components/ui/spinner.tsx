import { clsx } from 'clsx';
import { Loader2 } from 'lucide-react';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <Loader2 className={clsx('animate-spin', className)} aria-hidden={label ? undefined : true} aria-label={label} />
  );
}

/** A full-area placeholder while a page decides what to show. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-rose-500" role="status" aria-label="Loading">
      <Spinner className="size-8" />
    </div>
  );
}
