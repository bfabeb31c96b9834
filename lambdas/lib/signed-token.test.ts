import { describe, expect, it } from 'vitest';
import { signature, signatureMatches } from './signed-token';

describe('signed tokens', () => {
  it('sign a payload under a key, and a cut signature is the full one shortened', () => {
    const full = signature('key', 'payload');
    expect(full).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signature('key', 'payload', 22)).toBe(full.slice(0, 22));
    expect(signature('other key', 'payload')).not.toBe(full);
    expect(signature('key', 'payload!')).not.toBe(full);
  });

  it('match only the same signature, whatever its length', () => {
    const full = signature('key', 'payload');
    expect(signatureMatches(full, full)).toBe(true);
    expect(signatureMatches(full.slice(0, 22), full)).toBe(false);
    const forged = `${full.slice(0, -1)}${full.endsWith('A') ? 'B' : 'A'}`;
    expect(signatureMatches(forged, full)).toBe(false);
    expect(signatureMatches('', full)).toBe(false);
  });
});
