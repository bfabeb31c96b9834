import * as z from 'zod';

/**
 * Free text from members is cleaned once, here, for every schema that takes
 * it (decision 0030): control characters (NUL and the rest of C0/C1; line breaks
 * and tabs only where text may have lines), the bidi embeddings, overrides
 * and isolates that make text display other than it reads (U+202A–U+202E,
 * U+2066–U+2069), and lone UTF-16 surrogates (not text at all; they break
 * JSON consumers and UTF-8 storage). They are stripped rather than refused:
 * a pasted name with a stray control character should still save. Then the
 * text is trimmed, and the limits apply to what is left.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_PARAGRAPH = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export type TextKind = 'line' | 'paragraph';

export function cleanText(value: string, kind: TextKind): string {
  const withoutControls =
    kind === 'line'
      ? // A line break or tab inside a one-line field becomes a space, so words do not run together.
        value.replace(/[\t\n\r\u2028\u2029]+/g, ' ').replace(CONTROL_IN_LINE, '')
      : value.replace(/\r\n?/g, '\n').replace(CONTROL_IN_PARAGRAPH, '');
  return withoutControls.replace(BIDI_CONTROL, '').replace(LONE_SURROGATE, '').trim();
}

/**
 * A string field of free text: cleaned and trimmed, then checked by `rules`
 * (min, max and their messages), so a limit counts what is stored.
 */
export const freeText = (kind: TextKind, rules: z.ZodString = z.string()) =>
  z
    .string()
    .transform((value) => cleanText(value, kind))
    .pipe(rules);
