import { clsx } from 'clsx';
import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldLabel, controlAttributes, controlClasses } from './field-parts';

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
      <FieldLabel htmlFor={textareaId}>{label}</FieldLabel>
      <textarea
        {...controlAttributes(textareaId, error)}
        value={value}
        maxLength={maxLength}
        className={controlClasses(
          error,
          'block min-h-28 w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-[15px] text-gray-900 shadow-xs transition placeholder:text-gray-400',
        )}
        {...props}
      />
      <div className="flex justify-between gap-4">
        {error ? <FieldError id={textareaId} error={error} /> : <span />}
        {showCount && maxLength !== undefined && (
          <span className="text-xs text-gray-600 tabular-nums">
            {length} / {maxLength}
          </span>
        )}
      </div>
    </div>
  );
}
