import * as z from 'zod';
import { ChosenPasswordSchema, EmailSchema, UsernameSchema } from '../validation/account-fields';

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
