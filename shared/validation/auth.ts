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
import { ChosenPasswordSchema, CONFIRMATION_CODE_PATTERN, EmailSchema, PasswordSchema } from './account-fields';
import { SignUpRequestSchema } from '../schemas/sign-up';

export {
  CONFIRMATION_CODE_PATTERN,
  EmailSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PasswordSchema,
  USERNAME_MAX_LENGTH,
  UsernameSchema,
} from './account-fields';

const v = MESSAGES.validation;

/** A password being chosen: sign-up and reset. Common and breached passwords are refused (NIST SP 800-63B). */
export const NewPasswordSchema = ChosenPasswordSchema.refine((password) => !isCommonPassword(password), {
  error: v.passwordTooCommon,
  abort: true,
});

export const ConfirmationCodeSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: v.codeRequired }).regex(CONFIRMATION_CODE_PATTERN, { error: v.codeInvalid }));

export const SignInSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignInInput = z.infer<typeof SignInSchema>;

/** The route's fields (shared/schemas/sign-up.ts), with the common-password check only the form carries. */
export const SignUpSchema = SignUpRequestSchema.extend({ password: NewPasswordSchema });
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
