/**
 * Expected refusals in a browser: the answers a page asks for and handles (no likes left, a paid feature,
 * something already gone) are not failures of the page. Chromium logs every 4xx a page fetches as a console
 * error ("Failed to load resource"), and no script can stop it, so the web client asks the API, with the
 * standard `Prefer` request header (RFC 7240), to carry a refusal in the body of a 200 instead; the API
 * says `Preference-Applied` and the client turns the envelope back into the same typed error a 4xx gives.
 * Only refusals (4xx from the app's own error handler) are carried this way: a 5xx stays a 5xx, and
 * clients that do not ask (SDKs, tests, tools) get plain 4xx answers (decision 0054).
 */

/** The preference token, as sent in `Prefer` and answered in `Preference-Applied`. */
export const REFUSAL_IN_BODY = 'refusal-in-body';

/** What a refusal's 200 body holds: the status it stands for, and the API's usual error body. */
export type RefusalEnvelope = { refusal: { status: number; error: unknown } };

/** Whether a `Prefer` header value asks for refusals in the body (tokens are comma separated, case-insensitive). */
export function prefersRefusalInBody(prefer: string | undefined): boolean {
  return (prefer ?? '')
    .split(',')
    .some((preference) => preference.split(';')[0]!.trim().toLowerCase() === REFUSAL_IN_BODY);
}

/** The refusal an answer's body carries, if it is a refusal envelope. */
export function refusalIn(json: unknown): RefusalEnvelope['refusal'] | undefined {
  if (typeof json !== 'object' || json === null || Object.keys(json).length !== 1) return undefined;
  const refusal = (json as Partial<RefusalEnvelope>).refusal;
  if (typeof refusal !== 'object' || refusal === null) return undefined;
  return Number.isInteger(refusal.status) && refusal.status >= 400 && refusal.status < 500 ? refusal : undefined;
}
