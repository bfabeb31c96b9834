import { signOut } from '#web/lib/session.ts';
import { Save } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { MAX_AGE, MAX_TAGS, MIN_AGE, type ProfileFields } from '#shared/schemas/profile.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { SelectField, type SelectOption } from '#web/components/ui/select-field.tsx';
import { TagInput } from '#web/components/ui/tag-input.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  GENDER_LABELS,
  HABIT_LABELS,
  LANGUAGES,
  LOOKING_FOR_LABELS,
  POLITICAL_VIEWS,
  RELATIONSHIP_STATUS_LABELS,
  RELIGIONS,
  optionsOf,
} from '#web/lib/profile-options.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useUpdateMyProfile } from '../api/update-my-profile';
import {
  issuesToFormErrors,
  parseProfileForm,
  toProfileForm,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../lib/profile-form';

const withUnset = <V extends string>(unsetLabel: string, options: SelectOption<V>[]): SelectOption<V | ''>[] => [
  { value: '', label: unsetLabel },
  ...options,
];

const GENDER_OPTIONS = withUnset('Prefer not to say', optionsOf(GENDER_LABELS));
const LOOKING_FOR_OPTIONS = withUnset('Select…', optionsOf(LOOKING_FOR_LABELS));
const STATUS_OPTIONS = withUnset('Select…', optionsOf(RELATIONSHIP_STATUS_LABELS));
const HABIT_OPTIONS = withUnset('Prefer not to say', optionsOf(HABIT_LABELS));
const HAS_CHILDREN_OPTIONS: SelectOption<ProfileFormValues['hasChildren']>[] = [
  { value: '', label: 'Prefer not to say' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const WANTS_CHILDREN_OPTIONS: SelectOption<ProfileFormValues['wantsChildren']>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'not-sure', label: 'Not sure' },
];

/**
 * The editable fields. The form starts from the stored profile once; after a
 * save it takes the server's normalised answer (trimmed text, integers,
 * de-duplicated tags), so what the member sees is what was stored.
 */
export function ProfileForm({ initial }: { initial: Partial<ProfileFields> }) {
  const navigate = useNavigate();
  const save = useUpdateMyProfile();
  const [form, setForm] = useState<ProfileFormValues>(() => toProfileForm(initial));
  const [errors, setErrors] = useState<ProfileFormErrors>({});

  const set =
    <K extends keyof ProfileFormValues>(key: K) =>
    (value: ProfileFormValues[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const text = (
    key: 'fullName' | 'age' | 'location' | 'education' | 'profession' | 'height' | 'religion' | 'politicalViews',
  ) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    error: errors[key],
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseProfileForm(form);
    if (!parsed.success) {
      setErrors(parsed.errors);
      showError(MESSAGES.profile.saveError(parsed.firstMessage));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setForm(toProfileForm(saved));
      showSuccess(MESSAGES.profile.saved);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'unauthorized') {
        // core spec "Validation rules" and "Error catalogue": saving needs a session; without one the member signs in
        // again. Signing
        // out drops what is left of the session, so /auth shows the form instead of bouncing back.
        showError(MESSAGES.profile.notSignedIn);
        await signOut().catch(() => undefined);
        navigate(paths.auth.getHref(), { replace: true });
        return;
      }
      if (error instanceof ApiError) setErrors(issuesToFormErrors(error.issues));
      showError(MESSAGES.profile.saveError(error instanceof ApiError ? error.message : undefined));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile" className="space-y-8">
      <FormSection title="About you">
        <Field
          label="Full Name"
          name="fullName"
          autoComplete="name"
          maxLength={80}
          placeholder="Your name"
          {...text('fullName')}
        />
        <Field
          label="Age"
          name="age"
          type="number"
          inputMode="numeric"
          min={MIN_AGE}
          max={MAX_AGE}
          placeholder={String(MIN_AGE)}
          {...text('age')}
        />
        <SelectField
          label="Gender"
          value={form.gender}
          onValueChange={set('gender')}
          options={GENDER_OPTIONS}
          error={errors.gender}
        />
        <Field
          label="Height (cm)"
          name="height"
          type="number"
          inputMode="numeric"
          min={100}
          max={250}
          placeholder="170"
          {...text('height')}
        />
        <Field
          label="Location"
          name="location"
          autoComplete="address-level2"
          maxLength={120}
          placeholder="City, Country"
          className="sm:col-span-2"
          hint="Shown on your profile. Sharing your device position (Location sharing) is separate and optional."
          {...text('location')}
        />
        <TextareaField
          label="Bio"
          name="bio"
          rows={5}
          maxLength={1000}
          showCount
          placeholder="Tell people about yourself: what you love, what makes you laugh, what you're looking for."
          className="sm:col-span-2"
          value={form.bio}
          onChange={(event) => set('bio')(event.target.value)}
          error={errors.bio}
        />
      </FormSection>

      <FormSection title="Work and education">
        <Field label="Profession" name="profession" maxLength={120} placeholder="What you do" {...text('profession')} />
        <Field
          label="Education"
          name="education"
          maxLength={120}
          placeholder="Highest degree or school"
          {...text('education')}
        />
      </FormSection>

      <FormSection title="Relationship">
        <SelectField
          label="Looking for"
          value={form.lookingFor}
          onValueChange={set('lookingFor')}
          options={LOOKING_FOR_OPTIONS}
          error={errors.lookingFor}
        />
        <SelectField
          label="Relationship status"
          value={form.relationshipStatus}
          onValueChange={set('relationshipStatus')}
          options={STATUS_OPTIONS}
          error={errors.relationshipStatus}
        />
        <SelectField
          label="Has children"
          value={form.hasChildren}
          onValueChange={set('hasChildren')}
          options={HAS_CHILDREN_OPTIONS}
          error={errors.hasChildren}
        />
        <SelectField
          label="Wants children"
          value={form.wantsChildren}
          onValueChange={set('wantsChildren')}
          options={WANTS_CHILDREN_OPTIONS}
          error={errors.wantsChildren}
        />
      </FormSection>

      <FormSection title="Lifestyle and values">
        <SelectField
          label="Smoking"
          value={form.smoking}
          onValueChange={set('smoking')}
          options={HABIT_OPTIONS}
          error={errors.smoking}
        />
        <SelectField
          label="Drinking"
          value={form.drinking}
          onValueChange={set('drinking')}
          options={HABIT_OPTIONS}
          error={errors.drinking}
        />
        <Field
          label="Religion"
          name="religion"
          list="religion-options"
          maxLength={60}
          placeholder="e.g. Spiritual"
          {...text('religion')}
        />
        <Field
          label="Political views"
          name="politicalViews"
          list="political-options"
          maxLength={60}
          placeholder="e.g. Moderate"
          {...text('politicalViews')}
        />
        <Suggestions id="religion-options" values={RELIGIONS} />
        <Suggestions id="political-options" values={POLITICAL_VIEWS} />
      </FormSection>

      <FormSection title="Interests and languages">
        <TagInput
          label="Interests"
          values={form.interests}
          onChange={set('interests')}
          placeholder="e.g. Hiking"
          maxTags={MAX_TAGS}
          error={errors.interests}
          hint="Press Enter or + to add."
        />
        <TagInput
          label="Languages"
          values={form.languages}
          onChange={set('languages')}
          placeholder={`e.g. ${LANGUAGES[0]}`}
          maxTags={MAX_TAGS}
          error={errors.languages}
          hint="Press Enter or + to add."
        />
      </FormSection>

      <div className="flex justify-end border-t border-rose-100 pt-6">
        <Button type="submit" size="lg" loading={save.isPending} className="w-full sm:w-auto">
          <Save className="size-4" aria-hidden />
          Save Profile
        </Button>
      </div>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-lg font-bold text-gray-900">{title}</legend>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}
