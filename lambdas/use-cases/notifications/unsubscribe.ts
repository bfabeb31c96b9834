/**
 * Unsubscribing from an away email's link. Apart from notification-center.ts:
 * only this route reads the signing key, so only its bundle loads Secrets
 * Manager (docs/decisions/0027-cold-start.md).
 */
import type { EmailType } from '#shared/schemas/notifications.ts';
import { turnOffEmail } from '../../db/email-preferences';
import { AppError } from '../../lib/errors';
import { notificationSigningKey } from '../../lib/notification-secret';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** The email's link: no sign-in, the signature is the proof. A changed token is refused and changes nothing. */
export async function unsubscribeByToken(token: string): Promise<{ type: EmailType }> {
  const verified = verifyUnsubscribeToken(await notificationSigningKey(), token);
  if (!verified) throw new AppError('invalid_signature', 'This unsubscribe link is not valid');
  // The route is public: the address the link names is what a flood of requests is counted against.
  await enforceRateLimit(verified.memberId, 'unsubscribe');
  // An account deleted since: nothing left to email, so the link has done its job.
  await turnOffEmail(verified.memberId, verified.type);
  return { type: verified.type };
}
