/**
 * /advanced-filters form state and its mapping to and from the preferences
 * record it shares with /filters (marketing spec "Screens and routes" and
 * "Validation rules").
 *
 * - Lists show as checkboxes. A stored value counts as an option when it is
 *   the option's value or label in any case ('Never', 'never'); anything else
 *   (a free-text tag typed on /filters) is kept as it is and saved back.
 * - Heights are text inputs: empty or not a number becomes null.
 * - A children checkbox sets true when ticked and clears (null) when
 *   unticked. A stored false (set on /filters) shows unticked and is kept
 *   until the member touches the box.
 * - Fields this screen does not show (gender, cultural, …) are saved as stored.
 */
import type { z } from 'zod';
import { MESSAGES } from '#shared/messages.ts';
import { PreferencesSchema, type Preferences } from '#shared/schemas/preferences.ts';
import { LIST_FIELDS, type FilterOption, type ListField } from './filter-options';

export type AdvancedFiltersForm = {
  minAge: number;
  maxAge: number;
  maxDistanceKm: number;
  heightMin: string;
  heightMax: string;
  hasChildrenPreference: boolean | null;
  wantsChildrenPreference: boolean | null;
  /** Ticked option values per list, in option order. */
  lists: Record<ListField, string[]>;
  /** Stored values that are not options here, kept as they are. */
  extras: Record<ListField, string[]>;
};

export type AdvancedFiltersErrors = Partial<Record<'heightMin' | 'heightMax' | 'minAge', string>>;

const LIST_NAMES = Object.keys(LIST_FIELDS) as ListField[];
const norm = (value: string) => value.trim().toLowerCase();

/** The option a stored value stands for, if any. */
export function optionFor(options: readonly FilterOption[], stored: string): FilterOption | undefined {
  const wanted = norm(stored);
  return options.find((option) => norm(option.value) === wanted || norm(option.label) === wanted);
}

/** Splits a stored list into ticked option values (option order) and the values kept as they are. */
export function splitList(
  options: readonly FilterOption[],
  stored: readonly string[],
): { ticked: string[]; extras: string[] } {
  const ticked = new Set<string>();
  const extras: string[] = [];
  for (const value of stored) {
    const option = optionFor(options, value);
    if (option) ticked.add(option.value);
    else if (value.trim() !== '' && !extras.includes(value)) extras.push(value);
  }
  return { ticked: options.filter((option) => ticked.has(option.value)).map((option) => option.value), extras };
}

/** Empty, or anything not a number, becomes null. */
export function heightFromInput(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number.parseInt(trimmed, 10);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Ticked → true; unticked → null (no preference). */
export const childrenFromCheckbox = (checked: boolean): boolean | null => (checked ? true : null);

export function toAdvancedFiltersForm(stored: Preferences): AdvancedFiltersForm {
  const lists = {} as AdvancedFiltersForm['lists'];
  const extras = {} as AdvancedFiltersForm['extras'];
  for (const name of LIST_NAMES) {
    const split = splitList(LIST_FIELDS[name], stored[name]);
    lists[name] = split.ticked;
    extras[name] = split.extras;
  }
  return {
    minAge: Math.min(stored.minAge, stored.maxAge),
    maxAge: Math.max(stored.minAge, stored.maxAge),
    maxDistanceKm: stored.maxDistanceKm,
    heightMin: stored.heightMin === null ? '' : String(stored.heightMin),
    heightMax: stored.heightMax === null ? '' : String(stored.heightMax),
    hasChildrenPreference: stored.hasChildrenPreference,
    wantsChildrenPreference: stored.wantsChildrenPreference,
    lists,
    extras,
  };
}

/** The whole record to save: what this screen edits over what was stored. */
export function fromAdvancedFiltersForm(
  form: AdvancedFiltersForm,
  stored: Preferences,
): z.input<typeof PreferencesSchema> {
  const lists = Object.fromEntries(
    LIST_NAMES.map((name) => [name, [...form.lists[name], ...form.extras[name]]]),
  ) as Record<ListField, string[]>;
  return {
    ...stored,
    ...lists,
    minAge: form.minAge,
    maxAge: form.maxAge,
    maxDistanceKm: form.maxDistanceKm,
    heightMin: heightFromInput(form.heightMin),
    heightMax: heightFromInput(form.heightMax),
    hasChildrenPreference: form.hasChildrenPreference,
    wantsChildrenPreference: form.wantsChildrenPreference,
  };
}

export type ParsedAdvancedFilters =
  { success: true; data: Preferences } | { success: false; errors: AdvancedFiltersErrors };

/** Validates with the schema the server uses; errors land on the field they are about. */
export function parseAdvancedFiltersForm(form: AdvancedFiltersForm, stored: Preferences): ParsedAdvancedFilters {
  const parsed = PreferencesSchema.safeParse(fromAdvancedFiltersForm(form, stored));
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: AdvancedFiltersErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if ((key !== 'heightMin' && key !== 'heightMax' && key !== 'minAge') || errors[key] !== undefined) continue;
    // Range issues carry zod's wording; the cross-field rules carry the schema's own sentence.
    errors[key] =
      key !== 'minAge' && (issue.code === 'too_small' || issue.code === 'too_big' || issue.code === 'invalid_type')
        ? MESSAGES.advancedFilters.heightRange
        : issue.message;
  }
  return { success: false, errors };
}
