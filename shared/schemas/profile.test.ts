import { describe, expect, it } from 'vitest';
import { profileCompletion, ProfileFieldsSchema } from './profile';

describe('ProfileFieldsSchema (core spec "Validation rules")', () => {
  it('parses age and height as integers, and non-numeric text as null', () => {
    const parsed = ProfileFieldsSchema.parse({ age: '29', height: 'tall' });
    expect(parsed.age).toBe(29);
    expect(parsed.height).toBeNull();
  });

  it('refuses an age under 18 or over the maximum', () => {
    expect(ProfileFieldsSchema.safeParse({ age: 17 }).success).toBe(false);
    expect(ProfileFieldsSchema.safeParse({ age: '121' }).success).toBe(false);
  });

  it('trims interests and languages and drops empty and duplicate entries', () => {
    const parsed = ProfileFieldsSchema.parse({
      interests: [' Hiking ', '', 'Hiking', 'Tea'],
      languages: ['  ', 'English'],
    });
    expect(parsed.interests).toEqual(['Hiking', 'Tea']);
    expect(parsed.languages).toEqual(['English']);
  });

  it('refuses unknown fields and option values outside the spec', () => {
    expect(ProfileFieldsSchema.safeParse({ isAdmin: true }).success).toBe(false);
    expect(ProfileFieldsSchema.safeParse({ lookingFor: 'marriage' }).success).toBe(false);
  });
});

describe('profileCompletion', () => {
  it('counts the 8 fields, lists must be non-empty, and rounds', () => {
    const empty = ProfileFieldsSchema.parse({});
    expect(profileCompletion({ ...empty, photos: [] })).toEqual({
      percent: 0,
      missing: ['fullName', 'age', 'bio', 'location', 'profession', 'interests', 'photos', 'lookingFor'],
    });
    const some = ProfileFieldsSchema.parse({ fullName: 'Mei', age: 30, bio: 'Hi', interests: ['Tea'] });
    expect(profileCompletion({ ...some, photos: [] }).percent).toBe(50);
    const all = ProfileFieldsSchema.parse({
      fullName: 'Mei',
      age: 30,
      bio: 'Hi',
      location: 'Tokyo, Japan',
      profession: 'Chef',
      interests: ['Tea'],
      lookingFor: 'casual',
    });
    expect(profileCompletion({ ...all, photos: [{}] })).toEqual({ percent: 100, missing: [] });
  });
});
