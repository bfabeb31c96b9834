import { useState } from 'react';
import type { ToastMessage } from '#shared/messages.ts';
import { showError, showSuccess } from './toast';

type Parsed = { success: true; data: unknown } | { success: false; errors: object };

/**
 * A form's values and its errors, one per field. `set(key)` is a field's change handler: it stores the value and
 * clears that field's error, since the member is fixing it. `accept(parsed)` takes a parse of the whole form: it shows
 * the parse's field errors (or clears them all) and says whether the form may be saved.
 */
export function useFormFields<V extends object>(initial: () => V) {
  const [form, setForm] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    };

  function accept<P extends Parsed>(parsed: P): parsed is Extract<P, { success: true }> {
    setErrors(parsed.success ? {} : (parsed.errors as Partial<Record<keyof V, string>>));
    return parsed.success;
  }

  /** Saves a valid form with `save`, telling the member how it went; an invalid one only shows its errors. */
  async function submit<P extends Parsed>(
    parsed: P,
    messages: { saved: ToastMessage; saveError: ToastMessage },
    save: (data: Extract<P, { success: true }>['data']) => Promise<void>,
  ) {
    if (!accept(parsed)) {
      showError(messages.saveError);
      return;
    }
    try {
      await save(parsed.data);
      showSuccess(messages.saved);
    } catch {
      showError(messages.saveError);
    }
  }

  return { form, setForm, errors, setErrors, set, accept, submit };
}
