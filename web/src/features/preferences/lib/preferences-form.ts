/**
 * /filters form state and its mapping to and from the API's preferences. Height
 * inputs hold strings (empty becomes null), the children selects hold 'none' |
 * 'true' | 'false' (core spec "Validation rules"); everything else is the API
 * shape.
 */
import type { z } from 'zod';
import { PreferenceFieldsSchema, PreferencesSchema, type Preferences } from '#shared/schemas/preferences.ts';

export type ChildrenChoice = 'none' | 'true' | 'false';

export type PreferencesFormValues = Omit<
  Preferences,
  'heightMin' | 'heightMax' | 'hasChildrenPreference' | 'wantsChildrenPreference'
> & {
  heightMin: string;
  heightMax: string;
  hasChildrenPreference: ChildrenChoice;
  wantsChildrenPreference: ChildrenChoice;
};

export type PreferencesFormErrors = Partial<Record<keyof PreferencesFormValues, string>>;

const FIELD_NAMES = Object.keys(PreferenceFieldsSchema.shape) as (keyof Preferences)[];

/**
 * Stored values, field by field: a field that is missing or no longer valid
 * falls back to its default, so one bad value never empties the whole form.
 */
export function withDefaults(stored: Partial<Record<keyof Preferences, unknown>> | null | undefined): Preferences {
  const result: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const field = PreferenceFieldsSchema.shape[name];
    const parsed = field.safeParse(stored?.[name]);
    result[name] = parsed.success ? parsed.data : field.parse(undefined);
  }
  const preferences = result as Preferences;
  // A stored minimum above the maximum cannot be shown on one slider.
  if (preferences.minAge > preferences.maxAge)
    [preferences.minAge, preferences.maxAge] = [preferences.maxAge, preferences.minAge];
  return preferences;
}

const toChoice = (value: boolean | null): ChildrenChoice => (value === null ? 'none' : value ? 'true' : 'false');
const fromChoice = (value: ChildrenChoice): boolean | null => (value === 'none' ? null : value === 'true');

/** Empty (or anything not a number) becomes null. */
export function heightFromInput(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number.parseInt(trimmed, 10);
  return Number.isNaN(parsed) ? null : parsed;
}

export function toPreferencesForm(
  stored: Partial<Record<keyof Preferences, unknown>> | null | undefined,
): PreferencesFormValues {
  const preferences = withDefaults(stored);
  return {
    ...preferences,
    heightMin: preferences.heightMin === null ? '' : String(preferences.heightMin),
    heightMax: preferences.heightMax === null ? '' : String(preferences.heightMax),
    hasChildrenPreference: toChoice(preferences.hasChildrenPreference),
    wantsChildrenPreference: toChoice(preferences.wantsChildrenPreference),
  };
}

export function fromPreferencesForm(form: PreferencesFormValues): z.input<typeof PreferencesSchema> {
  return {
    ...form,
    heightMin: heightFromInput(form.heightMin),
    heightMax: heightFromInput(form.heightMax),
    hasChildrenPreference: fromChoice(form.hasChildrenPreference),
    wantsChildrenPreference: fromChoice(form.wantsChildrenPreference),
  };
}

export type ParsedPreferencesForm =
  { success: true; data: Preferences } | { success: false; errors: PreferencesFormErrors };

export function parsePreferencesForm(form: PreferencesFormValues): ParsedPreferencesForm {
  const parsed = PreferencesSchema.safeParse(fromPreferencesForm(form));
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: PreferencesFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof PreferencesFormValues;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return { success: false, errors };
}
