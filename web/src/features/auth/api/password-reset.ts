import { amplifyAuth } from './amplify-ready';

/** Sends the reset code by email. */
export async function requestPasswordReset(email: string): Promise<void> {
  const { resetPassword } = await amplifyAuth();
  await resetPassword({ username: email });
}

/** Sets the new password with the emailed code. */
export async function setNewPassword({
  email,
  code,
  password,
}: {
  email: string;
  code: string;
  password: string;
}): Promise<void> {
  const { confirmResetPassword } = await amplifyAuth();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
}
