import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { firstDuplicateKey, parseJsonBody } from './json-body';

describe('parseJsonBody', () => {
  it('refuses a key given twice in any object, at any depth, however it is escaped', () => {
    for (const text of [
      '{"confirmation":"no","confirmation":"DELETE"}',
      '{"a":{"b":1,"b":2}}',
      '[{"x":1},{"y":[{"z":1,"z":1}]}]',
      '{"a":1,"\\u0061":2}',
      '{"a\\"b":1,"a\\"b":2}',
    ]) {
      expect(() => parseJsonBody(text, 'body'), text).toThrow(AppError);
      try {
        parseJsonBody(text, 'body');
      } catch (error) {
        expect((error as AppError).code).toBe('duplicate_key');
        expect((error as AppError).status).toBe(400);
      }
    }
  });

  it('accepts equal keys in different objects, and keys that appear as values', () => {
    expect(parseJsonBody('{"a":{"a":"a"},"b":[{"a":1},{"a":2}],"c":"a"}', 'frame')).toEqual({
      a: { a: 'a' },
      b: [{ a: 1 }, { a: 2 }],
      c: 'a',
    });
    expect(firstDuplicateKey('{"k":"}{,\\"k\\":","j":1}')).toBeUndefined();
  });

  it('finds a duplicate exactly when the parsed object has fewer keys than the text names, for any JSON', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
        fc.nat(),
        (object, pick) => {
          const text = JSON.stringify(object);
          expect(firstDuplicateKey(text)).toBeUndefined();
          const keys = Object.keys(object);
          if (keys.length === 0) return;
          const key = keys[pick % keys.length]!;
          const doubled = `${text.slice(0, -1)},${JSON.stringify(key)}:null}`;
          expect(firstDuplicateKey(doubled)).toBe(key);
        },
      ),
      { numRuns: 300 },
    );
  });
});
