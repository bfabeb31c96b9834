/**
 * Stripe's v1 API takes form-encoded bodies with bracket nesting
 * (`line_items[0][price]=…`, `expand[0]=…`), which `qs` parses. These readers
 * turn the parsed strings into typed values and answer bad input with the
 * error Stripe gives, naming the parameter as Stripe does (`subscription_data[trial_period_days]`).
 */
import qs from 'qs';
import { invalidRequest, parameterMissing } from './errors';

export type Params = Record<string, unknown>;

/** Depth and sizes fit every call the SDK makes; qs already refuses `__proto__` keys. */
export function parseForm(text: string): Params {
  return qs.parse(text, { depth: 8, arrayLimit: 100, parameterLimit: 2000 }) as Params;
}

/** `a[b][0]` → ['a', 'b', '0'] */
function segments(name: string): string[] {
  return name.split(/\[|\]\[|\]/).filter((part) => part !== '');
}

/** Top-level names each request's handler read, to log the ones it ignored. */
const readNames = new WeakMap<object, Set<string>>();

/** Parameters the request sent that no handler code looked at (the local Stripe does not implement them). */
export function unreadParams(params: Params): string[] {
  const read = readNames.get(params) ?? new Set();
  return Object.keys(params).filter((name) => !read.has(name));
}

export function valueAt(params: Params, name: string): unknown {
  const path = segments(name);
  if (path.length) {
    const read = readNames.get(params) ?? new Set<string>();
    read.add(path[0]);
    readNames.set(params, read);
  }
  let value: unknown = params;
  for (const key of path) {
    // Own keys only: `constructor` or `toString` must read as absent, not as Object's.
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function optionalString(params: Params, name: string): string | undefined {
  const value = valueAt(params, name);
  if (value === undefined) return undefined;
  if (typeof value !== 'string')
    throw invalidRequest(`Invalid string: ${name} must be a string.`, {
      param: name,
      code: 'parameter_invalid_string',
    });
  return value;
}

export function requiredString(params: Params, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') throw parameterMissing(name);
  return value;
}

export function optionalInteger(
  params: Params,
  name: string,
  range: { min?: number; max?: number } = {},
): number | undefined {
  const text = optionalString(params, name);
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d+$/.test(text))
    throw invalidRequest(`Invalid integer: ${text}`, { param: name, code: 'parameter_invalid_integer' });
  const value = Number(text);
  if (range.min !== undefined && value < range.min) {
    throw invalidRequest(`This value must be greater than or equal to ${range.min}.`, {
      param: name,
      code: 'parameter_invalid_integer',
    });
  }
  if (range.max !== undefined && value > range.max) {
    throw invalidRequest(`This value must be less than or equal to ${range.max}.`, {
      param: name,
      code: 'parameter_invalid_integer',
    });
  }
  return value;
}

export function optionalBoolean(params: Params, name: string): boolean | undefined {
  const text = optionalString(params, name);
  if (text === undefined || text === '') return undefined;
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw invalidRequest(`Invalid boolean: ${text}`, { param: name, code: 'parameter_invalid_boolean' });
}

export function optionalEnum<T extends string>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const text = optionalString(params, name);
  if (text === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(text)) {
    throw invalidRequest(`Invalid ${name}: must be one of ${allowed.join(', ')}`, { param: name });
  }
  return text as T;
}

/** Arrays arrive as real arrays (`a[0]=…`, `a[]=…`) or, past qs's array limit, as index-keyed objects. */
export function stringList(params: Params, name: string): string[] {
  const value = valueAt(params, name);
  if (value === undefined || value === '') return [];
  const items =
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value
        : typeof value === 'object' && value
          ? Object.values(value)
          : [value];
  return items.map((item, index) => {
    if (typeof item !== 'string')
      throw invalidRequest(`Invalid array: ${name}[${index}] must be a string.`, { param: name });
    return item;
  });
}

export function objectParam(params: Params, name: string): Params | undefined {
  const value = valueAt(params, name);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidRequest(`Invalid object: ${name} must be an object.`, {
      param: name,
      code: 'parameter_invalid_object',
    });
  }
  return value as Params;
}

export type Metadata = Record<string, string>;

/**
 * Stripe's metadata rules: keys merge into what is stored, an empty value
 * deletes its key, and `metadata=` (empty) clears everything.
 */
export function applyMetadata(current: Metadata, params: Params, name = 'metadata'): Metadata {
  const value = valueAt(params, name);
  if (value === undefined) return current;
  if (value === '') return {};
  const update = objectParam(params, name) ?? {};
  const next = { ...current };
  for (const [key, raw] of Object.entries(update)) {
    if (typeof raw !== 'string')
      throw invalidRequest(`Invalid metadata: ${name}[${key}] must be a string.`, { param: `${name}[${key}]` });
    if (key.length > 40)
      throw invalidRequest('Metadata keys can have up to 40 characters.', { param: `${name}[${key}]` });
    if (raw.length > 500)
      throw invalidRequest('Metadata values can have up to 500 characters.', { param: `${name}[${key}]` });
    if (raw === '') delete next[key];
    else next[key] = raw;
  }
  if (Object.keys(next).length > 50) throw invalidRequest('Metadata can have up to 50 keys.', { param: name });
  return next;
}

export function expandPaths(params: Params): string[] {
  return stringList(params, 'expand');
}

/** For typed readers: `required(optionalInteger(params, 'unit_amount'), 'unit_amount')`. */
export function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw parameterMissing(name);
  return value;
}
