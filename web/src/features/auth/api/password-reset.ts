import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { amplifyReady } from './amplify-ready';

/** Sends the reset code by email. */
export async function requestPasswordReset(email: string): Promise<void> {
  await amplifyReady();
  await resetPassword({ username: email });
}

/** Sets the new password with the emailed code. */
export async function setNewPassword({ email, code, password }: { email: string; code: string; password: string }): Promise<void> {
  await amplifyReady();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
}
