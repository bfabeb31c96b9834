import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldLabel, FieldMessages, controlAttributes, controlClasses } from './field-parts';

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
  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="relative">
        {icon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-400">{icon}</span>
        )}
        <input
          {...controlAttributes(inputId, error, hint)}
          className={controlClasses(
            error,
            'h-11 w-full rounded-xl border bg-white px-3.5 text-[15px] text-gray-900 shadow-xs transition placeholder:text-gray-400',
            icon ? 'pl-10' : '',
          )}
          {...props}
        />
      </div>
      <FieldMessages id={inputId} error={error} hint={hint} />
    </div>
  );
}
