import { defaultPreferences, PreferencesSchema, type Preferences } from '#shared/schemas/preferences.ts';
import { getPreferences, putPreferences } from '../../db/preferences';

export type MyPreferences = { preferences: Preferences; updatedAt: string | null };

/** Core spec "Validation rules": stored values fall back to defaults when missing (or no longer valid). */
export function withDefaults(stored: Partial<Preferences> | undefined): Preferences {
  if (!stored) return defaultPreferences();
  const parsed = PreferencesSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const defaults = defaultPreferences();
  const kept = Object.fromEntries(
    Object.entries(stored).filter(
      ([field, value]) => field in defaults && PreferencesSchema.safeParse({ ...defaults, [field]: value }).success,
    ),
  );
  return { ...defaults, ...kept };
}

export async function getMyPreferences(memberId: string): Promise<MyPreferences> {
  const stored = await getPreferences(memberId);
  return { preferences: withDefaults(stored?.preferences), updatedAt: stored?.updatedAt ?? null };
}

export async function updateMyPreferences(memberId: string, preferences: Preferences): Promise<MyPreferences> {
  return putPreferences(memberId, preferences, new Date());
}
