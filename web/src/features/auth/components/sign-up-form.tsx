import { User } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { PASSWORD_MIN_LENGTH, SignUpSchema, USERNAME_MAX_LENGTH, type SignUpInput } from '#shared/validation/auth.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { registerMember } from '../api/sign-up';
import { signUpErrorToast } from '../lib/auth-errors';
import { fieldErrors, type FieldErrors } from '../lib/form-issues';
import { EmailField, PasswordField } from './auth-fields';
import { loadCommonPasswords } from '../lib/common-passwords';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  onNeedsConfirmation: (credentials: { email: string; password: string }) => void;
};

export function SignUpForm({ email, onEmailChange, onNeedsConfirmation }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpInput>>({});
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await loadCommonPasswords();
    const parsed = SignUpSchema.safeParse({ username, email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // The route answers alike whether or not the address has an account (decision 0054): the code screen
      // either way. Its owner is mailed sign-in and reset links instead of a code, and the screen offers both.
      await registerMember(parsed.data);
      showSuccess(MESSAGES.auth.signUpCheckEmail);
      onNeedsConfirmation({ email: parsed.data.email, password: parsed.data.password });
    } catch (error) {
      showError(signUpErrorToast(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5" aria-label="Sign up">
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        required
        maxLength={USERNAME_MAX_LENGTH}
        placeholder="How should we call you?"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
        icon={<User className="size-4" />}
      />
      <EmailField value={email} onValueChange={onEmailChange} error={errors.email} />
      <PasswordField
        label="Password"
        name="new-password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password}
        hint={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}
        value={password}
        onValueChange={setPassword}
      />
      <p className="text-xs leading-relaxed text-gray-500">
        By signing up you agree to our{' '}
        <a
          href={paths.terms.getHref()}
          target="_blank"
          rel="noopener"
          className="font-medium text-rose-600 underline-offset-2 hover:underline"
        >
          Terms &amp; Conditions &amp; Privacy Policy
        </a>
        .
      </p>
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        Sign Up
      </Button>
    </form>
  );
}
