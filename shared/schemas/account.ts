import * as z from 'zod';
import { MessageSchema } from './chat';

/** The word a member types to confirm deleting their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const DeleteAccountSchema = z.strictObject({
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: `Type ${DELETE_CONFIRMATION_WORD} to confirm` }),
});

export const AccountDeletedSchema = z.object({ deleted: z.literal(true) });

/** The export is everything stored about the member; its shape follows the data model, so it is open. */
export const DataExportSchema = z.object({
  exportedAt: z.string(),
  memberId: z.string(),
  profile: z.record(z.string(), z.unknown()),
  photos: z.array(z.object({ id: z.string(), url: z.string(), thumbUrl: z.string() })),
  items: z.array(z.record(z.string(), z.unknown())),
  /** The messages I wrote, in every conversation I still have. */
  messages: z.array(MessageSchema),
});
