import { describe, expect, it } from 'vitest';
import { scrollBehavior } from './use-scroll-to-hash';

describe('scrollBehavior', () => {
  it('jumps when the member prefers reduced motion, glides otherwise', () => {
    expect(scrollBehavior(true)).toBe('instant');
    expect(scrollBehavior(false)).toBe('smooth');
  });
});
