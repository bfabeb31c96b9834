import { batchGetNow, getItems, type ItemKey } from './batched-reads';

type Item = Record<string, unknown>;

/**
 * The items at these exact keys (those that exist), in batches of 100, in no
 * particular order: no scan, no query. `projection` names the attributes to
 * read, when not all are needed (`names` stands in for reserved words in it).
 * Whole items are batched with the invocation's other point reads (batched-reads.ts).
 */
export async function getByKeys(
  keys: Item[],
  projection?: string,
  names?: Record<string, string>,
  options: { consistent?: boolean } = {},
): Promise<Item[]> {
  if (projection) return batchGetNow(keys as ItemKey[], { ...options, projection, names });
  return getItems(keys as ItemKey[], options);
}
