import * as z from 'zod';

/** What the webhook answers once the signature checks out. */
export const WebhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookAck = z.infer<typeof WebhookAckSchema>;
