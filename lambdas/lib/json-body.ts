import { AppError } from './errors';

/**
 * Parses a JSON request body or WebSocket frame, refusing duplicate keys in any object. JSON.parse keeps
 * the last of two equal keys, so `{"confirmation":"no","confirmation":"DELETE"}` reads as DELETE here
 * while a proxy, a log reader or a WAF rule that keeps the first sees "no": one body, two meanings.
 * RFC 8259 leaves duplicates' meaning open; we refuse them (`400 duplicate_key`).
 */
export function parseJsonBody(text: string, what: 'body' | 'frame'): unknown {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(
      'invalid_json',
      what === 'body' ? 'The request body is not valid JSON' : 'The frame is not valid JSON',
    );
  }
  const duplicate = firstDuplicateKey(text);
  if (duplicate !== undefined) {
    throw new AppError('duplicate_key', `The ${what} names "${duplicate.slice(0, 64)}" twice`, [
      { path: duplicate.slice(0, 64), message: 'Duplicate key' },
    ]);
  }
  return json;
}

type Frame = { keys: Set<string>; expectingKey: boolean } | 'array';

/**
 * The first key that appears twice in one object of a text JSON.parse has accepted, compared after
 * unescaping (`"a"` and `"\u0061"` are the same key). One pass, no recursion, so deep nesting is safe.
 */
export function firstDuplicateKey(text: string): string | undefined {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const top = stack.at(-1);
      if (top && top !== 'array' && top.expectingKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) return key;
        top.keys.add(key);
        top.expectingKey = false;
      }
      i = end;
    } else if (char === '{') stack.push({ keys: new Set(), expectingKey: true });
    else if (char === '[') stack.push('array');
    else if (char === '}' || char === ']') stack.pop();
    else if (char === ',') {
      const top = stack.at(-1);
      if (top && top !== 'array') top.expectingKey = true;
    }
  }
  return undefined;
}
