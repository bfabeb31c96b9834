import { clsx } from 'clsx';
import { Check, Plus, Save, SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PREFERENCE_BOUNDS } from '#shared/schemas/preferences.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { HeightRangeFields } from '#web/components/ui/height-range-fields.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Slider } from '#web/components/ui/slider.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TagInput } from '#web/components/ui/tag-input.tsx';
import { toggleTag } from '#web/lib/tag-list.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
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
  type PreferencesFormErrors,
  type PreferencesFormValues,
} from '../lib/preferences-form';
import { LoadErrorCard, LoadingCard } from '#web/components/ui/status-cards.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useStoredRecord } from '#web/lib/use-stored-record.ts';

const yearsOld = (age: number) => `${age} years old`;

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
      {failed && (
        <LoadErrorCard
          title={MESSAGES.preferences.loadError.title}
          description={MESSAGES.preferences.loadError.description}
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
        />
      )}
      {(preferences.data || missing) && <PreferencesForm stored={preferences.data} />}
    </div>
  );
}

function PreferencesForm({ stored }: { stored: MyPreferences | undefined }) {
  const save = useUpdateMyPreferences();
  const [form, setForm] = useState<PreferencesFormValues>(() => toPreferencesForm(stored?.preferences));
  const [errors, setErrors] = useState<PreferencesFormErrors>({});

  const set =
    <K extends keyof PreferencesFormValues>(key: K) =>
    (value: PreferencesFormValues[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parsePreferencesForm(form);
    if (!parsed.success) {
      setErrors(parsed.errors);
      showError(MESSAGES.preferences.saveError);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setForm(toPreferencesForm(saved.preferences));
      showSuccess(MESSAGES.preferences.saved);
    } catch {
      showError(MESSAGES.preferences.saveError);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Dating preferences" className="mt-8 space-y-6">
      <Section title="Who you're looking for">
        <div className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-sm font-medium text-gray-800" id="age-range-label">
              Age range
            </p>
            <p className="text-sm font-semibold text-rose-600 tabular-nums" data-testid="age-range-value">
              {yearsOld(form.minAge)} – {yearsOld(form.maxAge)}
            </p>
          </div>
          <Slider
            value={[form.minAge, form.maxAge]}
            onValueChange={([min, max]) =>
              setForm((current) => ({ ...current, minAge: min ?? current.minAge, maxAge: max ?? current.maxAge }))
            }
            min={PREFERENCE_BOUNDS.minAge}
            max={PREFERENCE_BOUNDS.maxAge}
            step={1}
            thumbLabels={['Minimum age', 'Maximum age']}
            valueText={yearsOld}
          />
          <BoundsCaption min={yearsOld(PREFERENCE_BOUNDS.minAge)} max={yearsOld(PREFERENCE_BOUNDS.maxAge)} />
        </div>

        <div className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="text-sm font-medium text-gray-800">Maximum distance</p>
            <p className="text-sm font-semibold text-rose-600 tabular-nums" data-testid="distance-value">
              {form.maxDistanceKm} km
            </p>
          </div>
          <Slider
            value={[form.maxDistanceKm]}
            onValueChange={([km]) => set('maxDistanceKm')(km ?? form.maxDistanceKm)}
            min={PREFERENCE_BOUNDS.minDistanceKm}
            max={PREFERENCE_BOUNDS.maxDistanceKm}
            thumbLabels={['Maximum distance']}
            valueText={(km) => `${km} km`}
          />
          <BoundsCaption min={`${PREFERENCE_BOUNDS.minDistanceKm} km`} max={`${PREFERENCE_BOUNDS.maxDistanceKm} km`} />
        </div>

        <CheckboxGroup
          legend="Looking for"
          options={LOOKING_FOR_OPTIONS}
          values={form.lookingFor}
          onChange={set('lookingFor')}
        />
        <CheckboxGroup
          legend="Gender"
          options={GENDER_PREFERENCE_OPTIONS}
          values={form.genderPreference}
          onChange={set('genderPreference')}
        />
      </Section>

      <Section title="Height and family">
        <div className="grid gap-5 sm:grid-cols-2">
          <HeightRangeFields
            min={form.heightMin}
            max={form.heightMax}
            onMinChange={set('heightMin')}
            onMaxChange={set('heightMax')}
            errors={errors}
          />
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
          <CheckboxGroup
            legend="Smoking"
            options={HABIT_OPTIONS}
            values={form.smokingPreference}
            onChange={set('smokingPreference')}
          />
          <CheckboxGroup
            legend="Drinking"
            options={HABIT_OPTIONS}
            values={form.drinkingPreference}
            onChange={set('drinkingPreference')}
          />
        </div>
      </Section>

      <Section title="Background and interests">
        <div className="grid gap-6 sm:grid-cols-2">
          <TagInput
            label="Education"
            values={form.educationPreference}
            onChange={set('educationPreference')}
            placeholder="e.g. Bachelor's degree"
            maxTags={40}
            maxLength={60}
          />
          <TagInput
            label="Interests"
            values={form.interestsPreference}
            onChange={set('interestsPreference')}
            placeholder="e.g. Travel"
            maxTags={40}
            maxLength={60}
          />
        </div>
        <TagInput
          label="Cultural background"
          values={form.culturalPreference}
          onChange={set('culturalPreference')}
          placeholder="Add a background"
          maxTags={40}
          maxLength={60}
        >
          <QuickAdd
            name="cultural background"
            choices={CULTURAL_QUICK_ADD}
            values={form.culturalPreference}
            onChange={set('culturalPreference')}
          />
        </TagInput>
        <TagInput
          label="Languages"
          values={form.languagePreference}
          onChange={set('languagePreference')}
          placeholder="Add a language"
          maxTags={40}
          maxLength={60}
        >
          <QuickAdd
            name="languages"
            choices={LANGUAGE_QUICK_ADD}
            values={form.languagePreference}
            onChange={set('languagePreference')}
          />
        </TagInput>
        <TagInput
          label="Religion"
          values={form.religionPreference}
          onChange={set('religionPreference')}
          placeholder="Add a religion"
          maxTags={40}
          maxLength={60}
        >
          <QuickAdd
            name="religion"
            choices={RELIGION_QUICK_ADD}
            values={form.religionPreference}
            onChange={set('religionPreference')}
          />
        </TagInput>
      </Section>

      <Section title="Region and politics">
        <CheckboxGroup
          legend="Regions"
          options={REGIONAL_OPTIONS}
          values={form.regionalPreference}
          onChange={set('regionalPreference')}
        />
        <CheckboxGroup
          legend="Political views"
          options={POLITICAL_OPTIONS}
          values={form.politicalPreference}
          onChange={set('politicalPreference')}
        />
      </Section>

      {/* The form is long: the save bar stays in reach at the bottom of the screen. */}
      <div className="sticky bottom-4 z-10 flex flex-col gap-3 rounded-2xl border border-rose-100 bg-white/90 p-3 shadow-lg shadow-rose-900/10 backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:pl-5">
        <p className="hidden text-sm text-gray-600 sm:block">Discovery uses your saved preferences.</p>
        <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner className="size-4" /> : <Save className="size-4" aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </div>
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

function BoundsCaption({ min, max }: { min: string; max: string }) {
  return (
    <div className="flex justify-between text-xs text-gray-400" aria-hidden>
      <span>{min}</span>
      <span>{max}</span>
    </div>
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
