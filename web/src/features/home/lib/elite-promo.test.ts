import { describe, expect, it } from 'vitest';
import { TIERS } from '#shared/tiers.ts';
import { elitePrivacyLine } from './elite-promo';

describe('elitePrivacyLine', () => {
  it('tells no member who is not Elite that their profile is invisible today', () => {
    for (const tier of [...TIERS.filter((t) => t !== 'elite'), undefined]) {
      const line = elitePrivacyLine(tier);
      expect(line).not.toMatch(/^Your profile is invisible/);
      expect(line).toMatch(/^With Elite,/);
    }
  });

  it('states it as a fact for Elite members', () => {
    expect(elitePrivacyLine('elite')).toBe('Your profile is invisible to others.');
  });
});
