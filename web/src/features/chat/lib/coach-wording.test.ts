import { describe, expect, it } from 'vitest';
import { commonChips } from './coach-wording';

describe('coach wording', () => {
  it('lists what two members share: interests, languages, then the goal in words', () => {
    expect(commonChips({ interests: ['Jazz'], languages: ['Spanish'], lookingFor: 'relationship' })).toEqual([
      'Jazz',
      'Spanish',
      'Long-term relationship',
    ]);
    expect(commonChips({ interests: [], languages: [], lookingFor: null })).toEqual([]);
  });
});
