import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { ConfirmationCodeSchema } from '#shared/validation/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { confirmRegistration, resendConfirmationCode, signInAfterConfirmation } from '../api/sign-up';
import { requestPasswordReset } from '../api/password-reset';
import { errorMessage, resetErrorToast, signInErrorToast } from '../lib/auth-errors';
import { EmailCodeField } from './auth-fields';

type Props = {
  email: string;
  password: string;
  onSignedIn: () => void;
  /** Confirmed, but the sign-in after it failed: the member signs in by hand. */
  onConfirmedSignInFailed: () => void;
  onBack: () => void;
  /** "Forgot password": a reset code was sent to this address; the page shows the reset form. */
  onResetRequested: (email: string) => void;
};

/**
 * The confirmation-code step after sign-up (or after signing in to an
 * unconfirmed account). The spec speaks of a link; Cognito sends a code.
 * The answer to a sign-up is the same whether or not the address already has
 * an account, so this step also offers what the owner of an existing account
 * needs: a way to sign in, and a password reset.
 */
export function ConfirmSignUpForm({
  email,
  password,
  onSignedIn,
  onConfirmedSignInFailed,
  onBack,
  onResetRequested,
}: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'confirm' | 'resend' | 'reset' | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ConfirmationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy('confirm');
    try {
      if ((await confirmRegistration({ email, password }, parsed.data)) === 'signedIn') {
        setBusy(null);
        onSignedIn();
        return;
      }
    } catch (failure) {
      showError(MESSAGES.auth.signUpFailed(errorMessage(failure)));
      setBusy(null);
      return;
    }
    try {
      await signInAfterConfirmation({ email, password });
      onSignedIn();
    } catch (failure) {
      showError(signInErrorToast(failure));
      onConfirmedSignInFailed();
    } finally {
      setBusy(null);
    }
  }

  async function handleResend() {
    setBusy('resend');
    try {
      await resendConfirmationCode(email);
      showSuccess(MESSAGES.auth.signUpCheckEmail);
    } catch (failure) {
      showError(MESSAGES.auth.signUpFailed(errorMessage(failure)));
    } finally {
      setBusy(null);
    }
  }

  async function handleForgotPassword() {
    setBusy('reset');
    try {
      await requestPasswordReset(email);
      showSuccess(MESSAGES.auth.resetCheckEmail);
      onResetRequested(email);
    } catch (failure) {
      showError(resetErrorToast(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-500">
          <MailCheck className="size-7" aria-hidden />
        </span>
        <h2 className="text-xl font-bold text-gray-900">Confirm your email</h2>
        <p className="text-sm text-gray-600">
          We emailed a 6-digit confirmation code to <strong className="font-semibold text-gray-900">{email}</strong>.
          Enter it below to activate your account.
        </p>
      </div>
      <form onSubmit={handleSubmit} className="space-y-5" aria-label="Confirm sign up">
        <EmailCodeField label="Confirmation code" value={code} onValueChange={setCode} error={error} />
        <Button type="submit" size="lg" className="w-full" loading={busy === 'confirm'} disabled={busy !== null}>
          Confirm
        </Button>
      </form>
      <div className="flex items-center justify-between text-sm">
        <Button variant="link" onClick={onBack} disabled={busy !== null}>
          Back to Sign In
        </Button>
        <Button variant="link" onClick={handleResend} loading={busy === 'resend'} disabled={busy !== null}>
          Resend code
        </Button>
      </div>
      <div
        className="space-y-2 border-t border-gray-100 pt-4 text-center text-sm text-gray-600"
        data-testid="existing-account"
      >
        <p>
          Already have an account?{' '}
          <Button variant="link" onClick={onBack} disabled={busy !== null}>
            Sign in
          </Button>
        </p>
        <p>
          <Button variant="link" onClick={handleForgotPassword} loading={busy === 'reset'} disabled={busy !== null}>
            Forgot password
          </Button>
        </p>
      </div>
    </div>
  );
}
