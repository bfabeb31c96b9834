/**
 * Sign-up through our route (decision 0054). Every well-formed request gets the same answer, whether
 * or not the address has an account, and does the same work: one look-up, one SignUp, one mail.
 * - no account: SignUp creates it and Cognito mails the code;
 * - an account never confirmed: SignUp refuses (it exists), and Cognito mails its code again;
 * - an account: SignUp refuses, nothing is created, and its owner is mailed that someone tried, with
 *   sign-in and reset links.
 * SignUp is called for registered addresses too, so the user pool's password rules (Cognito's, the
 * local shim's) refuse a password alike for every address. Both limits are taken first, for every
 * address alike, so a refusal tells nothing either.
 */
import { MESSAGES } from '#shared/messages.ts';
import type { ConfirmSignUpRequest, SignUpAccepted, SignUpConfirmed, SignUpRequest } from '#shared/schemas/sign-up.ts';
import { signUpRateSubject } from '../../db/rate-windows';
import { accountStateOf, confirmAccount, createAccount, resendAccountCode } from '../../identity/sign-up-client';
import { requireEnv } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { enforceRateLimit } from '../limits/enforce-rate-limit';

/** Where the code went, as Cognito masks it: first letter and domain initial. */
export function maskedDestination(email: string): SignUpAccepted {
  const [local = '', domain = ''] = email.split('@');
  return { destination: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`, deliveryMedium: 'EMAIL' };
}

async function takeSignUpLimits(email: string, sourceIp: string): Promise<void> {
  const address = signUpRateSubject('address', sourceIp);
  const named = signUpRateSubject('email', email);
  await enforceRateLimit(address, 'signUpPerAddress');
  await enforceRateLimit(named, 'signUpPerEmail');
}

export async function signUp(input: SignUpRequest, sourceIp: string): Promise<SignUpAccepted> {
  await takeSignUpLimits(input.email, sourceIp);
  const state = await accountStateOf(input.email);
  const created = await createAccount(input).catch((error: unknown) => {
    // A password the user pool refuses (a common one): the same 400 for every address.
    if ((error as Error).name === 'InvalidPasswordException')
      throw new AppError('validation_failed', 'The request body is invalid', [
        { path: 'password', message: MESSAGES.validation.passwordTooCommon },
      ]);
    throw error;
  });
  if (created === 'exists') {
    // Registered meanwhile (a second tab) counts as registered: ListUsers said 'none' a moment ago.
    if (state === 'unconfirmed') await resendAccountCode(input.email);
    else await mailOwner(input.email);
  }
  return maskedDestination(input.email);
}

/** "Resend code": only an account never confirmed gets a mail; every address gets the same answer. */
export async function resendSignUpCode(email: string, sourceIp: string): Promise<SignUpAccepted> {
  await takeSignUpLimits(email, sourceIp);
  if ((await accountStateOf(email)) === 'unconfirmed') await resendAccountCode(email);
  return maskedDestination(email);
}

/**
 * "Confirm" on the code screen. Cognito's ConfirmSignUp answers a confirmed address differently from an
 * unknown one whatever the code; here a wrong or expired code, an unknown address and a confirmed one
 * get the same 400. The address's limit is taken first, for every address alike. The source's sign-up
 * budget is left alone: it counts accounts asked for (a confirmation follows each one), and taking it
 * here too halved it for people who share an address (an office, a campus, the e2e run's browsers).
 */
export async function confirmSignUp(input: ConfirmSignUpRequest): Promise<SignUpConfirmed> {
  const address = signUpRateSubject('email', input.email);
  await enforceRateLimit(address, 'signUpConfirmPerEmail');
  if ((await confirmAccount(input.email, input.code)) === 'refused')
    throw new AppError('invalid_code', 'The code is wrong or has expired. Ask for a new one.');
  return { confirmed: true };
}

/** The owner's notice: someone tried their address; here is how to sign in, or reset a forgotten password. */
async function mailOwner(email: string): Promise<void> {
  // Only a sign-up with a taken address mails: the SES client loads then, not at every cold start of
  // the three sign-up routes (decision 0078).
  const { escapeHtml, sendEmail } = await import('../../lib/email');
  const origin = requireEnv('WEB_ORIGIN');
  const address = encodeURIComponent(email);
  const signInUrl = `${origin}/auth?email=${address}`;
  const resetUrl = `${origin}/auth?mode=reset&email=${address}`;
  const m = MESSAGES.emails.signUpAttempt;
  await sendEmail({
    to: email,
    subject: m.subject,
    text: `${m.body}\n\n${m.signIn}\n${signInUrl}\n\n${m.reset}\n${resetUrl}\n\n${m.ignore}\n`,
    html:
      `<p>${escapeHtml(m.body)}</p>` +
      `<p>${escapeHtml(m.signIn)} <a href="${escapeHtml(signInUrl)}">Sign in</a></p>` +
      `<p>${escapeHtml(m.reset)} <a href="${escapeHtml(resetUrl)}">Reset my password</a></p>` +
      `<p>${escapeHtml(m.ignore)}</p>`,
  });
}
