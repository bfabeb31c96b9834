import { describe, expect, it } from 'vitest';
import { defaultPreferences, type Preferences } from '#shared/schemas/preferences.ts';
import {
  childrenFromCheckbox,
  fromAdvancedFiltersForm,
  heightFromInput,
  parseAdvancedFiltersForm,
  splitList,
  toAdvancedFiltersForm,
} from './advanced-filters-form';
import { SMOKING_OPTIONS } from './filter-options';

const stored = (overrides: Partial<Preferences> = {}): Preferences => ({ ...defaultPreferences(), ...overrides });

describe('advanced filters form from the stored record', () => {
  it('starts from the defaults: 18-60, 50 km, nothing ticked, empty heights', () => {
    const form = toAdvancedFiltersForm(stored());
    expect(form).toMatchObject({
      minAge: 18,
      maxAge: 60,
      maxDistanceKm: 50,
      heightMin: '',
      heightMax: '',
      hasChildrenPreference: null,
      wantsChildrenPreference: null,
    });
    expect(Object.values(form.lists).every((list) => list.length === 0)).toBe(true);
  });

  it("ticks the options whose value or label is stored, in any case, in the options' order", () => {
    expect(splitList(SMOKING_OPTIONS, ['Regularly', 'never'])).toEqual({ ticked: ['never', 'regularly'], extras: [] });
    const form = toAdvancedFiltersForm(
      stored({ lookingFor: ['friendship', 'Casual dating'], educationPreference: ["master's degree"] }),
    );
    expect(form.lists.lookingFor).toEqual(['casual', 'friendship']);
    expect(form.lists.educationPreference).toEqual(["Master's Degree"]);
  });

  it('keeps stored values that are not options here (free-text tags from /filters)', () => {
    const form = toAdvancedFiltersForm(
      stored({ educationPreference: ['Masters', 'High School'], religionPreference: ['Sikh'] }),
    );
    expect(form.lists.educationPreference).toEqual(['High School']);
    expect(form.extras.educationPreference).toEqual(['Masters']);
    const saved = parseAdvancedFiltersForm(
      form,
      stored({ educationPreference: ['Masters', 'High School'], religionPreference: ['Sikh'] }),
    );
    expect(saved).toMatchObject({
      success: true,
      data: { educationPreference: ['High School', 'Masters'], religionPreference: ['Sikh'] },
    });
  });
});

describe('advanced filters form to the API', () => {
  it('writes every edited field into the same preferences fields', () => {
    const base = stored();
    const form = toAdvancedFiltersForm(base);
    form.minAge = 25;
    form.maxAge = 40;
    form.maxDistanceKm = 120;
    form.heightMin = '160';
    form.heightMax = ' 190 ';
    form.hasChildrenPreference = childrenFromCheckbox(true);
    form.wantsChildrenPreference = childrenFromCheckbox(true);
    const lists = {
      educationPreference: ['PhD/Doctorate'],
      interestsPreference: ['Travel', 'Yoga'],
      smokingPreference: ['never', 'occasionally'],
      drinkingPreference: ['rarely'],
      religionPreference: ['Catholic'],
      politicalPreference: ['Prefer not to say'],
      lookingFor: ['marriage', 'not-sure'],
    };
    form.lists = lists;
    const parsed = parseAdvancedFiltersForm(form, base);
    expect(parsed).toEqual({
      success: true,
      data: {
        ...base,
        minAge: 25,
        maxAge: 40,
        maxDistanceKm: 120,
        heightMin: 160,
        heightMax: 190,
        hasChildrenPreference: true,
        wantsChildrenPreference: true,
        ...lists,
      },
    });
  });

  it('keeps the fields this screen does not show', () => {
    const base = stored({
      genderPreference: ['women'],
      culturalPreference: ['Asian'],
      languagePreference: ['English'],
      regionalPreference: ['Europe'],
    });
    expect(fromAdvancedFiltersForm(toAdvancedFiltersForm(base), base)).toMatchObject({
      genderPreference: ['women'],
      culturalPreference: ['Asian'],
      languagePreference: ['English'],
      regionalPreference: ['Europe'],
    });
  });

  it('round-trips a stored record unchanged', () => {
    const base = stored({
      minAge: 30,
      maxAge: 44,
      heightMin: 150,
      heightMax: null,
      smokingPreference: ['never'],
      hasChildrenPreference: true,
    });
    expect(parseAdvancedFiltersForm(toAdvancedFiltersForm(base), base)).toEqual({ success: true, data: base });
  });

  it('ticked children boxes mean true, unticked mean no preference, and a stored false survives untouched', () => {
    expect(childrenFromCheckbox(true)).toBe(true);
    expect(childrenFromCheckbox(false)).toBeNull();
    const base = stored({ hasChildrenPreference: false });
    const form = toAdvancedFiltersForm(base);
    expect(fromAdvancedFiltersForm(form, base).hasChildrenPreference).toBe(false);
    form.hasChildrenPreference = childrenFromCheckbox(false);
    expect(fromAdvancedFiltersForm(form, base).hasChildrenPreference).toBeNull();
  });

  it('turns empty or non-numeric heights into null', () => {
    expect(heightFromInput('')).toBeNull();
    expect(heightFromInput('abc')).toBeNull();
    expect(heightFromInput(' 172 ')).toBe(172);
  });

  it('refuses heights out of range or the wrong way round, on the right field', () => {
    const base = stored();
    const outOfRange = { ...toAdvancedFiltersForm(base), heightMax: '300' };
    expect(parseAdvancedFiltersForm(outOfRange, base)).toEqual({
      success: false,
      errors: { heightMax: 'Height must be between 100 and 250 cm.' },
    });
    const swapped = { ...toAdvancedFiltersForm(base), heightMin: '200', heightMax: '150' };
    expect(parseAdvancedFiltersForm(swapped, base)).toEqual({
      success: false,
      errors: { heightMin: 'Minimum height must not exceed maximum height' },
    });
  });
});
