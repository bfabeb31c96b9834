import { describe, expect, it } from 'vitest';
import { ProfileFieldsSchema } from '#shared/schemas/profile.ts';
import { fromProfileForm, issuesToFormErrors, parseProfileForm, toProfileForm } from './profile-form';

const empty = toProfileForm({});

describe('toProfileForm', () => {
  it('starts a new member with empty inputs, children unset and "Not sure" about wanting them', () => {
    expect(empty).toMatchObject({
      fullName: '',
      age: '',
      height: '',
      gender: '',
      hasChildren: '',
      wantsChildren: 'not-sure',
      interests: [],
      religion: '',
    });
  });

  it('reads a stored profile, ignoring fields the form does not edit', () => {
    const form = toProfileForm({
      ...ProfileFieldsSchema.parse({}),
      fullName: 'Ana',
      age: 31,
      height: 170,
      hasChildren: false,
      wantsChildren: true,
      religion: null,
      // @ts-expect-error: a MyProfile carries more than the editable fields.
      email: 'ana@example.com',
    });
    expect(form).toMatchObject({
      fullName: 'Ana',
      age: '31',
      height: '170',
      hasChildren: 'no',
      wantsChildren: 'yes',
      religion: '',
    });
    expect(form).not.toHaveProperty('email');
  });
});

describe('parseProfileForm', () => {
  it('turns age and height strings into integers, and blanks into null', () => {
    const parsed = parseProfileForm({ ...empty, age: ' 29 ', height: '' });
    expect(parsed).toMatchObject({ success: true, data: { age: 29, height: null } });
  });

  it('saves non-numeric age as null (core spec "Validation rules")', () => {
    expect(parseProfileForm({ ...empty, age: 'abc' })).toMatchObject({ success: true, data: { age: null } });
  });

  it('maps the children selects to true, false and null', () => {
    const parsed = parseProfileForm({ ...empty, hasChildren: 'yes', wantsChildren: 'no' });
    expect(parsed).toMatchObject({ success: true, data: { hasChildren: true, wantsChildren: false } });
    expect(fromProfileForm({ ...empty, hasChildren: '', wantsChildren: 'not-sure' })).toMatchObject({
      hasChildren: null,
      wantsChildren: null,
    });
  });

  it('trims tags and drops blank and duplicate ones', () => {
    const parsed = parseProfileForm({ ...empty, interests: [' hiking', 'hiking', ' '], languages: ['English'] });
    expect(parsed).toMatchObject({ success: true, data: { interests: ['hiking'], languages: ['English'] } });
  });

  it('stores blank religion and political views as null', () => {
    expect(parseProfileForm({ ...empty, religion: '  ', politicalViews: 'Moderate' })).toMatchObject({
      success: true,
      data: { religion: null, politicalViews: 'Moderate' },
    });
  });

  it('refuses an age under 18 with a message on the age field', () => {
    const parsed = parseProfileForm({ ...empty, age: '17' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) {
      expect(parsed.errors.age).toBe('Age must be at least 18');
      expect(parsed.firstMessage).toBe('Age must be at least 18');
    }
  });
});

describe('issuesToFormErrors', () => {
  it("puts the server's issues on their fields, the first per field", () => {
    expect(
      issuesToFormErrors([
        { path: 'age', message: 'Too young' },
        { path: 'age', message: 'Second' },
        { path: 'interests.2', message: 'Too long' },
        { path: 'body/height', message: 'Too tall' },
        { path: 'photos', message: 'Not a form field' },
      ]),
    ).toEqual({ age: 'Too young', interests: 'Too long', height: 'Too tall' });
  });

  it('copes with no issues at all', () => {
    expect(issuesToFormErrors(undefined)).toEqual({});
  });
});

describe('prompts in the form (issue 28)', () => {
  it('round-trips the answers, cleaned by the shared schema, and puts an answer’s issue on the prompts', () => {
    const form = toProfileForm({ prompts: [{ promptId: 'geek-out', answer: 'Maps' }] });
    expect(form.prompts).toEqual([{ promptId: 'geek-out', answer: 'Maps' }]);
    const parsed = parseProfileForm({ ...form, prompts: [{ promptId: 'geek-out', answer: ' Old\u200B maps ' }] });
    expect(parsed.success && parsed.data.prompts).toEqual([{ promptId: 'geek-out', answer: 'Old maps' }]);
    const blank = parseProfileForm({ ...form, prompts: [{ promptId: 'geek-out', answer: '  ' }] });
    expect(blank.success ? null : blank.errors.prompts).toBe('Answer the prompt or remove it');
  });
});
