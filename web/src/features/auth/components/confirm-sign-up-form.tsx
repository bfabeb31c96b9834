import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { ConfirmationCodeSchema } from '#shared/validation/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showError } from '#web/lib/toast.tsx';
import { confirmRegistration, resendConfirmationCode, signInAfterConfirmation } from '../api/sign-up';
import { requestPasswordReset } from '../api/password-reset';
import { errorMessage, resetErrorToast } from '../lib/auth-errors';
import { signInAfter, useBusyStep } from '../lib/use-busy-step';
import { EmailCodeField } from './auth-fields';
import { CodeStepHeader, CodeStepLinks } from './code-step';

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
  const { busy, setBusy, attempt } = useBusyStep<'confirm' | 'resend' | 'reset'>();

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
    await signInAfter(
      async () => {
        await signInAfterConfirmation({ email, password });
        return true;
      },
      onSignedIn,
      onConfirmedSignInFailed,
    );
    setBusy(null);
  }

  const handleResend = () =>
    attempt('resend', () => resendConfirmationCode(email), {
      success: MESSAGES.auth.signUpCheckEmail,
      failure: (failure) => MESSAGES.auth.signUpFailed(errorMessage(failure)),
    });
  const forgotPassword = () =>
    attempt(
      'reset',
      () => requestPasswordReset(email),
      { success: MESSAGES.auth.resetCheckEmail, failure: resetErrorToast },
      () => onResetRequested(email),
    );

  return (
    <div className="space-y-6">
      <CodeStepHeader icon={MailCheck} title="Confirm your email">
        We emailed a 6-digit confirmation code to <strong className="font-semibold text-gray-900">{email}</strong>.
        Enter it below to activate your account.
      </CodeStepHeader>
      <form onSubmit={handleSubmit} className="space-y-5" aria-label="Confirm sign up">
        <EmailCodeField label="Confirmation code" value={code} onValueChange={setCode} error={error} />
        <Button type="submit" size="lg" className="w-full" loading={busy === 'confirm'} disabled={busy !== null}>
          Confirm
        </Button>
      </form>
      <CodeStepLinks busy={busy} onBack={onBack} onResend={() => void handleResend()} />
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
          <Button
            variant="link"
            onClick={() => void forgotPassword()}
            loading={busy === 'reset'}
            disabled={busy !== null}
          >
            Forgot password
          </Button>
        </p>
      </div>
    </div>
  );
}
