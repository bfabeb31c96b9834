/**
 * Stripe list responses: newest first, `limit` (default 10, at most 100),
 * `starting_after`/`ending_before` cursors and `created` range filters.
 */
import { invalidRequest, resourceMissing } from './errors';
import { optionalInteger, optionalString, valueAt, type Params } from './params';

export type ListResponse<T> = { object: 'list'; data: T[]; has_more: boolean; url: string };

type Listed = { id: string; created?: number };

function matchesCreated(params: Params, created: number | undefined): boolean {
  const filter = valueAt(params, 'created');
  if (filter === undefined || created === undefined) return true;
  if (typeof filter === 'string') return created === Number(filter);
  const bounds = filter as Record<string, unknown>;
  const bound = (name: string) => {
    const value = bounds[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !/^\d+$/.test(value))
      throw invalidRequest(`Invalid integer: ${String(value)}`, { param: `created[${name}]` });
    return Number(value);
  };
  const [gt, gte, lt, lte] = ['gt', 'gte', 'lt', 'lte'].map(bound);
  return (
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte)
  );
}

/**
 * `items` in creation order (oldest first, as stored); `kind` names the
 * object in a cursor's "No such …" error.
 */
export function listResponse<T extends Listed>(items: T[], params: Params, url: string, kind: string): ListResponse<T> {
  const limit = optionalInteger(params, 'limit', { min: 1, max: 100 }) ?? 10;
  let newestFirst = items.filter((item) => matchesCreated(params, item.created)).reverse();
  const after = optionalString(params, 'starting_after');
  const before = optionalString(params, 'ending_before');
  if (after) {
    const index = newestFirst.findIndex((item) => item.id === after);
    if (index < 0) throw resourceMissing(kind, after, 'starting_after');
    newestFirst = newestFirst.slice(index + 1);
  } else if (before) {
    const index = newestFirst.findIndex((item) => item.id === before);
    if (index < 0) throw resourceMissing(kind, before, 'ending_before');
    // The page just before the cursor, still newest first.
    const page = newestFirst.slice(Math.max(0, index - limit), index);
    return { object: 'list', data: page, has_more: index - limit > 0, url };
  }
  return { object: 'list', data: newestFirst.slice(0, limit), has_more: newestFirst.length > limit, url };
}
