/**
 * The Elite Match Request Form's fields (marketing spec "Screens and routes"):
 * every section, select and free text of the spec with its option values, the
 * age (18–65) and height (140–210 cm) sliders, the 15 personality traits, and
 * ours: what a proposed candidate may see of the member before they accept.
 */
import type { ReactNode } from 'react';
import {
  ELITE_AGE_BOUNDS,
  ELITE_HEIGHT_BOUNDS,
  ELITE_SELECT_OPTIONS,
  ELITE_TEXT_LIMITS,
  PERSONALITY_TRAITS,
  SHARE_FIELDS,
  SHARE_FIELD_LABELS,
  type EliteSelectField,
  type EliteTextField,
  type ShareField,
} from '#shared/elite/request-form.ts';
import { Card } from '#web/components/ui/card.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { RangeRow } from '#web/components/ui/range-row.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Slider } from '#web/components/ui/slider.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';
import type { EliteFormState } from '../lib/elite-draft';

const TRAIT_OPTIONS = PERSONALITY_TRAITS.map((trait) => ({ value: trait, label: trait }));
const SHARE_OPTIONS = SHARE_FIELDS.map((field) => ({ value: field, label: SHARE_FIELD_LABELS[field] }));

type Props = { state: EliteFormState; onChange: (next: (current: EliteFormState) => EliteFormState) => void };

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-lg font-bold text-gray-900">{title}</h2>
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

export function EliteRequestFields({ state, onChange }: Props) {
  const set = <K extends keyof EliteFormState>(key: K, value: EliteFormState[K]) =>
    onChange((current) => ({ ...current, [key]: value }));

  const select = (field: EliteSelectField, label: string) => (
    <SelectField
      label={label}
      name={field}
      value={state[field]}
      onValueChange={(value) => set(field, value)}
      options={[{ value: '', label: 'Choose...' }, ...ELITE_SELECT_OPTIONS[field]]}
    />
  );
  const text = (field: EliteTextField, label: string, placeholder?: string) => (
    <Field
      label={label}
      name={field}
      value={state[field]}
      maxLength={ELITE_TEXT_LIMITS[field]}
      placeholder={placeholder}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const longText = (field: EliteTextField, label: string, placeholder?: string, className = 'sm:col-span-2') => (
    <TextareaField
      label={label}
      name={field}
      value={state[field]}
      maxLength={ELITE_TEXT_LIMITS[field]}
      showCount
      placeholder={placeholder}
      className={className}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const range = (
    field: 'preferredAge' | 'preferredHeight',
    label: string,
    bounds: { min: number; max: number },
    unit: string,
  ) => {
    const [low, high] = state[field];
    return (
      <div className="sm:col-span-2">
        <RangeRow label={label} value={`${low} – ${high} ${unit}`} testId={`${field}-value`}>
          <Slider
            value={[low, high]}
            onValueChange={([min, max]) => set(field, [min ?? low, max ?? high])}
            min={bounds.min}
            max={bounds.max}
            thumbLabels={[`Minimum ${label.toLowerCase()}`, `Maximum ${label.toLowerCase()}`]}
            valueText={(value) => `${value} ${unit}`}
          />
        </RangeRow>
      </div>
    );
  };
  const shared = SHARE_FIELDS.filter((field) => state.shareWithCandidates[field]);

  return (
    <>
      <Section
        title="Who you want to meet"
        description="Unanswered, the matchmakers follow the genders in your discovery preferences."
      >
        {select('wantToMeet', 'I want to meet')}
      </Section>

      <Section title="Personal">
        {range('preferredAge', 'Preferred age', ELITE_AGE_BOUNDS, 'years')}
        {text('preferredLocation', 'Preferred location', 'e.g. Singapore')}
        {text('preferredProfession', 'Preferred profession', 'e.g. Doctor, architect')}
        {select('preferredEducation', 'Education')}
        {select('preferredIncome', 'Income')}
      </Section>

      <Section title="Physical">
        {range('preferredHeight', 'Preferred height', ELITE_HEIGHT_BOUNDS, 'cm')}
        {select('preferredBuild', 'Build')}
      </Section>

      <Section title="Lifestyle">
        {select('smokingPreference', 'Smoking')}
        {select('drinkingPreference', 'Drinking')}
        {text('religiousPreference', 'Religious preference', 'e.g. Buddhist, or any')}
        {select('politicalPreference', 'Politics')}
      </Section>

      <Section title="Relationship">
        {select('relationshipGoal', 'Relationship goal')}
        {select('exclusivityExpectation', 'Exclusivity')}
        {select('childrenPreference', 'Children')}
        {select('wantsChildrenPreference', 'Future children')}
      </Section>

      <Card className="p-5 sm:p-8">
        <CheckboxGroup
          legend="Personality traits"
          options={TRAIT_OPTIONS}
          values={state.personalityTraits}
          onChange={(values) => set('personalityTraits', values as EliteFormState['personalityTraits'])}
          className="[&>legend]:mb-2 [&>legend]:text-lg [&>legend]:font-bold [&>legend]:text-gray-900"
        />
        {longText('sharedInterests', 'Shared interests', 'Hobbies and passions you would love to share', 'mt-6')}
      </Card>

      <Section title="Communication and dates">
        {select('communicationStyle', 'Communication style')}
        {select('dateFrequency', 'Date frequency')}
        {select('introductionFrequency', 'Introduction frequency')}
        {select('preferredContactMethod', 'Preferred contact method')}
        {text('feedbackPreference', 'Feedback after introductions', 'e.g. A call after each date')}
        <label className="flex items-start gap-3 self-end rounded-xl border border-gray-200 bg-white px-3.5 py-3 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            name="backgroundCheckRequired"
            className="mt-0.5 size-4 shrink-0 accent-rose-600"
            checked={state.backgroundCheckRequired}
            onChange={(event) => set('backgroundCheckRequired', event.target.checked)}
          />
          Background check required
        </label>
      </Section>

      <Section title="Anything else">
        {longText('dealbreakers', 'Dealbreakers', 'What would rule someone out')}
        {longText('specificRequests', 'Specific requests')}
        {longText('additionalNotes', 'Additional notes')}
        {longText('availability', 'Availability', 'e.g. Weekday evenings and Sundays')}
      </Section>

      <Card className="p-5 sm:p-8">
        <CheckboxGroup
          legend="What candidates may see about you"
          options={SHARE_OPTIONS}
          values={shared}
          onChange={(values) =>
            set(
              'shareWithCandidates',
              Object.fromEntries(SHARE_FIELDS.map((field) => [field, values.includes(field)])) as Record<
                ShareField,
                boolean
              >,
            )
          }
          className="[&>legend]:mb-2 [&>legend]:text-lg [&>legend]:font-bold [&>legend]:text-gray-900"
        />
        <p className="mt-3 text-sm text-gray-600">
          Before a candidate accepts an introduction, they see only what you tick here. Nobody sees your contact
          details, and your profile stays hidden from members who are not Elite.
        </p>
      </Card>
    </>
  );
}
