/**
 * `expand[]`: replaces ids with the objects they name, along dotted paths
 * (`payment_intent`, `data.product`, `payment_intent.latest_charge`). Like
 * Stripe, a path that names no expandable field is a 400, so a typo fails
 * locally rather than first in production.
 */
import { invalidRequest } from './errors';

type Resolve = (id: string) => Record<string, unknown> | undefined;

const MAX_DEPTH = 4;

function expandAlong(value: unknown, path: string[], full: string, resolve: Resolve): unknown {
  if (path.length === 0 || value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => expandAlong(item, path, full, resolve));
  if (typeof value !== 'object')
    throw invalidRequest(`This property cannot be expanded (${full}).`, { param: 'expand' });
  const [field, ...rest] = path;
  const record = value as Record<string, unknown>;
  if (!Object.hasOwn(record, field))
    throw invalidRequest(`This property cannot be expanded (${full}).`, { param: 'expand' });
  let child = record[field];
  // Lists keep going through `data`; ids turn into their objects.
  if (typeof child === 'string' && field !== 'data') {
    const found = resolve(child);
    if (!found) throw invalidRequest(`This property cannot be expanded (${full}).`, { param: 'expand' });
    child = structuredClone(found);
  }
  return { ...record, [field]: expandAlong(child, rest, full, resolve) };
}

export function expandObject<T>(value: T, paths: string[], resolve: Resolve): T {
  let result: unknown = value;
  for (const path of paths) {
    const parts = path.split('.').filter(Boolean);
    if (parts.length > MAX_DEPTH + 1)
      throw invalidRequest(`You cannot expand more than ${MAX_DEPTH} levels of a property. Property: ${path}`, {
        param: 'expand',
      });
    result = expandAlong(result, parts, path, resolve);
  }
  return result as T;
}
