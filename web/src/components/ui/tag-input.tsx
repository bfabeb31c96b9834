import { clsx } from 'clsx';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { addTag, removeTag } from '../../lib/tag-list';
import { FieldLabel, FieldMessages, controlAttributes, controlClasses } from './field-parts';

export type TagInputProps = {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  maxTags?: number;
  /** Longest entry the schema accepts. */
  maxLength?: number;
  error?: string;
  hint?: ReactNode;
  /** Extra controls under the list, e.g. quick-add toggles. */
  children?: ReactNode;
  className?: string;
};

/**
 * A free-text list: type, then Enter or the plus button to add; x removes.
 * Entries are trimmed and blanks and duplicates ignored (lib/tag-list.ts).
 */
export function TagInput({
  label,
  values,
  onChange,
  placeholder,
  maxTags,
  maxLength = 40,
  error,
  hint,
  children,
  className,
}: TagInputProps) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const full = maxTags !== undefined && values.length >= maxTags;

  function commit() {
    const result = addTag(values, draft, maxTags);
    if (result.added) onChange(result.tags);
    if (result.clearInput) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the entry; it must not submit the surrounding form.
      event.preventDefault();
      commit();
    }
  }

  return (
    <div className={clsx('space-y-2', className)}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="flex gap-2">
        <input
          {...controlAttributes(inputId, error, hint)}
          value={draft}
          maxLength={maxLength}
          disabled={full}
          placeholder={full ? `Up to ${maxTags}` : placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={controlClasses(
            error,
            'h-11 min-w-0 flex-1 rounded-xl border bg-white px-3.5 text-[15px] text-gray-900 shadow-xs transition placeholder:text-gray-400',
            'disabled:bg-gray-50',
          )}
        />
        <button
          type="button"
          onClick={commit}
          disabled={full}
          aria-label={`Add to ${label}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-rose-200 bg-white text-rose-600 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-rose-500 disabled:opacity-50"
        >
          <Plus className="size-5" aria-hidden />
        </button>
      </div>
      {values.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`Selected ${label.toLowerCase()}`}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-rose-50 py-1 pr-1 pl-3 text-sm font-medium text-rose-700 ring-1 ring-rose-100"
            >
              <span className="truncate">{value}</span>
              <button
                type="button"
                onClick={() => onChange(removeTag(values, value))}
                aria-label={`Remove ${value}`}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-rose-500 hover:bg-rose-100 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-rose-500"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {children}
      <FieldMessages id={inputId} error={error} hint={hint} />
    </div>
  );
}
