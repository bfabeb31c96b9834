import * as LabelPrimitive from '@radix-ui/react-label';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * What every labelled control (input, select, textarea, tag list) shares: the label above, the error or hint under it,
 * and the attributes that tie them together so a screen reader reads the message with the control.
 */

/** The ids of the message a control is described by: the error when there is one, else the hint. */
export function describedBy(id: string, error: string | undefined, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** The accessibility attributes of a control with the given id, error and hint. */
export function controlAttributes(id: string, error: string | undefined, hint?: ReactNode) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hint) } as const;
}

/** The border and focus ring of a control: red while it has an error. */
export function controlClasses(error: string | undefined, ...shape: string[]): string {
  return clsx(
    ...shape,
    'focus:border-rose-400 focus:ring-4 focus:ring-rose-100 focus:outline-none',
    error ? 'border-red-400' : 'border-gray-200',
  );
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <LabelPrimitive.Root htmlFor={htmlFor} className="text-sm font-medium text-gray-800">
      {children}
    </LabelPrimitive.Root>
  );
}

/** The hint (only while there is no error) and the error, under a control. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-xs font-medium text-red-600">
      {error}
    </p>
  );
}
