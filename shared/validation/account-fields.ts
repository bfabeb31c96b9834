/**
 * The account fields every form and route checks alike, apart from validation/auth.ts so that a route
 * schema can use them without the common-password list (400 KB) landing in every Lambda that reads the
 * route table (decision 0015's bundle budget).
 */
import * as z from 'zod';
import { MESSAGES } from '../messages';

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

/**
 * A password being chosen, as far as the user pool's policy goes (its length). The sign-up form also
 * refuses common passwords (validation/auth.ts); at the route, Cognito does (decision 0054).
 */
export const ChosenPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: v.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: v.passwordTooLong });
