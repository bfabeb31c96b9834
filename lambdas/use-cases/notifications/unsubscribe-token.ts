import { EmailTypeSchema, type EmailType } from '#shared/schemas/notifications.ts';
import { signature as sign, signatureMatches } from '../../lib/signed-token';

/**
 * The unsubscribe link's token: `<member>.<type>.<signature>`, the signature
 * an HMAC-SHA256 of the first two parts under the server's key, base64url.
 * It needs no sign-in and expires never (a link in an old email must still
 * work), and only stops one kind of email for one member, so nothing else is
 * worth putting in it. Any change to a part breaks the signature.
 */
export function unsubscribeToken(key: string, memberId: string, type: EmailType): string {
  const payload = `${memberId}.${type}`;
  return `${payload}.${sign(key, payload)}`;
}

export function verifyUnsubscribeToken(key: string, token: string): { memberId: string; type: EmailType } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [memberId, type, signature] = parts as [string, string, string];
  if (!signatureMatches(signature, sign(key, `${memberId}.${type}`))) return undefined;
  const parsedType = EmailTypeSchema.safeParse(type);
  return parsedType.success && memberId.length > 0 ? { memberId, type: parsedType.data } : undefined;
}
