import { clsx } from 'clsx';

/**
 * A pulsing block that holds a part's place while it loads. It is a status region named for what is
 * loading: a plain <div> may not carry a name (axe's aria-prohibited-attr), and a nameless placeholder
 * tells a screen reader nothing.
 */
export function Skeleton({ label, className }: { label: string; className: string }) {
  return (
    <div
      className={clsx('animate-pulse rounded-2xl bg-rose-50', className)}
      role="status"
      aria-label={label}
      aria-busy="true"
    />
  );
}
