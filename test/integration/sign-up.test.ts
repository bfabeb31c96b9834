/**
 * Sign-up through POST /auth/sign-up (decision 0054), end to end through the local HTTP gateway and the
 * Cognito shim: the same answer whether or not the address is registered, the owner's notice in the
 * mailbox, confirmation through the route, Cognito's own SignUp and ConfirmSignUp closed to the browser's client, and the limits per source address and
 * per e-mail.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/limits.ts';
import { call, type CallResult } from '../support/api';
import { cloud } from '../support/cloud-info';
import { cognitoFrom } from '../support/cognito-from';
import { createMember } from '../support/members';
import { withinOneRateWindow } from '../support/rate-window';
import { eventually } from '../support/table';

type MailboxEntry = { to: string; kind: string; code?: string; subject?: string; text?: string };

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.kindred.local`;
/** A loopback address of the test's own, so no other test's sign-ups count against it. */
const freshAddress = () => `127.${randomInt(2, 250)}.${randomInt(0, 250)}.${randomInt(2, 250)}`;

async function mailbox(): Promise<MailboxEntry[]> {
  return (await (await fetch(`${cloud().cognitoShimUrl}/dev/mailbox.json`)).json()) as MailboxEntry[];
}

const signUp = (email: string, from = freshAddress(), password = `pass-${randomUUID().slice(0, 8)}`) =>
  call('signUp', { from, body: { username: 'someone', email, password } });

/** What a caller can compare between two answers: the status, the body, and the headers that are not per request. */
function observable(answer: CallResult) {
  const headers = [...answer.headers.entries()].filter(
    ([name]) => !['date', 'x-amzn-requestid', 'apigw-requestid', 'content-length'].includes(name),
  );
  return { status: answer.status, body: answer.body, headers };
}

