import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { cleanText, freeText } from './text';

const FORBIDDEN_ANYWHERE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u00AD\u200B\u200E\u200F\u2060-\u2064\u3164\uFEFF]/;
/** A joiner that joins nothing: next to a Latin letter, a space, an edge or another joiner. */
const STRAY_JOINER = /(^|[\p{Script=Latin}\s\u200C\u200D])[\u200C\u200D]|[\u200C\u200D]($|[\p{Script=Latin}\s])/u;
const isWellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('cleanText', () => {
  it('strips NUL, bidi overrides and isolates, and lone surrogates, keeping the words and real emoji', () => {
    expect(cleanText('An\u0000a \u202Eevil\u202C \u2066x\u2069 \uD800ok \uDC00 😀', 'line')).toBe('Ana evil x ok  😀');
  });

  it('strips zero-width and other invisible characters, so look-alike names are the same name', () => {
    const lookAlikes = [
      'Ava\u200B',
      'A\u200Dva',
      'A\u200Cva',
      '\uFEFFAva',
      'Av\u2060a',
      'A\u00ADva',
      'Ava\u200E',
      'Ava\u3164',
      'A\uFE0Fva',
      'Ava\u{E0041}',
      '\u00A0Ava\u2003',
    ];
    for (const name of lookAlikes) expect(cleanText(name, 'line'), JSON.stringify(name)).toBe('Ava');
    expect(cleanText('Mary\u00A0Jane', 'line')).toBe('Mary Jane');
    // A name of nothing visible is no name at all.
    expect(cleanText('\u3164\u200B\u2800\uFEFF', 'line')).toBe('');
  });

  it('keeps joiners and selectors that do visible work: emoji sequences, flags, Persian and Hindi', () => {
    for (const text of [
      '👨\u200D👩\u200D👧',
      '👍🏽',
      '❤\uFE0F',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
      'نیلوفر\u200Cها',
      'क्\u200Dष',
    ])
      expect(cleanText(text, 'line'), JSON.stringify(text)).toBe(text);
  });

  it('keeps line breaks in paragraphs (normalised to \\n) and turns them into spaces in a line', () => {
    expect(cleanText('one\r\ntwo\rthree\n\tfour', 'paragraph')).toBe('one\ntwo\nthree\n\tfour');
    expect(cleanText('first\nlast', 'line')).toBe('first last');
  });

  it('never leaves a control, bidi control, invisible character, stray joiner or lone surrogate, and is idempotent, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          // Dense in the characters that matter here, which arbitrary code points rarely hit.
          fc.string({
            unit: fc.constantFrom(
              'a',
              ' ',
              'ب',
              'क',
              '्',
              '😀',
              '🏴',
              '\u200B',
              '\u200C',
              '\u200D',
              '\uFE0F',
              '\u{E0067}',
              '\u{E007F}',
              '\u3164',
              '\u00A0',
            ),
            maxLength: 30,
          }),
        ),
        fc.constantFrom('line' as const, 'paragraph' as const),
        (raw, kind) => {
          const clean = cleanText(raw, kind);
          expect(FORBIDDEN_ANYWHERE.test(clean)).toBe(false);
          expect(STRAY_JOINER.test(clean)).toBe(false);
          if (kind === 'line') expect(/[\n\r\t\u2028\u2029]/.test(clean)).toBe(false);
          expect(isWellFormed(clean)).toBe(true);
          expect(cleanText(clean, kind)).toBe(clean);
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000);

  it('applies the limits to the cleaned text', () => {
    const name = freeText('line', z.string().min(1, 'Required').max(3));
    expect(name.parse(' \u202Eabc\u0000 ')).toBe('abc');
    expect(name.safeParse('\u0000\u202E').success).toBe(false);
    expect(name.safeParse('abcd').success).toBe(false);
  });
});
