import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountState } from '../../identity/sign-up-client';
import { AppError } from '../../lib/errors';

// The use case's own collaborators (Cognito's sign-up client, SES, the table's limits) stand in here;
// test/integration/sign-up.test.ts runs the same paths against the local cloud.
const cognito = vi.hoisted(() => ({
  state: 'none' as AccountState,
  signUpAnswer: 'created' as 'created' | 'exists' | Error,
  created: [] as string[],
  resent: [] as string[],
}));
const mails = vi.hoisted(() => [] as { to: string; subject: string; text: string; html: string }[]);
const limits = vi.hoisted(() => ({ taken: [] as string[], refuse: undefined as string | undefined }));

vi.mock('../../identity/sign-up-client', () => ({
  accountStateOf: async () => cognito.state,
  createAccount: async ({ email }: { email: string }) => {
    cognito.created.push(email);
    if (cognito.signUpAnswer instanceof Error) throw cognito.signUpAnswer;
    return cognito.signUpAnswer;
  },
  resendAccountCode: async (email: string) => void cognito.resent.push(email),
}));
vi.mock('../../lib/email', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/email')>()),
  sendEmail: async (mail: (typeof mails)[number]) => void mails.push(mail),
}));
vi.mock('../limits/enforce-rate-limit', () => ({
  enforceRateLimit: async (_subject: string, name: string) => {
    if (limits.refuse === name) throw new AppError('rate_limited', 'Too many requests.', undefined, 30);
    limits.taken.push(name);
  },
}));

const { resendSignUpCode, signUp } = await import('./sign-up');

const IP = '203.0.113.7';
const request = (email: string) => ({ username: 'someone', email, password: 'a-good-pass' });

beforeEach(() => {
  Object.assign(process.env, { TABLE_NAME: 'kindred-test', WEB_ORIGIN: 'https://kindred.example' });
  Object.assign(cognito, { state: 'none', signUpAnswer: 'created', created: [], resent: [] });
  mails.length = 0;
  Object.assign(limits, { taken: [], refuse: undefined });
});

describe('signUp', () => {
  it('a new address: the account is made (Cognito mails the code), nobody else is mailed', async () => {
    expect(await signUp(request('new@example.com'), IP)).toEqual({ destination: 'n***@e***', deliveryMedium: 'EMAIL' });
    expect(cognito.created).toEqual(['new@example.com']);
    expect(mails).toEqual([]);
  });

  it('a registered address: the same answer and the same SignUp call, then a notice to the owner with sign-in and reset links', async () => {
    Object.assign(cognito, { state: 'registered', signUpAnswer: 'exists' });
    expect(await signUp(request('nora@example.com'), IP)).toEqual({
      destination: 'n***@e***',
      deliveryMedium: 'EMAIL',
    });
    expect(cognito.created).toEqual(['nora@example.com']);
    expect(cognito.resent).toEqual([]);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toBe('nora@example.com');
    expect(mail!.subject).toMatch(/tried to sign up/);
    expect(mail!.text).toContain('https://kindred.example/auth?email=nora%40example.com');
    expect(mail!.text).toContain('https://kindred.example/auth?mode=reset&email=nora%40example.com');
    expect(mail!.html).toContain('href="https://kindred.example/auth?email=nora%40example.com"');
    expect(mail!.html).toContain('href="https://kindred.example/auth?mode=reset&amp;email=nora%40example.com"');
  });

  it('an address never confirmed gets its code again, and no notice', async () => {
    Object.assign(cognito, { state: 'unconfirmed', signUpAnswer: 'exists' });
    await signUp(request('pending@example.com'), IP);
    expect(cognito.resent).toEqual(['pending@example.com']);
    expect(mails).toEqual([]);
  });

  it('an address registered between the look-up and SignUp counts as registered', async () => {
    Object.assign(cognito, { state: 'none', signUpAnswer: 'exists' });
    await signUp(request('race@example.com'), IP);
    expect(mails.map((mail) => mail.to)).toEqual(['race@example.com']);
  });

  it('refuses a password the user pool refuses with the same 400 for every address', async () => {
    const refusals = [];
    for (const state of ['none', 'registered'] as const) {
      const refused = Object.assign(new Error('Password did not conform with policy: Password is too common'), {
        name: 'InvalidPasswordException',
      });
      Object.assign(cognito, { state, signUpAnswer: refused });
      refusals.push(await signUp(request('x@example.com'), IP).catch((error: AppError) => error));
    }
    expect(
      refusals.map((error) => [(error as AppError).status, (error as AppError).code, (error as AppError).issues]),
    ).toEqual([
      [400, 'validation_failed', [{ path: 'password', message: expect.stringMatching(/too common/) }]],
      [400, 'validation_failed', [{ path: 'password', message: expect.stringMatching(/too common/) }]],
    ]);
    expect(mails).toEqual([]);
  });

  it('takes the per-address and per-e-mail limits before anything else; a refusal looks nothing up and makes nothing', async () => {
    await signUp(request('a@example.com'), IP);
    expect(limits.taken).toEqual(['signUpPerAddress', 'signUpPerEmail']);
    for (const name of ['signUpPerAddress', 'signUpPerEmail']) {
      Object.assign(limits, { refuse: name });
      cognito.state = 'registered';
      cognito.created = [];
      await expect(signUp(request('a@example.com'), IP)).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
      expect(cognito.created).toEqual([]);
      expect(mails).toEqual([]);
    }
  });
});

describe('resendSignUpCode', () => {
  it('mails a code only to an address never confirmed, and answers every address alike', async () => {
    const answers = [];
    for (const state of ['none', 'unconfirmed', 'registered'] as const) {
      cognito.state = state;
      answers.push(await resendSignUpCode('same@example.com', IP));
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(cognito.resent).toEqual(['same@example.com']);
    expect(cognito.created).toEqual([]);
    expect(mails).toEqual([]);
    expect(limits.taken).toEqual(Array(3).fill(['signUpPerAddress', 'signUpPerEmail']).flat());
  });
});
