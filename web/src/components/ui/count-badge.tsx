import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/** A small rose counter pinned to the corner of an icon or avatar; shows 99+ beyond 99. Rose-600: white text keeps AA contrast. */
export function CountBadge({ count, className, ...props }: { count: number } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={clsx(
        'absolute flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] leading-5 font-bold text-white ring-2 ring-white',
        className,
      )}
      {...props}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
