import * as z from 'zod';
import { MessageSchema } from './chat';

/** The word a member types to confirm deleting their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const DeleteAccountSchema = z.strictObject({
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` }),
});

export const AccountDeletedSchema = z.object({ deleted: z.literal(true) });

/** Sign out everywhere: every session of mine ends, this one included. */
export const SignedOutEverywhereSchema = z.object({ signedOut: z.literal(true) });

/** The export is everything stored about the member; its shape follows the data model, so it is open. */
export const DataExportSchema = z.object({
  exportedAt: z.string(),
  memberId: z.string(),
  profile: z.record(z.string(), z.unknown()),
  photos: z.array(z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() })),
  items: z.array(z.record(z.string(), z.unknown())),
  /** The messages I wrote, in every conversation I still have. */
  messages: z.array(MessageSchema),
  /** Every subscription invoice and one-time purchase, newest first: what, when, how much, and how it stands. Never card data. */
  billingHistory: z.array(
    z.object({
      kind: z.enum(['subscription', 'purchase']),
      description: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      date: z.string(),
      periodStart: z.string().nullable(),
      periodEnd: z.string().nullable(),
    }),
  ),
});
