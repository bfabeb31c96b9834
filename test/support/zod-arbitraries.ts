/**
 * fast-check arbitraries derived from the route table's zod schemas (zod 4
 * classic and mini share `_zod.def` and `_zod.bag`). zod-fast-check, the
 * maintained package for this, reads zod 3's internals only, so this is a
 * small walker over zod 4's definitions.
 *
 * `validFor` aims at what the schema accepts: it honours types, lengths,
 * ranges, patterns, formats, enums, literals and object shapes; refinements
 * it cannot see may still refuse a value, which the fuzz suite allows (a 4xx).
 * `invalidFor` takes a valid value and breaks it in one of the ways a hostile
 * client would: wrong types, unknown and prototype keys, missing fields,
 * oversized and control-character strings, or no JSON object at all.
 */
import fc from 'fast-check';
import type * as z from 'zod/v4/core';

type Def = { type: string; [key: string]: any };
const defOf = (schema: z.$ZodType): Def => (schema as any)._zod.def as Def;
/**
 * The constraints of a schema's checks (lengths, bounds, formats, patterns).
 * zod fills `_zod.bag` lazily, so read the checks' own definitions.
 */
function bagOf(schema: z.$ZodType): { minimum?: number; maximum?: number; format?: string; patterns: RegExp[] } {
  const def = defOf(schema);
  const bag: { minimum?: number; maximum?: number; format?: string; patterns: RegExp[] } = { patterns: [] };
  if (def.format) bag.format = def.format;
  if (def.pattern instanceof RegExp) bag.patterns.push(def.pattern);
  for (const check of (def.checks ?? []) as Array<{ _zod: { def: Record<string, any> } }>) {
    const c = check._zod.def;
    switch (c.check) {
      case 'min_length':
        bag.minimum = Math.max(bag.minimum ?? 0, c.minimum);
        break;
      case 'max_length':
        bag.maximum = Math.min(bag.maximum ?? Infinity, c.maximum);
        break;
      case 'length_equals':
        bag.minimum = c.length;
        bag.maximum = c.length;
        break;
      case 'greater_than':
        bag.minimum = Math.max(bag.minimum ?? -Infinity, c.inclusive ? c.value : c.value + 1e-9);
        break;
      case 'less_than':
        bag.maximum = Math.min(bag.maximum ?? Infinity, c.inclusive ? c.value : c.value - 1e-9);
        break;
      case 'number_format':
        bag.format = c.format;
        break;
      case 'string_format':
        if (c.format !== 'regex') bag.format = c.format;
        if (c.pattern instanceof RegExp) bag.patterns.push(c.pattern);
        break;
      default:
        break;
    }
  }
  return bag;
}

const MAX_GENERATED_LENGTH = 200;

function stringArbitrary(schema: z.$ZodType): fc.Arbitrary<string> {
  const def = defOf(schema);
  const bag = bagOf(schema);
  const format: string | undefined = def.format ?? bag.format;
  if (format === 'datetime')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (format === 'email') return fc.emailAddress();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'url') return fc.webUrl();
  const patterns = bag.patterns;
  const min: number = bag.minimum ?? 0;
  const max: number = Math.min(bag.maximum ?? MAX_GENERATED_LENGTH, Math.max(min, MAX_GENERATED_LENGTH));
  if (patterns.length) {
    return fc
      .stringMatching(patterns[0]!)
      .filter((value) => value.length >= min && value.length <= max && patterns.every((p) => p.test(value)));
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function numberArbitrary(schema: z.$ZodType): fc.Arbitrary<number> {
  const bag = bagOf(schema);
  const integer = bag.format === 'safeint' || bag.format === 'int32' || bag.format === 'uint32';
  const min: number = Number.isFinite(bag.minimum) ? bag.minimum! : -1e6;
  const max: number = Number.isFinite(bag.maximum) ? bag.maximum! : 1e6;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values the schema should accept (its input side: before transforms). */
export function validFor(schema: z.$ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'int':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(validFor(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(validFor(def.innerType), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return validFor(def.innerType);
    case 'pipe':
      return validFor(def.in);
    case 'lazy':
      return validFor(def.getter());
    case 'union':
      return fc.oneof(...(def.options as z.$ZodType[]).map(validFor));
    case 'intersection':
      return validFor(def.left);
    case 'array': {
      const bag = bagOf(schema);
      return fc.array(validFor(def.element), { minLength: bag.minimum ?? 0, maxLength: Math.min(bag.maximum ?? 8, 8) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.$ZodType[]).map(validFor));
    case 'record':
      return fc.dictionary(
        stringArbitrary(def.keyType).filter((k) => k.length > 0),
        validFor(def.valueType),
        { maxKeys: 4 },
      );
    case 'object': {
      const shape = def.shape as Record<string, z.$ZodType>;
      const required: string[] = [];
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) {
        // A time zone is refined against Intl, which no definition shows: draw real zone names.
        fields[key] = key === 'timeZone' ? fc.constantFrom(...Intl.supportedValuesOf('timeZone')) : validFor(value);
        const optional = ['optional', 'default', 'prefault'].includes(defOf(value).type);
        if (!optional) required.push(key);
      }
      return fc.record(fields, { requiredKeys: required });
    }
    default:
      return fc.anything();
  }
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u202Eb',
  '\uD800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '%00',
  '\r\nSet-Cookie: x=1',
  'x'.repeat(100_000),
  '😀'.repeat(5_000),
];
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  -1e308,
  1.5,
  [],
  {},
  [[]],
  { $ne: null },
  ...HOSTILE_STRINGS,
];

/** Breaks one part of a valid object (or the whole value) the way a hostile client would. */
export function invalidFor(schema: z.$ZodType): fc.Arbitrary<unknown> {
  const valid = validFor(schema);
  const hostile = fc.constantFrom(...HOSTILE_VALUES);
  return fc.oneof(
    hostile,
    fc.anything(),
    // A JSON value, so the unknown key survives the wire (JSON drops a key whose value is undefined).
    fc
      .tuple(valid, fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue())
      .map(([value, key, extra]) => (isPlainObject(value) ? { ...value, [`x_${key}`]: extra } : [value, extra])),
    fc.tuple(valid, hostile).map(([value, bad]) => replaceOneField(value, bad)),
    fc.tuple(valid, fc.anything()).map(([value, bad]) => replaceOneField(value, bad)),
    valid.map((value) =>
      isPlainObject(value)
        ? JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(value).slice(1)}`.replace(',}', '}'))
        : value,
    ),
    valid.map((value) => dropOneField(value)),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function replaceOneField(value: unknown, bad: unknown): unknown {
  if (!isPlainObject(value)) return bad;
  const keys = Object.keys(value);
  if (!keys.length) return { ...value, unexpected: bad };
  const key = keys[Math.abs(JSON.stringify(bad ?? null).length) % keys.length]!;
  return { ...value, [key]: bad };
}

function dropOneField(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (!keys.length) return value;
  const { [keys[0]!]: _dropped, ...rest } = value;
  return rest;
}
