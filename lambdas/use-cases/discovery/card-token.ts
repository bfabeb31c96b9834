import { signature as hmac, signatureMatches } from '../../lib/signed-token';

/** What a discovery card showed its viewer: the main photo (null: none) and whether a boost placed it. */
export type CardShown = { photoId: string | null; boosted: boolean };

/**
 * A deck page stays in the browser for a while; a card older than this earns no impression.
 * A day matches the life the page's impression batches had before decision 0079.
 */
export const CARD_TOKEN_MAX_AGE_SECONDS = 86_400;

/** Photo ids are ULID-like; anything else is not a token this API issued. */
const PHOTO_ID = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * The domain prefix keeps these signatures apart from the unsubscribe tokens made with the same key:
 * a token of one kind can never pass as the other.
 */
const sign = (key: string, viewerId: string, memberId: string, body: string) =>
  hmac(key, `card\n${viewerId}\n${memberId}\n${body}`, 22);

/**
 * The card token a discovery page gives with each candidate (decision 0079): `<photo|->.<1|0>.<issued
 * at, base36 seconds>.<signature>`, the signature an HMAC over the viewer, the member and those three
 * parts, cut to 128 bits. The swipe sends it back, so the impression its stream effect counts says
 * what the server showed, not what a client claims. Viewer and member are signed, not carried: the
 * swipe names both already.
 */
export function cardToken(key: string, viewerId: string, memberId: string, shown: CardShown, now: Date): string {
  const body = `${shown.photoId ?? '-'}.${shown.boosted ? 1 : 0}.${Math.floor(now.getTime() / 1000).toString(36)}`;
  return `${body}.${sign(key, viewerId, memberId, body)}`;
}

/**
 * What the card showed, when `token` is one this API issued to `viewerId` for `memberId` within the last
 * day; otherwise undefined (the swipe still counts, with no impression: decision 0079).
 */
export function verifyCardToken(
  key: string,
  viewerId: string,
  memberId: string,
  token: string,
  now: Date,
): CardShown | undefined {
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [photo, boosted, issued, signature] = parts as [string, string, string, string];
  if (!signatureMatches(signature, sign(key, viewerId, memberId, `${photo}.${boosted}.${issued}`))) return undefined;
  const issuedAt = parseInt(issued, 36);
  const age = Math.floor(now.getTime() / 1000) - issuedAt;
  if (!Number.isFinite(issuedAt) || age < -60 || age > CARD_TOKEN_MAX_AGE_SECONDS) return undefined;
  if (boosted !== '0' && boosted !== '1') return undefined;
  if (photo !== '-' && !PHOTO_ID.test(photo)) return undefined;
  return { photoId: photo === '-' ? null : photo, boosted: boosted === '1' };
}
