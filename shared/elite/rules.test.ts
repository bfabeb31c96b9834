import { describe, expect, it } from 'vitest';
import { EliteRequestFormSchema } from '#shared/schemas/elite.ts';
import { criteriaSetBy, genderWanted, measureCandidate, type CandidateFacts, type RequestCriteria } from './rules';

const form = EliteRequestFormSchema.parse({});
const criteria = (wantToMeet: string | null, discovery: readonly string[]): RequestCriteria => ({
  ...form,
  genderPreference: genderWanted(wantToMeet, discovery),
});
const person = (gender: string): CandidateFacts => ({
  ...{ age: 30, height: null, smoking: null, drinking: null, religion: null, politicalViews: null },
  ...{ lookingFor: null, hasChildren: null, wantsChildren: null, education: '' },
  gender,
});
const fits = (request: RequestCriteria, gender: string) =>
  measureCandidate(request, person(gender), new Set(criteriaSetBy(request))).fits;

describe('who an Elite request wants to meet', () => {
  it("the form's answer decides, whatever the discovery preferences say", () => {
    const request = criteria('women', ['men']);
    expect(criteriaSetBy(request)).toContain('gender');
    expect(fits(request, 'woman')).toBe(true);
    expect(fits(request, 'man')).toBe(false);
  });

  it('unanswered on the form, the discovery preferences decide', () => {
    const request = criteria(null, ['men']);
    expect(fits(request, 'man')).toBe(true);
    expect(fits(request, 'woman')).toBe(false);
  });

  it('stated nowhere, or everyone, nobody is left out for their gender', () => {
    for (const request of [criteria(null, []), criteria('everyone', ['women'])]) {
      expect(criteriaSetBy(request)).not.toContain('gender');
      for (const gender of ['man', 'woman', 'non-binary']) expect(fits(request, gender)).toBe(true);
    }
  });

  it('the form takes only the four answers, and an unanswered one is stored as null', () => {
    expect(EliteRequestFormSchema.parse({ wantToMeet: '' }).wantToMeet).toBeNull();
    expect(EliteRequestFormSchema.parse({ wantToMeet: 'non-binary' }).wantToMeet).toBe('non-binary');
    expect(EliteRequestFormSchema.safeParse({ wantToMeet: 'man' }).success).toBe(false);
  });
});
