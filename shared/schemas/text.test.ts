import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { cleanText, freeText } from './text';

// eslint-disable-next-line no-control-regex -- the control characters are what the test looks for
const FORBIDDEN_ANYWHERE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const isWellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('cleanText', () => {
  it('strips NUL, bidi overrides and isolates, and lone surrogates, keeping the words and real emoji', () => {
    expect(cleanText('An\u0000a \u202Eevil\u202C \u2066x\u2069 \uD800ok \uDC00 😀', 'line')).toBe('Ana evil x ok  😀');
  });

  it('keeps line breaks in paragraphs (normalised to \\n) and turns them into spaces in a line', () => {
    expect(cleanText('one\r\ntwo\rthree\n\tfour', 'paragraph')).toBe('one\ntwo\nthree\n\tfour');
    expect(cleanText('first\nlast', 'line')).toBe('first last');
  });

  it('never leaves a control, bidi control or lone surrogate, and is idempotent, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom('line' as const, 'paragraph' as const),
        (raw, kind) => {
          const clean = cleanText(raw, kind);
          expect(FORBIDDEN_ANYWHERE.test(clean)).toBe(false);
          if (kind === 'line') expect(/[\n\r\t\u2028\u2029]/.test(clean)).toBe(false);
          expect(isWellFormed(clean)).toBe(true);
          expect(cleanText(clean, kind)).toBe(clean);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('applies the limits to the cleaned text', () => {
    const name = freeText('line', z.string().min(1, 'Required').max(3));
    expect(name.parse(' \u202Eabc\u0000 ')).toBe('abc');
    expect(name.safeParse('\u0000\u202E').success).toBe(false);
    expect(name.safeParse('abcd').success).toBe(false);
  });
});
