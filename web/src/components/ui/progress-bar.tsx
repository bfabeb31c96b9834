import { clsx } from 'clsx';

export type ProgressBarProps = {
  /** 0 to 100; clamped. */
  percent: number;
  label: string;
  className?: string;
  /** Replaces the rose track colour (two background utilities on one element would fight). */
  trackClassName?: string;
  /** Replaces the rose gradient of the filled part. */
  barClassName?: string;
};

export function ProgressBar({
  percent,
  label,
  className,
  trackClassName = 'bg-rose-100',
  barClassName = 'bg-gradient-to-r from-rose-500 to-pink-500',
}: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={clsx('h-2 w-full overflow-hidden rounded-full', trackClassName, className)}
    >
      <div
        className={clsx('h-full rounded-full transition-[width] duration-300', barClassName)}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
