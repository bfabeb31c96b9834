import { clsx } from 'clsx';
import { Check, Plus, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { Card } from '#web/components/ui/card.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { HeightRangeFields } from '#web/components/ui/height-range-fields.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { VerifiedBadge } from '#web/components/ui/verified-badge.tsx';
import { TagInput } from '#web/components/ui/tag-input.tsx';
import { toggleTag } from '#web/lib/tag-list.ts';
import { useFormFields } from '#web/lib/use-form-fields.ts';
import { AgeRangeSlider, DistanceSlider } from '#web/components/preference-sliders.tsx';
import { SaveBar } from '#web/components/ui/save-bar.tsx';
import { useMyPreferences, type MyPreferences } from '../api/get-my-preferences';
import { useUpdateMyPreferences } from '../api/update-my-preferences';
import {
  CULTURAL_QUICK_ADD,
  GENDER_PREFERENCE_OPTIONS,
  HABIT_OPTIONS,
  HAS_CHILDREN_OPTIONS,
  LANGUAGE_QUICK_ADD,
  LOOKING_FOR_OPTIONS,
  POLITICAL_OPTIONS,
  REGIONAL_OPTIONS,
  RELIGION_QUICK_ADD,
  WANTS_CHILDREN_OPTIONS,
} from '../lib/preference-options';
import {
  parsePreferencesForm,
  toPreferencesForm,
  type ChildrenChoice,
  type PreferencesFormValues,
} from '../lib/preferences-form';
import { LoadingCard, QueryErrorCard } from '#web/components/ui/status-cards.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useStoredRecord } from '#web/lib/use-stored-record.ts';

type CheckKey = {
  [K in keyof PreferencesFormValues]: PreferencesFormValues[K] extends string[] ? K : never;
}[keyof PreferencesFormValues];
type TagKey =
  'educationPreference' | 'interestsPreference' | 'culturalPreference' | 'languagePreference' | 'religionPreference';

/** /filters: 'Dating Preferences' (core spec "Screens and routes"). */
export function PreferencesPage() {
  const preferences = useMyPreferences();
  // core spec "Validation rules": a "no rows" answer is tolerated; the defaults stand in.
  const { missing, failed } = useStoredRecord(preferences, MESSAGES.preferences.loadError);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader icon={SlidersHorizontal} title="Dating Preferences">
        Tell us who you would like to meet. Discovery uses these to pick your matches.
      </PageHeader>

      {preferences.isPending && <LoadingCard>Loading your preferences…</LoadingCard>}
      {failed && <QueryErrorCard query={preferences} message={MESSAGES.preferences.loadError} />}
      {(preferences.data || missing) && <PreferencesForm stored={preferences.data} />}
    </div>
  );
}

