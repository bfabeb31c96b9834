import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';
import { FieldError, FieldLabel, controlAttributes, controlClasses } from './field-parts';

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
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <div className="relative">
        <select
          {...controlAttributes(selectId, error)}
          value={value}
          onChange={(event) => onValueChange(event.target.value as V)}
          className={controlClasses(
            error,
            'h-11 w-full appearance-none rounded-xl border bg-white pr-10 pl-3.5 text-[15px] text-gray-900 shadow-xs transition',
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
      <FieldError id={selectId} error={error} />
    </div>
  );
}