const admin = () =>
  new CognitoIdentityProviderClient({
    endpoint: cloud().cognitoUrl,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

const usersWith = async (email: string) =>
  (await admin().send(new ListUsersCommand({ UserPoolId: cloud().userPoolId, Filter: `email = "${email}"` }))).Users ??
  [];

describe('sign-up through the route (decision 0054)', () => {
  it('answers a new and a registered address alike; the new one gets a code, the owner of the other a notice with sign-in and reset links', async () => {
    const owner = await createMember('owner');
    const stranger = newEmail('new');
    const [fresh, registered] = [await signUp(stranger), await signUp(owner.email)];
    expect(fresh.status).toBe(200);
    // Masked the same way; only the address's own letters differ.
    expect(fresh.body).toEqual({ destination: 'n***@t***', deliveryMedium: 'EMAIL' });
    expect(observable(registered)).toEqual({
      ...observable(fresh),
      body: { destination: `${owner.email[0]}***@t***`, deliveryMedium: 'EMAIL' },
    });

    await eventually(async () =>
      (await mailbox()).some(
        (entry) => entry.to === stranger && entry.kind === 'signup' && /^\d{6}$/.test(entry.code!),
      ),
    );
    const notice = await eventually(async () =>
      (await mailbox()).find((entry) => entry.to === owner.email && entry.kind === 'email'),
    );
    expect(notice.subject).toBe('Someone tried to sign up to Kindred with your e-mail');
    const address = encodeURIComponent(owner.email);
    expect(notice.text).toContain(`${cloud().webOrigin}/auth?email=${address}`);
    expect(notice.text).toContain(`${cloud().webOrigin}/auth?mode=reset&email=${address}`);
    // No code for the owner (nothing to confirm), and still one account, unchanged.
    expect((await mailbox()).some((entry) => entry.to === owner.email && entry.kind === 'signup')).toBe(false);
    expect((await usersWith(owner.email)).map((user) => user.UserStatus)).toEqual(['CONFIRMED']);
    expect((await usersWith(stranger)).map((user) => user.UserStatus)).toEqual(['UNCONFIRMED']);
  });

  it('refuses a common password alike for a new and a registered address', async () => {
    const owner = await createMember('common');
    const [fresh, registered] = [
      await signUp(newEmail('weak'), freshAddress(), 'password1'),
      await signUp(owner.email, freshAddress(), 'password1'),
    ];
    expect(fresh.status).toBe(400);
    expect(observable(registered)).toEqual(observable(fresh));
  });

  it('a second sign-up of an unconfirmed address mails its code again, with the same answer', async () => {
    const email = newEmail('again');
    const first = await signUp(email);
    const code = (await eventually(async () => (await mailbox()).find((e) => e.to === email && e.kind === 'signup')))
      .code;
    const second = await signUp(email);
    expect(observable(second)).toEqual(observable(first));
    await eventually(
      async () => (await mailbox()).filter((e) => e.to === email && e.kind === 'signup' && e.code === code).length >= 2,
    );
    expect(await usersWith(email)).toHaveLength(1);
  });

  it('"Resend code" answers alike for an unknown, an unconfirmed and a registered address', async () => {
    const owner = await createMember('resend');
    const pending = newEmail('pending');
    await signUp(pending);
    const answers = await Promise.all(
      [newEmail('unknown'), pending, owner.email].map((email) =>
        call('resendSignUpCode', { from: freshAddress(), body: { email } }),
      ),
    );
    const [unknown, unconfirmed, registered] = answers.map((answer) => {
      const seen = observable(answer);
      return { ...seen, body: { ...(seen.body as object), destination: '(masked)' } };
    });
    expect(unknown!.status).toBe(200);
    expect(unconfirmed).toEqual(unknown);
    expect(registered).toEqual(unknown);
    await eventually(async () => (await mailbox()).filter((e) => e.to === pending && e.kind === 'signup').length >= 2);
  });
});

describe('confirming through POST /auth/sign-up/confirm', () => {
  const confirm = (email: string, code: string) =>
    call('confirmSignUp', { from: freshAddress(), body: { email, code } });
  const codeOf = async (email: string) =>
    (await eventually(async () => (await mailbox()).find((e) => e.to === email && e.kind === 'signup'))).code!;
  /** A six-digit code other than the right one. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers a wrong code, an unknown address and a confirmed address alike (400 invalid_code)', async () => {
    const owner = await createMember('confirmed');
    const pending = newEmail('pending');
    await signUp(pending);
    const code = await codeOf(pending);
    const [unknown, wrongCode, confirmed] = [
      await confirm(newEmail('unknown'), '123456'),
      await confirm(pending, wrong(code)),
      await confirm(owner.email, '123456'),
    ];
    expect(unknown.status).toBe(400);
    expect((unknown.body as { error: { code: string } }).error.code).toBe('invalid_code');
    expect(observable(wrongCode)).toEqual(observable(unknown));
    expect(observable(confirmed)).toEqual(observable(unknown));
    expect((await usersWith(pending)).map((user) => user.UserStatus)).toEqual(['UNCONFIRMED']);
  });

  it('confirms with the right code, and the member can sign in', async () => {
    const email = newEmail('confirm');
    const password = `pass-${randomUUID().slice(0, 8)}`;
    await signUp(email, freshAddress(), password);
    const answer = await confirm(email, await codeOf(email));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ confirmed: true });
    expect((await usersWith(email)).map((user) => user.UserStatus)).toEqual(['CONFIRMED']);
    const signedIn = await cognitoFrom(freshAddress()).send(
      new InitiateAuthCommand({
        ClientId: cloud().userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    expect(signedIn.AuthenticationResult?.AccessToken).toBeTruthy();
  });
});

describe("Cognito's own SignUp, with the browser's client", () => {
  it('is refused alike for a new and a registered address (403, as the web ACL blocks it), and creates nothing', async () => {
    const owner = await createMember('direct');
    const stranger = newEmail('direct');
    const browser = cognitoFrom(freshAddress());
    // What Cognito answered, as 'accepted' or the error's name and HTTP status.
    const outcome = (sent: Promise<unknown>) =>
      sent.then(
        () => 'accepted',
        (error: Error & { $metadata?: { httpStatusCode?: number } }) =>
          `${error.name} ${error.$metadata?.httpStatusCode}`,
      );
    const attempt = (email: string) =>
      outcome(
        browser.send(
          new SignUpCommand({
            ClientId: cloud().userPoolClientId,
            Username: email,
            Password: `pass-${randomUUID()}`,
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        ),
      );
    expect([await attempt(stranger), await attempt(owner.email)]).toEqual([
      'ForbiddenException 403',
      'ForbiddenException 403',
    ]);
    const resend = (email: string) =>
      browser.send(new ResendConfirmationCodeCommand({ ClientId: cloud().userPoolClientId, Username: email })).then(
        () => 'accepted',
        (error: Error) => error.name,
      );
    expect([await resend(stranger), await resend(owner.email)]).toEqual(['ForbiddenException', 'ForbiddenException']);
    const confirmDirectly = (email: string) =>
      outcome(
        browser.send(
          new ConfirmSignUpCommand({ ClientId: cloud().userPoolClientId, Username: email, ConfirmationCode: '123456' }),
        ),
      );
    expect([await confirmDirectly(stranger), await confirmDirectly(owner.email)]).toEqual([
      'ForbiddenException 403',
      'ForbiddenException 403',
    ]);
    await expect(
      admin().send(new AdminGetUserCommand({ UserPoolId: cloud().userPoolId, Username: stranger })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
  });
});

describe('sign-up limits', () => {
  it(`one source address: ${RATE_LIMITS.signUpPerAddress.limit} sign-ups in a window, the rest refused with 429 and nothing made; another address is not held back`, async () => {
    await withinOneRateWindow('signUpPerAddress', 20_000);
    const from = freshAddress();
    const limit = RATE_LIMITS.signUpPerAddress.limit;
    const emails = Array.from({ length: limit + 2 }, (_, i) => newEmail(`burst${i}`));
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await signUp(email, from)).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429, 429]);
    const refused = await signUp(newEmail('late'), from);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await usersWith(emails.at(-1)!)).toEqual([]);
    expect((await signUp(newEmail('neighbour'))).status).toBe(200);
  });

  it(`one source address's ${RATE_LIMITS.signUpPerAddress.limit} sign-ups can each be confirmed from it: a confirmation takes none of its budget`, async () => {
    await withinOneRateWindow('signUpPerAddress', 30_000);
    const from = freshAddress();
    const emails = Array.from({ length: RATE_LIMITS.signUpPerAddress.limit }, (_, i) => newEmail(`office${i}`));
    for (const email of emails) expect((await signUp(email, from)).status).toBe(200);
    const statuses: number[] = [];
    for (const email of emails) {
      const { code } = await eventually(async () =>
        (await mailbox()).find((entry) => entry.to === email && entry.kind === 'signup'),
      );
      statuses.push((await call('confirmSignUp', { from, body: { email, code: code! } })).status);
    }
    expect(statuses).toEqual(emails.map(() => 200));
  });

  it(`one e-mail: ${RATE_LIMITS.signUpPerEmail.limit} attempts an hour from any addresses, so an owner gets at most that many notices`, async () => {
    const owner = await createMember('flooded');
    const limit = RATE_LIMITS.signUpPerEmail.limit;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 3; i++) statuses.push((await signUp(owner.email)).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429, 429, 429]);
    // A new address meets the same limit the same way.
    const stranger = newEmail('flood');
    const strangerStatuses: number[] = [];
    for (let i = 0; i < limit + 3; i++) strangerStatuses.push((await signUp(stranger)).status);
    expect(strangerStatuses).toEqual(statuses);
    await eventually(
      async () => (await mailbox()).filter((e) => e.to === owner.email && e.kind === 'email').length === limit,
    );
  });
});
