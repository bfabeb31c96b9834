import * as z from 'zod';

/** Incognito (decision 0067): on, I am shown in discovery, stories and voice only to members I have liked. */
export const UpdateIncognitoSchema = z.strictObject({ on: z.boolean() });
export type UpdateIncognito = z.infer<typeof UpdateIncognitoSchema>;

export const IncognitoSchema = z.object({
  on: z.boolean(),
  /** Whether my plan includes it; off for everyone whose plan does not. */
  available: z.boolean(),
});
export type Incognito = z.infer<typeof IncognitoSchema>;
