/**
 * Form schemas for sign-up, sign-in and password reset (core spec "Validation
 * rules"), shared by the web forms and any server code that checks the same
 * input. Values are normalised inside the schemas (trimmed, emails
 * lower-cased), so whoever parses gets the value to send on.
 *
 * Passwords are never trimmed: a leading space is part of a password.
 * cognito-local enforces no password policy, so the minimum length is checked
 * here as well as on the user pool (infra/user-pool-settings.ts).
 */
import * as z from 'zod';
import { MESSAGES } from '../messages';
import { isCommonPassword } from './common-passwords';

/** core spec "Business constants and limits". */
export const PASSWORD_MIN_LENGTH = 6;
/** Ours: the spec gives no maximum; Cognito accepts at most 256 characters. */
export const PASSWORD_MAX_LENGTH = 256;
/** Ours: keeps names readable on cards; the spec gives no limit. */
export const USERNAME_MAX_LENGTH = 30;
/** Cognito sends 6-digit codes (cognito-local too). */
export const CONFIRMATION_CODE_PATTERN = /^\d{6}$/;

const v = MESSAGES.validation;

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: v.emailRequired })
  .pipe(z.email({ error: v.emailInvalid }).max(254, { error: v.emailInvalid }));

export const UsernameSchema = z
  .string()
  .trim()
  .min(1, { error: v.usernameRequired })
  .max(USERNAME_MAX_LENGTH, { error: v.usernameTooLong });

/** Sign-in accepts any non-empty password: old accounts may predate a policy. */
export const PasswordSchema = z
  .string()
  .min(1, { error: v.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong });

/** A password being chosen: sign-up and reset. Common and breached passwords are refused (NIST SP 800-63B). */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: v.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong })
  .refine((password) => !isCommonPassword(password), { error: v.passwordTooCommon, abort: true });

export const ConfirmationCodeSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: v.codeRequired }).regex(CONFIRMATION_CODE_PATTERN, { error: v.codeInvalid }));

export const SignInSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignInInput = z.infer<typeof SignInSchema>;

export const SignUpSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const ConfirmSignUpSchema = z.object({
  email: EmailSchema,
  code: ConfirmationCodeSchema,
});
export type ConfirmSignUpInput = z.infer<typeof ConfirmSignUpSchema>;

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
});
export type ResetPasswordRequestInput = z.infer<typeof ResetPasswordRequestSchema>;

/**
 * The password-reset form. A too-short password is reported on `password`
 * and a mismatch on `confirmPassword`, the order the spec's toasts come in.
 */
export const ResetPasswordSchema = z
  .object({
    code: ConfirmationCodeSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: v.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;
