import * as z from 'zod';

/**
 * Free text from members is cleaned once, here, for every schema that takes
 * it (decision 0030): control characters (NUL and the rest of C0/C1; line breaks
 * and tabs only where text may have lines), the bidi embeddings, overrides
 * and isolates that make text display other than it reads (U+202A–U+202E,
 * U+2066–U+2069), and lone UTF-16 surrogates (not text at all; they break
 * JSON consumers and UTF-8 storage). Invisible characters go too: zero-width
 * spaces and joiners, word joiners, byte-order marks, soft hyphens, direction
 * marks, invisible operators, blank "filler" letters (Hangul, Braille) and
 * stray variation selectors and tags, so two names that look the same are the
 * same text and no name is made of nothing visible. Joiners and selectors stay
 * where they do visible work: inside emoji sequences (a family, a flag) and
 * between the letters of scripts that shape with them (Arabic, Persian, the
 * Indic scripts). Other spaces (no-break, thin, ideographic) become a plain
 * space in a line. All of this is stripped rather than refused: a pasted name
 * with a stray control character should still save. Then the text is
 * trimmed, and the limits apply to what is left.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_PARAGRAPH = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Never visible, wherever they stand. */
const ALWAYS_INVISIBLE = new RegExp(
  [
    '[\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B\\u200E\\u200F\\u2060-\\u2064\\u206A-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0\\u{1D173}-\\u{1D17A}]',
    // Invisible combining marks, one alternative each: in a character class a mark would combine with its neighbour.
    ...['\\u034F', '\\u17B4', '\\u17B5', '\\u180B', '\\u180C', '\\u180D', '\\u180F'],
  ].join('|'),
  'gu',
);
/** Scripts whose letters join or shape with ZWJ and ZWNJ (written names in Persian or Hindi need them). */
const JOINING_SCRIPT = [
  'Arabic',
  'Syriac',
  'Thaana',
  'Nko',
  'Mongolian',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Myanmar',
  'Khmer',
]
  .map((script) => `\\p{Script=${script}}`)
  .join('');
/**
 * A joiner is kept inside an emoji sequence (ZWJ between pictographs) or between a letter (or mark) and a
 * letter of a joining script; anywhere else (the third alternative) it is stray.
 */
const JOINER = new RegExp(
  [
    '(?<=[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\uFE0F])\\u200D(?=\\p{Extended_Pictographic})',
    `(?<=[${JOINING_SCRIPT}\\p{M}])[\\u200C\\u200D](?=[${JOINING_SCRIPT}])`,
    '([\\u200C\\u200D])',
  ].join('|'),
  'gu',
);
/** Variation selectors anywhere but after an emoji (text or emoji style) or a CJK ideograph (its variant). */
const STRAY_SELECTOR = /(?<![\p{Emoji}\p{Script=Han}])[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
/** A flag's tag sequence (black flag, tags, cancel tag) is kept; any other tag character is stray. */
const TAG = /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|[\u{E0000}-\u{E007F}]/gu;
/** Any of the characters above (astral ones by their high surrogate), the combining marks apart as in ALWAYS_INVISIBLE. */
const MAY_HOLD_INVISIBLES =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u206A-\u206F\u2800\u3164\uFEFF\uFFA0\uD834\uDB40]|[\uFE00-\uFE0F]|\u034F|\u17B4|\u17B5|\u180B|\u180C|\u180D|\u180F/;
const OTHER_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

export type TextKind = 'line' | 'paragraph';

export function cleanText(value: string, kind: TextKind): string {
  const withoutControls =
    kind === 'line'
      ? // A line break or tab inside a one-line field becomes a space, so words do not run together.
        value.replace(/[\t\n\r\u2028\u2029]+/g, ' ').replace(CONTROL_IN_LINE, '')
      : value.replace(/\r\n?/g, '\n').replace(CONTROL_IN_PARAGRAPH, '');
  const visible = withoutInvisibles(withoutControls.replace(BIDI_CONTROL, '').replace(LONE_SURROGATE, ''));
  return (kind === 'line' ? visible.replace(OTHER_SPACE, ' ') : visible).trim();
}

function strip(value: string): string {
  return value
    .replace(TAG, (_tag, flag?: string) => flag ?? '')
    .replace(ALWAYS_INVISIBLE, '')
    .replace(STRAY_SELECTOR, '')
    .replace(JOINER, (joiner, stray?: string) => (stray ? '' : joiner));
}

/** Most text holds none of these characters; the lookbehinds are tried only on text that does. */
function withoutInvisibles(value: string): string {
  if (!MAY_HOLD_INVISIBLES.test(value)) return value;
  return strip(value);
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
