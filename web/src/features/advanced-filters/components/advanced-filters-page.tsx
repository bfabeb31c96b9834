import { Save, SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { PREFERENCE_BOUNDS } from '#shared/schemas/preferences.ts';
import { paths } from '#web/config/paths.ts';
import { GatedFeature, useGatedQuery } from '#web/components/gated-feature.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { HeightRangeFields } from '#web/components/ui/height-range-fields.tsx';
import { RangeRow } from '#web/components/ui/range-row.tsx';
import { Slider } from '#web/components/ui/slider.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useAdvancedFilters, type AdvancedFilters } from '../api/get-advanced-filters';
import { useUpdateAdvancedFilters } from '../api/update-advanced-filters';
import {
  childrenFromCheckbox,
  parseAdvancedFiltersForm,
  toAdvancedFiltersForm,
  type AdvancedFiltersErrors,
  type AdvancedFiltersForm,
} from '../lib/advanced-filters-form';
import { LIST_FIELDS, type ListField } from '../lib/filter-options';
import { PageHeader } from '#web/components/ui/page-header.tsx';

const yearsOld = (age: number) => `${age} years old`;

/** /advanced-filters: Gold feature (marketing spec "Screens and routes"). */
export function AdvancedFiltersPage() {
  const filters = useGatedQuery('advancedFilters', useAdvancedFilters, MESSAGES.advancedFilters.loadError);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader icon={SlidersHorizontal} title="Advanced Filters">
        Narrow discovery down to the people you are looking for. Gender, languages and regions live in your{' '}
        <Link to={paths.filters.getHref()} className="font-medium text-rose-700 underline underline-offset-2">
          Dating Preferences
        </Link>
        .
      </PageHeader>

      <GatedFeature gate={filters} pitch={PITCH}>
        {(stored) => <FiltersForm stored={stored} />}
      </GatedFeature>
    </div>
  );
}

const PITCH = {
  title: 'Filter by what matters to you',
  pitch:
    'With Gold you can filter by education, interests, lifestyle, religion, politics and what people are looking for.',
  reason: 'advanced filters',
};

const CHILDREN_OPTIONS = [
  { value: 'has', label: 'Has children' },
  { value: 'wants', label: 'Wants children' },
] as const;

function FiltersForm({ stored }: { stored: AdvancedFilters }) {
  const save = useUpdateAdvancedFilters();
  const [base, setBase] = useState(stored.preferences);
  const [form, setForm] = useState<AdvancedFiltersForm>(() => toAdvancedFiltersForm(stored.preferences));
  const [errors, setErrors] = useState<AdvancedFiltersErrors>({});

  const setList = (name: ListField) => (values: string[]) =>
    setForm((current) => ({ ...current, lists: { ...current.lists, [name]: values } }));
  const setHeight = (key: 'heightMin' | 'heightMax') => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const childrenValues = [
    ...(form.hasChildrenPreference === true ? ['has'] : []),
    ...(form.wantsChildrenPreference === true ? ['wants'] : []),
  ];
  const setChildren = (values: string[]) =>
    setForm((current) => ({
      ...current,
      // Only the box that changed moves; a stored false on the other one stays until it is touched.
      hasChildrenPreference:
        values.includes('has') === (current.hasChildrenPreference === true)
          ? current.hasChildrenPreference
          : childrenFromCheckbox(values.includes('has')),
      wantsChildrenPreference:
        values.includes('wants') === (current.wantsChildrenPreference === true)
          ? current.wantsChildrenPreference
          : childrenFromCheckbox(values.includes('wants')),
    }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseAdvancedFiltersForm(form, base);
    if (!parsed.success) {
      setErrors(parsed.errors);
      showError(MESSAGES.advancedFilters.saveError);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setBase(saved.preferences);
      setForm(toAdvancedFiltersForm(saved.preferences));
      showSuccess(MESSAGES.advancedFilters.saved);
    } catch {
      showError(MESSAGES.advancedFilters.saveError);
    }
  }

  const listCard = (name: ListField, legend: string) => (
    <Card className="p-6">
      <CheckboxGroup
        legend={legend}
        options={LIST_FIELDS[name]}
        values={form.lists[name]}
        onChange={setList(name)}
        className="[&>legend]:mb-2 [&>legend]:text-lg [&>legend]:font-bold [&>legend]:text-gray-900"
      />
      {form.extras[name].length > 0 && (
        <p className="mt-3 text-xs text-gray-500">
          Also kept from your Dating Preferences: {form.extras[name].join(', ')}
        </p>
      )}
    </Card>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Advanced filters" className="mt-8 space-y-6">
      <Card className="p-6 sm:p-8">
        <h2 className="text-lg font-bold text-gray-900">Basic</h2>
        <div className="mt-5 space-y-7">
          <RangeRow
            label="Age range"
            value={`${yearsOld(form.minAge)} – ${yearsOld(form.maxAge)}`}
            testId="age-range-value"
          >
            <Slider
              value={[form.minAge, form.maxAge]}
              onValueChange={([min, max]) =>
                setForm((current) => ({ ...current, minAge: min ?? current.minAge, maxAge: max ?? current.maxAge }))
              }
              min={PREFERENCE_BOUNDS.minAge}
              max={PREFERENCE_BOUNDS.maxAge}
              thumbLabels={['Minimum age', 'Maximum age']}
              valueText={yearsOld}
            />
          </RangeRow>
          <RangeRow label="Maximum distance" value={`${form.maxDistanceKm} km`} testId="distance-value">
            <Slider
              value={[form.maxDistanceKm]}
              onValueChange={([km]) =>
                setForm((current) => ({ ...current, maxDistanceKm: km ?? current.maxDistanceKm }))
              }
              min={PREFERENCE_BOUNDS.minDistanceKm}
              max={PREFERENCE_BOUNDS.maxDistanceKm}
              thumbLabels={['Maximum distance']}
              valueText={(km) => `${km} km`}
            />
          </RangeRow>
          <div className="grid gap-5 sm:grid-cols-2">
            <HeightRangeFields
              min={form.heightMin}
              max={form.heightMax}
              onMinChange={setHeight('heightMin')}
              onMaxChange={setHeight('heightMax')}
              errors={errors}
            />
          </div>
          <CheckboxGroup legend="Children" options={CHILDREN_OPTIONS} values={childrenValues} onChange={setChildren} />
        </div>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        {listCard('educationPreference', 'Education')}
        {listCard('lookingFor', 'Looking For')}
      </div>
      {listCard('interestsPreference', 'Interests')}
      <div className="grid gap-6 md:grid-cols-2">
        {listCard('smokingPreference', 'Smoking')}
        {listCard('drinkingPreference', 'Drinking')}
        {listCard('religionPreference', 'Religion')}
        {listCard('politicalPreference', 'Political')}
      </div>

      <div className="sticky bottom-4 z-10 flex flex-col gap-3 rounded-2xl border border-rose-100 bg-white/90 p-3 shadow-lg shadow-rose-900/10 backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:pl-5">
        <p className="hidden text-sm text-gray-600 sm:block">Discovery applies your saved filters.</p>
        <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <Spinner className="size-4" /> : <Save className="size-4" aria-hidden />}
          {save.isPending ? 'Saving...' : 'Save Filters'}
        </Button>
      </div>
    </form>
  );
}
