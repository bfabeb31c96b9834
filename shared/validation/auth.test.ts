import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  ConfirmationCodeSchema,
  EmailSchema,
  NewPasswordSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from './auth';

const v = MESSAGES.validation;
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('EmailSchema', () => {
  it('trims and lower-cases', () => {
    expect(EmailSchema.parse('  Ana.Lee@Example.COM ')).toBe('ana.lee@example.com');
  });

  it('says "required" for an empty or blank email, and "invalid" for a malformed one', () => {
    expect(firstMessage(EmailSchema.safeParse(''))).toBe(v.emailRequired);
    expect(firstMessage(EmailSchema.safeParse('   '))).toBe(v.emailRequired);
    expect(firstMessage(EmailSchema.safeParse('ana@'))).toBe(v.emailInvalid);
  });
});

describe('SignUpSchema', () => {
  it('normalises a valid sign-up', () => {
    expect(SignUpSchema.parse({ username: '  ana  ', email: 'ANA@example.com', password: ' tram-secret ' })).toEqual({
      username: 'ana',
      email: 'ana@example.com',
      // Passwords are not trimmed.
      password: ' tram-secret ',
    });
  });

  it('requires a username', () => {
    const result = SignUpSchema.safeParse({ username: '   ', email: 'ana@example.com', password: 'tram-secret' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['username']);
  });

  it('requires at least 6 password characters (core spec "Business constants and limits")', () => {
    expect(SignUpSchema.safeParse({ username: 'ana', email: 'ana@example.com', password: '9x4k2q' }).success).toBe(
      true,
    );
    const short = SignUpSchema.safeParse({ username: 'ana', email: 'ana@example.com', password: '12345' });
    expect(firstMessage(short)).toBe('Password must be at least 6 characters long.');
  });

  it('limits the username length', () => {
    expect(
      SignUpSchema.safeParse({ username: 'a'.repeat(31), email: 'ana@example.com', password: 'tram-secret' }).success,
    ).toBe(false);
  });
});

describe('SignInSchema', () => {
  it('accepts any non-empty password, even shorter than the sign-up minimum', () => {
    expect(SignInSchema.safeParse({ email: 'ana@example.com', password: '1' }).success).toBe(true);
  });

  it('requires email and password', () => {
    const result = SignInSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', v.emailRequired],
      ['password', v.passwordRequired],
    ]);
  });
});

describe('ConfirmationCodeSchema', () => {
  it('drops spaces from a pasted code', () => {
    expect(ConfirmationCodeSchema.parse(' 123 456 ')).toBe('123456');
  });

  it('needs exactly 6 digits', () => {
    expect(firstMessage(ConfirmationCodeSchema.safeParse(''))).toBe(v.codeRequired);
    expect(firstMessage(ConfirmationCodeSchema.safeParse('12345'))).toBe(v.codeInvalid);
    expect(firstMessage(ConfirmationCodeSchema.safeParse('12345a'))).toBe(v.codeInvalid);
  });
});

describe('NewPasswordSchema and ResetPasswordSchema', () => {
  it('rejects a password under 6 characters', () => {
    expect(NewPasswordSchema.safeParse('abcde').success).toBe(false);
    expect(NewPasswordSchema.safeParse('qxzvbw').success).toBe(true);
  });

  it('reports a mismatch on confirmPassword', () => {
    const result = ResetPasswordSchema.safeParse({
      code: '123456',
      password: 'tram-secret-1',
      confirmPassword: 'tram-secret-2',
    });
    expect(result.error?.issues).toMatchObject([{ path: ['confirmPassword'], message: v.passwordsDoNotMatch }]);
  });

  it('accepts matching passwords and returns the cleaned code', () => {
    expect(
      ResetPasswordSchema.parse({ code: '123 456', password: 'tram-secret-1', confirmPassword: 'tram-secret-1' }),
    ).toEqual({
      code: '123456',
      password: 'tram-secret-1',
      confirmPassword: 'tram-secret-1',
    });
  });
});
