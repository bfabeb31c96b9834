import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import * as z from 'zod/mini';
import { env } from './env';

/** Empty strings are what the stack's placeholder secret holds until the operator fills it. */
const VapidKeysSchema = z.object({ publicKey: z.string(), privateKey: z.string() });
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The stage's VAPID keys (decision 0069): in Secrets Manager in AWS
 * (VAPID_SECRET_ARN, cached by Powertools for 5 minutes), given directly
 * where none exists (the local cloud generates a pair per data directory).
 * Undefined until both halves are there: then nothing is pushed.
 */
export async function vapidKeys(): Promise<VapidKeys | undefined> {
  const { VAPID_SECRET_ARN, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env();
  const keys = VAPID_SECRET_ARN
    ? VapidKeysSchema.parse(await getSecret(VAPID_SECRET_ARN, { transform: 'json', maxAge: 300 }))
    : { publicKey: VAPID_PUBLIC_KEY ?? '', privateKey: VAPID_PRIVATE_KEY ?? '' };
  return keys.publicKey && keys.privateKey ? { ...keys, subject: VAPID_SUBJECT } : undefined;
}
