import { describe, expect, it } from 'vitest';
import { SAMPLE_PROFILE_COUNT, sampleProfiles } from './sample-profiles';
import { portraitSvg } from '#shared/demo/portrait.ts';

describe('sample profiles', () => {
  const profiles = sampleProfiles();

  it('are about 130, the same on every build, with unique ids', () => {
    expect(profiles).toHaveLength(SAMPLE_PROFILE_COUNT);
    expect(sampleProfiles()).toEqual(profiles);
    expect(new Set(profiles.map((profile) => profile.id)).size).toBe(profiles.length);
  });

  it('are adults with 3 to 6 interests and a bio', () => {
    for (const profile of profiles) {
      expect(profile.age).toBeGreaterThanOrEqual(18);
      expect(profile.interests.length).toBeGreaterThanOrEqual(3);
      expect(profile.interests.length).toBeLessThanOrEqual(6);
      expect(profile.bio.length).toBeGreaterThan(20);
    }
  });

  it('draw portraits that fit the gender: beards only on men, long hair and buns only on women', () => {
    for (const { gender, look } of profiles) {
      if (look.beard) expect(gender).toBe('man');
      if (['long', 'wavy', 'bun'].includes(look.hairStyle)) expect(gender).toBe('woman');
      if (['side'].includes(look.hairStyle)) expect(gender).toBe('man');
    }
    expect(profiles.some((profile) => profile.gender === 'woman')).toBe(true);
    expect(profiles.some((profile) => profile.gender === 'man')).toBe(true);
  });

  it('mention the profession in the bio only when they have one', () => {
    const nurses = profiles.filter((profile) => profile.profession === 'Nurse');
    for (const nurse of nurses) expect(nurse.bio).toMatch(/nurse|look after people/i);
    const doctors = profiles.filter((profile) => profile.profession === 'Doctor');
    for (const doctor of doctors) expect(doctor.education).not.toBe('Trade School');
  });

  it('draws a 4:5 SVG', () => {
    expect(portraitSvg(profiles[0]!.look)).toMatch(/^<svg [^>]*width="480" height="600"/);
  });
});
