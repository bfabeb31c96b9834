import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { SelectOption } from './select-field';

export type CheckboxGroupProps = {
  legend: string;
  options: readonly SelectOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  className?: string;
};

/**
 * A fieldset of real checkboxes styled as pills: each is a labelled
 * `input[type=checkbox]`, so getByRole('checkbox', { name }) and the keyboard work.
 * The order of `values` follows the options, whatever order they were ticked in.
 */
export function CheckboxGroup({ legend, options, values, onChange, className }: CheckboxGroupProps) {
  function toggle(value: string, checked: boolean) {
    const next = new Set(values);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(options.map((option) => option.value).filter((item) => next.has(item)));
  }
  return (
    <fieldset className={clsx('space-y-2', className)}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-2 pt-1">
        {options.map((option) => {
          const checked = values.includes(option.value);
          return (
            <label
              key={option.value}
              className={clsx(
                'relative inline-flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-medium transition-colors select-none',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-500',
                checked
                  ? 'border-rose-300 bg-rose-50 text-rose-700'
                  : 'border-gray-200 bg-white text-gray-700 hover:border-rose-200',
              )}
            >
              <input
                type="checkbox"
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span
                className={clsx(
                  'flex size-4 items-center justify-center rounded border',
                  checked ? 'border-rose-500 bg-rose-500 text-white' : 'border-gray-300 bg-white',
                )}
                aria-hidden
              >
                {checked && <Check className="size-3" strokeWidth={3} />}
              </span>
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
