import * as LabelPrimitive from '@radix-ui/react-label';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';

export type SelectOption<V extends string = string> = { value: V; label: string };

export type SelectFieldProps<V extends string> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  error?: string;
};

/** A labelled native select: keyboard, mobile pickers and getByLabel all work as users expect. */
export function SelectField<V extends string>({
  label,
  value,
  onValueChange,
  options,
  error,
  id,
  className,
  ...props
}: SelectFieldProps<V>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <LabelPrimitive.Root htmlFor={selectId} className="text-sm font-medium text-gray-800">
        {label}
      </LabelPrimitive.Root>
      <div className="relative">
        <select
          id={selectId}
          value={value}
          onChange={(event) => onValueChange(event.target.value as V)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${selectId}-error` : undefined}
          className={clsx(
            'h-11 w-full appearance-none rounded-xl border bg-white pr-10 pl-3.5 text-[15px] text-gray-900 shadow-xs transition',
            'focus:border-rose-400 focus:ring-4 focus:ring-rose-100 focus:outline-none',
            error ? 'border-red-400' : 'border-gray-200',
          )}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 right-3 my-auto size-4 text-gray-400"
          aria-hidden
        />
      </div>
      {error && (
        <p id={`${selectId}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
