import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { ResetPasswordSchema } from '#shared/validation/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { requestPasswordReset, setNewPassword } from '../api/password-reset';
import { signInWithPassword } from '../api/sign-in';
import { resetErrorToast, signInErrorToast, updatePasswordErrorToast } from '../lib/auth-errors';
import { resetFormToast } from '../lib/form-issues';
import { EmailCodeField, PasswordField } from './auth-fields';
import { loadCommonPasswords } from '../lib/common-passwords';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

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
  const [busy, setBusy] = useState<'update' | 'resend' | null>(null);

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
    try {
      const outcome = await signInWithPassword({ email, password: parsed.data.password });
      if (outcome === 'signedIn') onSignedIn();
      else onBack();
    } catch (error) {
      showError(signInErrorToast(error));
      onBack();
    } finally {
      setBusy(null);
    }
  }

  async function handleResend() {
    setBusy('resend');
    try {
      await requestPasswordReset(email);
      showSuccess(MESSAGES.auth.resetCheckEmail);
    } catch (error) {
      showError(resetErrorToast(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2 text-center">
        <IconTile icon={ShieldCheck} size={14} className="mx-auto rounded-2xl bg-rose-50 text-rose-500" />
        <h2 className="text-xl font-bold text-gray-900">Reset your password</h2>
        <p className="text-sm text-gray-600">
          Enter the code we emailed to <strong className="font-semibold text-gray-900">{email}</strong> and choose a new
          password.
        </p>
      </div>
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
      <div className="flex items-center justify-between text-sm">
        <Button variant="link" onClick={onBack} disabled={busy !== null}>
          Back to Sign In
        </Button>
        <Button variant="link" onClick={handleResend} loading={busy === 'resend'} disabled={busy !== null}>
          Resend code
        </Button>
      </div>
    </div>
  );
}
