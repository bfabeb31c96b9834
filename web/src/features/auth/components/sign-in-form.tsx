import { useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { EmailSchema, SignInSchema, type SignInInput } from '#shared/validation/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { requestPasswordReset } from '../api/password-reset';
import { signInWithPassword } from '../api/sign-in';
import { resetErrorToast, signInErrorToast } from '../lib/auth-errors';
import { fieldErrors, type FieldErrors } from '../lib/form-issues';
import { EmailField, PasswordField } from './auth-fields';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void;
  onNeedsConfirmation: (credentials: SignInInput) => void;
  onResetRequested: (email: string) => void;
};

export function SignInForm({ email, onEmailChange, onSignedIn, onNeedsConfirmation, onResetRequested }: Props) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof SignInInput>>({});
  const [busy, setBusy] = useState<'signIn' | 'reset' | null>(null);
  // /auth is prerendered: until hydrated, what is typed would be wiped and a click lost (prerendered-pages.test.tsx).
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SignInSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy('signIn');
    try {
      const outcome = await signInWithPassword(parsed.data);
      if (outcome === 'confirmSignUp') {
        onNeedsConfirmation(parsed.data);
        return;
      }
      showSuccess(MESSAGES.auth.welcomeBack);
      onSignedIn();
    } catch (error) {
      showError(signInErrorToast(error));
    } finally {
      setBusy(null);
    }
  }

  async function handleForgotPassword() {
    if (email.trim() === '') {
      showError(MESSAGES.auth.emailRequired);
      return;
    }
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message });
      showError(MESSAGES.auth.resetFailed(parsed.error.issues[0]?.message));
      return;
    }
    setBusy('reset');
    try {
      await requestPasswordReset(parsed.data);
      showSuccess(MESSAGES.auth.resetCheckEmail);
      onResetRequested(parsed.data);
    } catch (error) {
      showError(resetErrorToast(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Sign in">
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
        <EmailField value={email} onValueChange={onEmailChange} error={errors.email} />
        <div className="space-y-1.5">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            error={errors.password}
            value={password}
            onValueChange={setPassword}
          />
          <div className="flex justify-end">
            <Button
              variant="link"
              className="text-sm"
              onClick={handleForgotPassword}
              loading={busy === 'reset'}
              disabled={busy !== null}
            >
              Forgot password?
            </Button>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={busy === 'signIn'} disabled={busy !== null}>
          Sign In
        </Button>
      </fieldset>
    </form>
  );
}
