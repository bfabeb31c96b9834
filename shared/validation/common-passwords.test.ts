import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, PasswordSchema } from './auth';
import { isCommonPassword } from './common-passwords';

describe('common and breached passwords', () => {
  it('are recognised whatever their case; ordinary passphrases are not', () => {
    for (const password of ['123456', 'password1', 'QWERTY123', 'iloveyou', 'Dragon'])
      expect(isCommonPassword(password), password).toBe(true);
    for (const password of ['test-pass-123', 'blue tram at dawn', 'demo-pass-2026'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('cannot be chosen at sign-up or reset, with the message the form shows; signing in with one still works', () => {
    const refused = NewPasswordSchema.safeParse('123456');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'This password is too common and easy to guess. Please choose another.',
    ]);
    expect(NewPasswordSchema.safeParse('blue tram at dawn').success).toBe(true);
    expect(PasswordSchema.safeParse('123456').success).toBe(true);
  });
});
