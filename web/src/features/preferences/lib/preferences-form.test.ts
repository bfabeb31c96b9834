import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '#shared/schemas/preferences.ts';
import {
  fromPreferencesForm,
  heightFromInput,
  parsePreferencesForm,
  toPreferencesForm,
  withDefaults,
} from './preferences-form';

describe('withDefaults', () => {
  it('gives the spec defaults when nothing is stored', () => {
    expect(withDefaults(undefined)).toMatchObject({
      minAge: 18,
      maxAge: 60,
      maxDistanceKm: 50,
      heightMin: null,
      lookingFor: [],
    });
    expect(withDefaults({})).toEqual(defaultPreferences());
  });

  it('keeps valid stored fields and replaces only the missing or invalid ones', () => {
    const preferences = withDefaults({
      minAge: 25,
      maxAge: 999,
      maxDistanceKm: undefined,
      smokingPreference: ['never'],
    });
    expect(preferences).toMatchObject({ minAge: 25, maxAge: 60, maxDistanceKm: 50, smokingPreference: ['never'] });
  });

  it('swaps a stored minimum age that is above the maximum', () => {
    expect(withDefaults({ minAge: 50, maxAge: 30 })).toMatchObject({ minAge: 30, maxAge: 50 });
  });
});

describe('form mapping', () => {
  it('shows empty heights and "No preference" for null values', () => {
    expect(toPreferencesForm({})).toMatchObject({
      heightMin: '',
      heightMax: '',
      hasChildrenPreference: 'none',
      wantsChildrenPreference: 'none',
    });
  });

  it('maps the children selects to null, true and false', () => {
    const form = toPreferencesForm({});
    expect(
      fromPreferencesForm({ ...form, hasChildrenPreference: 'true', wantsChildrenPreference: 'false' }),
    ).toMatchObject({
      hasChildrenPreference: true,
      wantsChildrenPreference: false,
    });
    expect(fromPreferencesForm(form)).toMatchObject({ hasChildrenPreference: null, wantsChildrenPreference: null });
  });

  it('round-trips stored preferences', () => {
    const stored = {
      ...defaultPreferences(),
      minAge: 27,
      maxAge: 41,
      maxDistanceKm: 120,
      heightMin: 160,
      heightMax: 190,
      hasChildrenPreference: false,
      wantsChildrenPreference: true,
      genderPreference: ['women', 'non-binary'],
      culturalPreference: ['Asian', 'Mixed'],
    };
    const parsed = parsePreferencesForm(toPreferencesForm(stored));
    expect(parsed).toEqual({ success: true, data: stored });
  });

  it('turns empty or non-numeric heights into null', () => {
    expect(heightFromInput('')).toBeNull();
    expect(heightFromInput('  ')).toBeNull();
    expect(heightFromInput('abc')).toBeNull();
    expect(heightFromInput(' 175 ')).toBe(175);
  });

  it('trims tags and drops blanks on save', () => {
    const parsed = parsePreferencesForm({ ...toPreferencesForm({}), educationPreference: [' Masters ', ''] });
    expect(parsed).toMatchObject({ success: true, data: { educationPreference: ['Masters'] } });
  });

  it('refuses a minimum height above the maximum, on the minimum field', () => {
    const parsed = parsePreferencesForm({ ...toPreferencesForm({}), heightMin: '200', heightMax: '150' });
    expect(parsed).toEqual({ success: false, errors: { heightMin: 'Minimum height must not exceed maximum height' } });
  });

  it('refuses heights outside 100-250 cm', () => {
    const parsed = parsePreferencesForm({ ...toPreferencesForm({}), heightMax: '300' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.errors.heightMax).toBeDefined();
  });
});

describe('verified members only (issue 27)', () => {
  it('is off until chosen, and the saved choice goes with the preferences', () => {
    expect(toPreferencesForm({}).verifiedOnly).toBe(false);
    const form = { ...toPreferencesForm({}), verifiedOnly: true };
    const parsed = parsePreferencesForm(form);
    expect(parsed.success && parsed.data.verifiedOnly).toBe(true);
    expect(toPreferencesForm({ verifiedOnly: true }).verifiedOnly).toBe(true);
  });
});
