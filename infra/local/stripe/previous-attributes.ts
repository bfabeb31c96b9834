/**
 * `data.previous_attributes` of `*.updated` events: the old values of what
 * changed. Nested objects (metadata, invoice_settings, items) list only their
 * changed keys; arrays and scalars are given whole, as Stripe does.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function previousAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key];
    const now = after[key];
    if (same(old, now)) continue;
    changed[key] =
      isPlainObject(old) && isPlainObject(now) ? previousAttributes(old, now) : structuredClone(old ?? null);
  }
  return changed;
}

/** Applies `change` to `target` and returns what it changed (empty when nothing did). */
export function trackChanges<T extends object>(target: T, change: (target: T) => void): Record<string, unknown> {
  const before = structuredClone(target) as Record<string, unknown>;
  change(target);
  return previousAttributes(before, target as Record<string, unknown>);
}
