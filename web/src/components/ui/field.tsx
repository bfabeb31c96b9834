import * as LabelPrimitive from '@radix-ui/react-label';
import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the input and announced with it. */
  error?: string;
  hint?: ReactNode;
  icon?: ReactNode;
};

/** A labelled input: the label is always present, so getByLabel finds every field. */
export function Field({ label, error, hint, icon, id, className, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <LabelPrimitive.Root htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </LabelPrimitive.Root>
      <div className="relative">
        {icon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-400">{icon}</span>
        )}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            'h-11 w-full rounded-xl border bg-white px-3.5 text-[15px] text-gray-900 shadow-xs transition placeholder:text-gray-400',
            'focus:border-rose-400 focus:ring-4 focus:ring-rose-100 focus:outline-none',
            icon && 'pl-10',
            error ? 'border-red-400' : 'border-gray-200',
          )}
          {...props}
        />
      </div>
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
