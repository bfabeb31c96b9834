import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx(
        'rounded-3xl border border-rose-100/70 bg-white/90 shadow-xl shadow-rose-900/5 backdrop-blur',
        className,
      )}
      {...props}
    />
  );
}
