import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { ResetPasswordSchema } from '#shared/validation/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { requestPasswordReset, setNewPassword } from '../api/password-reset';
import { signInWithPassword } from '../api/sign-in';
import { resetErrorToast, updatePasswordErrorToast } from '../lib/auth-errors';
import { resetFormToast } from '../lib/form-issues';
import { signInAfter, useBusyStep } from '../lib/use-busy-step';
import { EmailCodeField, PasswordField } from './auth-fields';
import { CodeStepHeader, CodeStepLinks } from './code-step';
import { loadCommonPasswords } from '../lib/common-passwords';

type Props = {
  email: string;
  onSignedIn: () => void;
  onBack: () => void;
};

/**
 * Password-recovery mode: the emailed code and the new password twice. The
 * inputs carry no minLength on purpose: the spec's 'Password too short' toast
 * is the feedback, and a native constraint would stop the form before it.
 */
export function ResetPasswordForm({ email, onSignedIn, onBack }: Props) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, setBusy, attempt } = useBusyStep<'update' | 'resend'>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await loadCommonPasswords();
    const parsed = ResetPasswordSchema.safeParse({ code, password, confirmPassword });
    if (!parsed.success) {
      showError(resetFormToast(parsed.error));
      return;
    }
    setBusy('update');
    try {
      await setNewPassword({ email, code: parsed.data.code, password: parsed.data.password });
    } catch (error) {
      showError(updatePasswordErrorToast(error));
      setBusy(null);
      return;
    }
    showSuccess(MESSAGES.auth.passwordUpdated);
    const { password: newPassword } = parsed.data;
    await signInAfter(
      async () => (await signInWithPassword({ email, password: newPassword })) === 'signedIn',
      onSignedIn,
      onBack,
    );
    setBusy(null);
  }

  const resendCode = () =>
    attempt('resend', () => requestPasswordReset(email), {
      success: MESSAGES.auth.resetCheckEmail,
      failure: resetErrorToast,
    });

  return (
    <div className="space-y-6">
      <CodeStepHeader icon={ShieldCheck} title="Reset your password">
        Enter the code we emailed to <strong className="font-semibold text-gray-900">{email}</strong> and choose a new
        password.
      </CodeStepHeader>
      <form onSubmit={handleSubmit} className="space-y-5" aria-label="Reset password">
        <EmailCodeField label="Code" value={code} onValueChange={setCode} />
        <PasswordField
          label="New Password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirm-new-password"
          autoComplete="new-password"
          value={confirmPassword}
          onValueChange={setConfirmPassword}
        />
        <Button type="submit" size="lg" className="w-full" loading={busy === 'update'} disabled={busy !== null}>
          Update Password
        </Button>
      </form>
      <CodeStepLinks busy={busy} onBack={onBack} onResend={() => void resendCode()} />
    </div>
  );
}
