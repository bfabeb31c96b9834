import * as z from 'zod';
import {
  ChosenPasswordSchema,
  CONFIRMATION_CODE_PATTERN,
  EmailSchema,
  UsernameSchema,
} from '../validation/account-fields';
import { MESSAGES } from '../messages';

/**
 * Sign-up through our route (decision 0054): the answer is the same whether or not the address is
 * registered, so it holds only where the code went, masked as Cognito masks it.
 */
export const SignUpAcceptedSchema = z.object({
  destination: z.string(),
  deliveryMedium: z.literal('EMAIL'),
});
export type SignUpAccepted = z.infer<typeof SignUpAcceptedSchema>;

/** The sign-up form's fields, as the route takes them. */
export const SignUpRequestSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: ChosenPasswordSchema,
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

/** "Resend code" on the code screen: only the address; the answer is the same for every address. */
export const ResendSignUpCodeSchema = z.object({ email: EmailSchema });
export type ResendSignUpCodeInput = z.infer<typeof ResendSignUpCodeSchema>;

/**
 * The code screen's "Confirm": the address and its code, through our route too (decision 0054), since
 * Cognito's ConfirmSignUp tells a confirmed address from an unknown one. The form strips spaces first.
 */
export const ConfirmSignUpRequestSchema = z.object({
  email: EmailSchema,
  code: z.string().regex(CONFIRMATION_CODE_PATTERN, { error: MESSAGES.validation.codeInvalid }),
});
export type ConfirmSignUpRequest = z.infer<typeof ConfirmSignUpRequestSchema>;

/** A confirmed account: the browser signs in with the password it still holds. */
export const SignUpConfirmedSchema = z.object({ confirmed: z.literal(true) });
export type SignUpConfirmed = z.infer<typeof SignUpConfirmedSchema>;
