import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/**
 * A panel on the page's soft background. No backdrop blur: behind a 90% white card it showed nothing, yet the
 * browser re-blurred the backdrop of every card on every frame that changed near it, which on a device without
 * a fast GPU cost more than drawing the page (decision 0100).
 */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx('rounded-3xl border border-rose-100/70 bg-white/90 shadow-xl shadow-rose-900/5', className)}
      {...props}
    />
  );
}
