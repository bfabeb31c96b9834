import { describe, expect, it } from 'vitest';
import { fitsPreferences, type CandidateFacts } from './discovery-rules';
import { defaultPreferences } from './schemas/preferences';

/** A candidate who filled in nothing optional: only age, gender and the verification mark matter here. */
const UNSET = [
  'height',
  'smoking',
  'drinking',
  'religion',
  'politicalViews',
  'lookingFor',
  'hasChildren',
  'wantsChildren',
];
const candidate = (verified?: boolean): CandidateFacts =>
  ({
    ...Object.fromEntries(UNSET.map((field) => [field, null])),
    age: 30,
    gender: 'woman',
    education: '',
    interests: [],
    languages: [],
    position: null,
    ...(verified === undefined ? {} : { verified }),
  }) as unknown as CandidateFacts;

describe('verified only (decision 0071)', () => {
  it('keeps only verified members, on every plan: advanced filters or not', () => {
    const preferences = { ...defaultPreferences(), verifiedOnly: true };
    for (const advancedFilters of [false, true]) {
      const viewer = { position: null, advancedFilters };
      expect(fitsPreferences(candidate(true), preferences, viewer)).toBe(true);
      expect(fitsPreferences(candidate(false), preferences, viewer)).toBe(false);
      expect(fitsPreferences(candidate(), preferences, viewer)).toBe(false);
    }
  });

  it('keeps everyone when off', () => {
    const viewer = { position: null, advancedFilters: false };
    expect(fitsPreferences(candidate(), defaultPreferences(), viewer)).toBe(true);
  });
});
