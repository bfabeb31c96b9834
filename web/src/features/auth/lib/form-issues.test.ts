import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { ResetPasswordSchema, SignUpSchema } from '#shared/validation/auth.ts';
import { fieldErrors, resetFormToast } from './form-issues';

function resetToast(values: { code: string; password: string; confirmPassword: string }) {
  const parsed = ResetPasswordSchema.safeParse(values);
  if (parsed.success) throw new Error('expected a failure');
  return resetFormToast(parsed.error);
}

describe('resetFormToast', () => {
  it('reports a short password as Password too short', () => {
    expect(resetToast({ code: '123456', password: '12345', confirmPassword: '12345' })).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
    });
  });

  it('reports a short password before a mismatch', () => {
    expect(resetToast({ code: '123456', password: '123', confirmPassword: 'abc' })).toEqual(
      MESSAGES.auth.passwordTooShort,
    );
  });

  it('reports a mismatch as Passwords do not match', () => {
    expect(resetToast({ code: '123456', password: 'tram-secret-1', confirmPassword: 'tram-secret-2' })).toEqual({
      title: 'Passwords do not match',
      description: 'Please make sure both password fields match.',
    });
  });

  it('reports a malformed code under Update failed', () => {
    expect(resetToast({ code: 'abc', password: 'tram-secret-1', confirmPassword: 'tram-secret-1' })).toEqual({
      title: 'Update failed',
      description: MESSAGES.validation.codeInvalid,
    });
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    const parsed = SignUpSchema.safeParse({ username: ' ', email: 'nope', password: '123' });
    if (parsed.success) throw new Error('expected a failure');
    expect(fieldErrors(parsed.error)).toEqual({
      username: MESSAGES.validation.usernameRequired,
      email: MESSAGES.validation.emailInvalid,
      password: MESSAGES.validation.passwordTooShort,
    });
  });
});
