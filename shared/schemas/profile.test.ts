import { describe, expect, it } from 'vitest';
import { RecordSwipeSchema } from './discovery';
import { MAX_LIKE_COMMENT } from './likes';
import { PROMPTS } from '../prompts';
import { MAX_PROMPT_ANSWER, profileCompletion, ProfileFieldsSchema, ProfileUpdateSchema } from './profile';

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
  it('counts the 9 fields (prompts since issue 28), lists must be non-empty, and rounds', () => {
    const empty = ProfileFieldsSchema.parse({});
    expect(profileCompletion({ ...empty, photos: [] })).toEqual({
      percent: 0,
      missing: ['fullName', 'age', 'bio', 'location', 'profession', 'interests', 'photos', 'lookingFor', 'prompts'],
    });
    const some = ProfileFieldsSchema.parse({ fullName: 'Mei', age: 30, bio: 'Hi', interests: ['Tea'] });
    expect(profileCompletion({ ...some, photos: [] }).percent).toBe(44);
    const all = ProfileFieldsSchema.parse({
      fullName: 'Mei',
      age: 30,
      bio: 'Hi',
      location: 'Tokyo, Japan',
      profession: 'Chef',
      interests: ['Tea'],
      lookingFor: 'casual',
      prompts: [{ promptId: 'comfort-food', answer: 'Ramen' }],
    });
    expect(profileCompletion({ ...all, photos: [{}] })).toEqual({ percent: 100, missing: [] });
  });
});

describe('prompts', () => {
  const parse = (prompts: unknown) => ProfileUpdateSchema.safeParse({ prompts });

  it('cleans an answer as a bio is cleaned, and keeps the order given', () => {
    const result = parse([
      { promptId: 'geek-out', answer: '  Maps\u200B of\u202E old\nrailways ' },
      { promptId: 'comfort-food', answer: 'Ramen' },
    ]);
    expect(result.success && result.data.prompts).toEqual([
      { promptId: 'geek-out', answer: 'Maps of old railways' },
      { promptId: 'comfort-food', answer: 'Ramen' },
    ]);
  });

  it('refuses a fourth prompt, a prompt twice, an unknown prompt, a blank or over-long answer', () => {
    const answer = (promptId: string, text = 'Yes') => ({ promptId, answer: text });
    expect(parse(['geek-out', 'comfort-food', 'ask-me-about', 'happy-place'].map((id) => answer(id))).success).toBe(
      false,
    );
    expect(parse([answer('geek-out'), answer('geek-out', 'No')]).success).toBe(false);
    expect(parse([answer('favourite-colour')]).success).toBe(false);
    expect(parse([answer('geek-out', ' \u200B ')]).success).toBe(false);
    expect(parse([answer('geek-out', 'x'.repeat(MAX_PROMPT_ANSWER + 1))]).success).toBe(false);
    expect(parse([answer('geek-out', 'x'.repeat(MAX_PROMPT_ANSWER))]).success).toBe(true);
  });

  it('lists about 40 prompts, each id once', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(36);
    expect(new Set(PROMPTS.map((prompt) => prompt.id)).size).toBe(PROMPTS.length);
  });
});

describe('a like on a photo or prompt (issue 28)', () => {
  const swipe = { targetId: 'm1', action: 'like', timeZone: 'Asia/Singapore' };

  it('takes a named prompt or photo and a cleaned comment of at most 140 characters', () => {
    const parsed = RecordSwipeSchema.parse({
      ...swipe,
      likedItem: { kind: 'prompt', promptId: 'comfort-food' },
      comment: ' Same!\u200B ',
    });
    expect(parsed.comment).toBe('Same!');
    expect(RecordSwipeSchema.safeParse({ ...swipe, comment: 'x'.repeat(MAX_LIKE_COMMENT) }).success).toBe(true);
    expect(RecordSwipeSchema.safeParse({ ...swipe, comment: 'x'.repeat(MAX_LIKE_COMMENT + 1) }).success).toBe(false);
    expect(RecordSwipeSchema.safeParse({ ...swipe, comment: '\u200B ' }).success).toBe(false);
  });

  it('refuses an unknown prompt, a malformed photo id, and a pass that names or says anything', () => {
    expect(RecordSwipeSchema.safeParse({ ...swipe, likedItem: { kind: 'prompt', promptId: 'nope' } }).success).toBe(
      false,
    );
    expect(RecordSwipeSchema.safeParse({ ...swipe, likedItem: { kind: 'photo', photoId: '../x' } }).success).toBe(
      false,
    );
    expect(RecordSwipeSchema.safeParse({ ...swipe, action: 'pass', comment: 'Hi' }).success).toBe(false);
    expect(
      RecordSwipeSchema.safeParse({ ...swipe, action: 'pass', likedItem: { kind: 'photo', photoId: 'p1' } }).success,
    ).toBe(false);
  });
});
