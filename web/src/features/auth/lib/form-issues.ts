/**
 * Turns shared form-schema failures (shared/validation/auth.ts) into what the
 * auth screens show: field errors for sign-in and sign-up, and the spec's
 * toasts for the password-reset form (core spec "Validation rules").
 */
import type { z } from 'zod';
import { MESSAGES, type ToastMessage } from '#shared/messages.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field. */
export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const result: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && result[key] === undefined) result[key] = issue.message;
  }
  return result as FieldErrors<K>;
}

/**
 * The reset form's toast: a short password first, then a mismatch (the
 * spec's order), then a malformed code.
 */
export function resetFormToast(error: z.ZodError): ToastMessage {
  const passwordIssue = error.issues.find((issue) => issue.path[0] === 'password');
  if (passwordIssue) {
    return passwordIssue.code === 'too_small'
      ? MESSAGES.auth.passwordTooShort
      : MESSAGES.auth.updateFailed(passwordIssue.message);
  }
  if (error.issues.some((issue) => issue.path[0] === 'confirmPassword')) return MESSAGES.auth.passwordsDoNotMatch;
  const codeIssue = error.issues.find((issue) => issue.path[0] === 'code');
  if (codeIssue) return MESSAGES.auth.updateFailed(codeIssue.message);
  return MESSAGES.generic.error;
}