function PreferencesForm({ stored }: { stored: MyPreferences | undefined }) {
  const save = useUpdateMyPreferences();
  const { form, setForm, errors, set, submit } = useFormFields(() => toPreferencesForm(stored?.preferences));

  const checks = (key: CheckKey) => ({ values: form[key], onChange: set(key) });
  const tags = (key: TagKey) => ({ values: form[key], onChange: set(key), maxTags: 40, maxLength: 60 });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(parsePreferencesForm(form), MESSAGES.preferences, async (data) => {
      const saved = await save.mutateAsync(data);
      setForm(toPreferencesForm(saved.preferences));
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Dating preferences" className="mt-8 space-y-6">
      <Section title="Who you're looking for">
        <AgeRangeSlider
          min={form.minAge}
          max={form.maxAge}
          onChange={(minAge, maxAge) => setForm((current) => ({ ...current, minAge, maxAge }))}
          showBounds
        />
        <DistanceSlider value={form.maxDistanceKm} onChange={set('maxDistanceKm')} showBounds />
        <CheckboxGroup legend="Looking for" options={LOOKING_FOR_OPTIONS} {...checks('lookingFor')} />
        <CheckboxGroup legend="Gender" options={GENDER_PREFERENCE_OPTIONS} {...checks('genderPreference')} />
        {/* A safety filter (issue 27): free on every plan, so it sits here, not among the Gold advanced filters. */}
        <div className="flex items-start justify-between gap-6" data-testid="verified-only">
          <div>
            <p className="flex items-center gap-1.5 font-semibold text-gray-900">
              Verified members only <VerifiedBadge verified />
            </p>
            <p className="mt-1 text-sm text-gray-600">
              Discover shows only people who passed the camera check. Free on every plan.
            </p>
          </div>
          <Switch checked={form.verifiedOnly} onCheckedChange={set('verifiedOnly')} label="Verified members only" />
        </div>
      </Section>

      <Section title="Height and family">
        <div className="grid gap-5 sm:grid-cols-2">
          <HeightRangeFields values={form} set={set} errors={errors} />
          <SelectField<ChildrenChoice>
            label="Has children"
            value={form.hasChildrenPreference}
            onValueChange={set('hasChildrenPreference')}
            options={HAS_CHILDREN_OPTIONS}
          />
          <SelectField<ChildrenChoice>
            label="Wants children"
            value={form.wantsChildrenPreference}
            onValueChange={set('wantsChildrenPreference')}
            options={WANTS_CHILDREN_OPTIONS}
          />
        </div>
      </Section>

      <Section title="Lifestyle">
        <div className="grid gap-5 sm:grid-cols-2">
          <CheckboxGroup legend="Smoking" options={HABIT_OPTIONS} {...checks('smokingPreference')} />
          <CheckboxGroup legend="Drinking" options={HABIT_OPTIONS} {...checks('drinkingPreference')} />
        </div>
      </Section>

      <Section title="Background and interests">
        <div className="grid gap-6 sm:grid-cols-2">
          <TagInput label="Education" placeholder="e.g. Bachelor's degree" {...tags('educationPreference')} />
          <TagInput label="Interests" placeholder="e.g. Travel" {...tags('interestsPreference')} />
        </div>
        <TagInput label="Cultural background" placeholder="Add a background" {...tags('culturalPreference')}>
          <QuickAdd name="cultural background" choices={CULTURAL_QUICK_ADD} {...checks('culturalPreference')} />
        </TagInput>
        <TagInput label="Languages" placeholder="Add a language" {...tags('languagePreference')}>
          <QuickAdd name="languages" choices={LANGUAGE_QUICK_ADD} {...checks('languagePreference')} />
        </TagInput>
        <TagInput label="Religion" placeholder="Add a religion" {...tags('religionPreference')}>
          <QuickAdd name="religion" choices={RELIGION_QUICK_ADD} {...checks('religionPreference')} />
        </TagInput>
      </Section>

      <Section title="Region and politics">
        <CheckboxGroup legend="Regions" options={REGIONAL_OPTIONS} {...checks('regionalPreference')} />
        <CheckboxGroup legend="Political views" options={POLITICAL_OPTIONS} {...checks('politicalPreference')} />
      </Section>

      {/* The form is long: the save bar stays in reach at the bottom of the screen. */}
      <SaveBar note="Discovery uses your saved preferences." label="Save Preferences" saving={save.isPending} />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-lg font-bold text-gray-900">{title}</h2>
      <div className="mt-5 space-y-7">{children}</div>
    </Card>
  );
}

/**
 * Core spec "Screens and routes", the quick-add toggles: pressed when the value is in the list; pressing again takes it
 * out.
 */
function QuickAdd({
  name,
  choices,
  values,
  onChange,
}: {
  name: string;
  choices: readonly string[];
  values: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <div role="group" aria-label={`Quick add ${name}`} className="flex flex-wrap gap-1.5">
      {choices.map((choice) => {
        const pressed = values.includes(choice);
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(toggleTag(values, choice))}
            className={clsx(
              'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-rose-500',
              pressed
                ? 'border-rose-400 bg-rose-500 text-white'
                : 'border-gray-200 bg-white text-gray-600 hover:border-rose-200 hover:text-rose-700',
            )}
          >
            {pressed ? <Check className="size-3" aria-hidden /> : <Plus className="size-3" aria-hidden />}
            {choice}
          </button>
        );
      })}
    </div>
  );
}
