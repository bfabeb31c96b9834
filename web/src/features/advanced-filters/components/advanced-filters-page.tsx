import { SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#web/config/paths.ts';
import { GatedFeature, useGatedQuery } from '#web/components/gated-feature.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { HeightRangeFields } from '#web/components/ui/height-range-fields.tsx';
import { useFormFields } from '#web/lib/use-form-fields.ts';
import { AgeRangeSlider, DistanceSlider } from '#web/components/preference-sliders.tsx';
import { SaveBar } from '#web/components/ui/save-bar.tsx';
import { useAdvancedFilters, type AdvancedFilters } from '../api/get-advanced-filters';
import { useUpdateAdvancedFilters } from '../api/update-advanced-filters';
import { childrenFromCheckbox, parseAdvancedFiltersForm, toAdvancedFiltersForm } from '../lib/advanced-filters-form';
import { LIST_FIELDS, type ListField } from '../lib/filter-options';
import { PageHeader } from '#web/components/ui/page-header.tsx';

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
  const { form, setForm, errors, set, submit } = useFormFields(() => toAdvancedFiltersForm(stored.preferences));

  const setList = (name: ListField) => (values: string[]) =>
    setForm((current) => ({ ...current, lists: { ...current.lists, [name]: values } }));

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
    await submit(parseAdvancedFiltersForm(form, base), MESSAGES.advancedFilters, async (data) => {
      const saved = await save.mutateAsync(data);
      setBase(saved.preferences);
      setForm(toAdvancedFiltersForm(saved.preferences));
    });
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
          <AgeRangeSlider
            min={form.minAge}
            max={form.maxAge}
            onChange={(minAge, maxAge) => setForm((current) => ({ ...current, minAge, maxAge }))}
          />
          <DistanceSlider value={form.maxDistanceKm} onChange={set('maxDistanceKm')} />
          <div className="grid gap-5 sm:grid-cols-2">
            <HeightRangeFields values={form} set={set} errors={errors} />
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

      <SaveBar note="Discovery applies your saved filters." label="Save Filters" saving={save.isPending} />
    </form>
  );
}
