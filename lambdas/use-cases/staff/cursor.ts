import { AppError } from '../../lib/errors';

const invalid = () =>
  new AppError('validation_failed', 'The cursor is not one this API issued', [{ path: 'cursor', message: 'Invalid' }]);

/**
 * A DynamoDB start key as an opaque cursor, checked on the way back in: only
 * the expected string attributes, with `check` approving their values, so
 * nothing crafted reaches a Query.
 */
export function encodeKey(key: Record<string, unknown> | null): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

export function decodeKey(
  cursor: string | undefined,
  attributes: readonly string[],
  check: (key: Record<string, string>) => boolean,
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!key || typeof key !== 'object' || Array.isArray(key)) throw invalid();
  const entries = Object.entries(key as Record<string, unknown>);
  const valid =
    entries.length === attributes.length &&
    entries.every(
      ([name, value]) =>
        attributes.includes(name) && typeof value === 'string' && value.length > 0 && value.length <= 300,
    );
  if (!valid || !check(key as Record<string, string>)) throw invalid();
  return key as Record<string, string>;
}
