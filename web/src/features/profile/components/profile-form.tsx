import { signOut } from '#web/lib/session.ts';
import { Save } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';
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
import { useFormFields } from '#web/lib/use-form-fields.ts';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { PromptsEditor } from './prompts-editor';
import { issuesToFormErrors, parseProfileForm, toProfileForm, type ProfileFormValues } from '../lib/profile-form';

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

type TextKey =
  'fullName' | 'age' | 'location' | 'bio' | 'education' | 'profession' | 'height' | 'religion' | 'politicalViews';
type ChoiceKey =
  'gender' | 'lookingFor' | 'relationshipStatus' | 'hasChildren' | 'wantsChildren' | 'smoking' | 'drinking';

/**
 * The editable fields. The form starts from the stored profile once; after a
 * save it takes the server's normalised answer (trimmed text, integers,
 * de-duplicated tags), so what the member sees is what was stored.
 */
export function ProfileForm({ initial }: { initial: Partial<ProfileFields> }) {
  const navigate = useNavigate();
  const save = useUpdateMyProfile();
  const { form, setForm, errors, setErrors, set, accept } = useFormFields(() => toProfileForm(initial));

  const text = (key: TextKey) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    error: errors[key],
  });
  const numeric = (key: TextKey, min: number, max: number) =>
    ({
      type: 'number',
      inputMode: 'numeric',
      min,
      max,
      ...text(key),
    }) as const;
  // Free text with suggestions (a datalist): the common answers, while any answer stays possible.
  const suggested = (key: 'religion' | 'politicalViews', list: string) => ({ list, maxLength: 60, ...text(key) });
  const choice = <K extends ChoiceKey>(key: K, options: SelectOption<ProfileFormValues[K]>[]) => ({
    value: form[key],
    onValueChange: set(key),
    options,
    error: errors[key],
  });
  const tags = (key: 'interests' | 'languages') => ({
    values: form[key],
    onChange: set(key),
    maxTags: MAX_TAGS,
    error: errors[key],
    hint: 'Press Enter or + to add.',
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseProfileForm(form);
    if (!accept(parsed)) {
      showError(MESSAGES.profile.saveError(parsed.firstMessage));
      return;
    }
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
        <Field label="Full Name" autoComplete="name" maxLength={80} placeholder="Your name" {...text('fullName')} />
        <Field label="Age" placeholder={String(MIN_AGE)} {...numeric('age', MIN_AGE, MAX_AGE)} />
        <SelectField label="Gender" {...choice('gender', GENDER_OPTIONS)} />
        <Field label="Height (cm)" placeholder="170" {...numeric('height', 100, 250)} />
        <Field
          label="Location"
          autoComplete="address-level2"
          maxLength={120}
          placeholder="City, Country"
          className="sm:col-span-2"
          hint="Shown on your profile. Sharing your device position (Location sharing) is separate and optional."
          {...text('location')}
        />
        <TextareaField
          label="Bio"
          rows={5}
          maxLength={1000}
          showCount
          placeholder="Tell people about yourself: what you love, what makes you laugh, what you're looking for."
          className="sm:col-span-2"
          {...text('bio')}
        />
      </FormSection>

      <FormSection title="Prompts">
        <PromptsEditor prompts={form.prompts} onChange={set('prompts')} error={errors.prompts} />
      </FormSection>

      <FormSection title="Work and education">
        <Field label="Profession" maxLength={120} placeholder="What you do" {...text('profession')} />
        <Field label="Education" maxLength={120} placeholder="Highest degree or school" {...text('education')} />
      </FormSection>

      <FormSection title="Relationship">
        <SelectField label="Looking for" {...choice('lookingFor', LOOKING_FOR_OPTIONS)} />
        <SelectField label="Relationship status" {...choice('relationshipStatus', STATUS_OPTIONS)} />
        <SelectField label="Has children" {...choice('hasChildren', HAS_CHILDREN_OPTIONS)} />
        <SelectField label="Wants children" {...choice('wantsChildren', WANTS_CHILDREN_OPTIONS)} />
      </FormSection>

      <FormSection title="Lifestyle and values">
        <SelectField label="Smoking" {...choice('smoking', HABIT_OPTIONS)} />
        <SelectField label="Drinking" {...choice('drinking', HABIT_OPTIONS)} />
        <Field label="Religion" placeholder="e.g. Spiritual" {...suggested('religion', 'religion-options')} />
        <Field
          label="Political views"
          placeholder="e.g. Moderate"
          {...suggested('politicalViews', 'political-options')}
        />
        <Suggestions id="religion-options" values={RELIGIONS} />
        <Suggestions id="political-options" values={POLITICAL_VIEWS} />
      </FormSection>

      <FormSection title="Interests and languages">
        <TagInput label="Interests" placeholder="e.g. Hiking" {...tags('interests')} />
        <TagInput label="Languages" placeholder={`e.g. ${LANGUAGES[0]}`} {...tags('languages')} />
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
