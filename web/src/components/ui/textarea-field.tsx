import * as LabelPrimitive from '@radix-ui/react-label';
import { clsx } from 'clsx';
import { useId, type TextareaHTMLAttributes } from 'react';

export type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  /** Shows "n / max" under the field when maxLength is set. */
  showCount?: boolean;
};

export function TextareaField({
  label,
  error,
  showCount,
  id,
  className,
  maxLength,
  value,
  ...props
}: TextareaFieldProps) {
  const generated = useId();
  const textareaId = id ?? generated;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <LabelPrimitive.Root htmlFor={textareaId} className="text-sm font-medium text-gray-800">
        {label}
      </LabelPrimitive.Root>
      <textarea
        id={textareaId}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${textareaId}-error` : undefined}
        className={clsx(
          'block min-h-28 w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-[15px] text-gray-900 shadow-xs transition placeholder:text-gray-400',
          'focus:border-rose-400 focus:ring-4 focus:ring-rose-100 focus:outline-none',
          error ? 'border-red-400' : 'border-gray-200',
        )}
        {...props}
      />
      <div className="flex justify-between gap-4">
        {error ? (
          <p id={`${textareaId}-error`} className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : (
          <span />
        )}
        {showCount && maxLength !== undefined && (
          <span className="text-xs text-gray-600 tabular-nums">
            {length} / {maxLength}
          </span>
        )}
      </div>
    </div>
  );
}
