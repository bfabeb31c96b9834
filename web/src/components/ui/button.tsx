import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
type Size = 'sm' | 'md' | 'lg' | 'icon';

const variants: Record<Variant, string> = {
  // rose-600 and pink-600: white text keeps AA contrast (4.5:1) across the gradient; the 500s fall short.
  primary:
    'bg-gradient-to-r from-rose-600 to-pink-600 text-white shadow-sm shadow-rose-500/25 hover:from-rose-700 hover:to-pink-700',
  secondary: 'border border-rose-200 bg-white text-rose-700 hover:bg-rose-50',
  ghost: 'text-gray-700 hover:bg-rose-50 hover:text-rose-700',
  link: 'text-rose-600 underline-offset-4 hover:underline',
  danger: 'bg-red-600 text-white shadow-sm shadow-red-600/25 hover:bg-red-700',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'size-10',
};

/** Class names for anything that should look like a button (links included). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: Variant; size?: Size; className?: string } = {}) {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500',
    'disabled:pointer-events-none disabled:opacity-60',
    variant !== 'link' && sizes[size],
    variants[variant],
    className,
  );
}

/** `ref` included: React 19 passes it as a prop. */
export type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  size?: Size;
  /** Disables the button and shows a spinner; the label stays, so it keeps its accessible name. */
  loading?: boolean;
};

export function Button({
  variant,
  size,
  loading,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
