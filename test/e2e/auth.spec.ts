import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '#shared/messages.ts';
import { codeFor, expectToast, signIn, signInAndLand, signUp, uniqueEmail } from './support';
import { budget } from './time-budget';

/** The newest notice the local mailbox holds for an owner whose address someone tried to sign up with. */
async function ownerNotice(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let notice: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const entries = (await (await page.request.get('/dev/mailbox.json')).json()) as {
          to: string;
          kind: string;
          subject?: string;
          text?: string;
        }[];
        const found = entries.find((entry) => entry.to === to && entry.kind === 'email');
        notice = found ? { subject: found.subject ?? '', text: found.text ?? '' } : undefined;
        return notice;
      },
      { timeout: budget(15_000), message: `no notice for ${to}` },
    )
    .toBeTruthy();
  return notice!;
}

test.describe('sign-in and the app shell', () => {
  test('a new member signs up with the mailed code, stays signed in across a reload, signs out, and recovers a password', async ({
    page,
  }) => {
    const email = uniqueEmail('newbie');
    const password = 'first-pass-1';

    // 1-3: sign up, read the code from the local mailbox, confirm, land on /profile signed in.
    await signUp(page, { username: 'newbie', email, password });
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-username')).toHaveText('newbie');
    await expect(page.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/profile/dashboard');
    await page.screenshot({ path: 'test-results/screens/profile-after-signup.png', fullPage: true });

    // 4: a reload keeps the session.
    await page.reload();
    await expect(page.getByTestId('profile-username')).toHaveText('newbie');

    // Signed-in visitors are sent from /auth to /profile.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/profile$/);

    // 5: sign out, and the guard sends /profile back to /auth.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);

    // 6: a wrong password shows the spec's toast and stays on /auth.
    await signIn(page, email, 'not-the-password');
    await expectToast(page, 'Invalid credentials', 'Please check your email and password and try again.');
    await expect(page).toHaveURL(/\/auth$/);

    // 7: a full password reset, with the spec's validation toasts on the way.
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectToast(page, 'Email required', 'Please enter your email address to reset your password.');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectToast(
      page,
      'Check your email',
      'We sent you a password reset code. Check your email and enter the code below.',
    );
    const code = await codeFor(page, email, 'reset');
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: /update password/i }).click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long.');
    await page.getByLabel('New Password', { exact: true }).fill('second-pass-2');
    await page.getByLabel('Confirm New Password').fill('second-pass-3');
    await page.getByRole('button', { name: /update password/i }).click();
    await expectToast(page, 'Passwords do not match', 'Please make sure both password fields match.');
    await page.getByLabel('Confirm New Password').fill('second-pass-2');
    await page.getByRole('button', { name: /update password/i }).click();
    await expectToast(page, 'Password updated', 'Your password has been updated successfully.');
    await expect(page).toHaveURL(/\/profile$/);

    // The old password no longer works; the new one does.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, email, password);
    await expectToast(page, 'Invalid credentials');
    await signIn(page, email, 'second-pass-2');
    await expectToast(page, 'Welcome back!', 'You have been signed in successfully.');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('signing up with an address that has an account leads to the same code screen, which offers signing in and a password reset', async ({
    page,
  }) => {
    const owner = uniqueEmail('owner');
    await signUp(page, { username: 'owner', email: owner, password: 'owner-pass-1' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Email').fill(owner);
    await page.getByLabel('Password', { exact: true }).fill('another-pass-2');
    // The form asks our route (decision 0054), never Cognito's SignUp, and gets the answer a new address gets.
    const cognitoSignUps: string[] = [];
    page.on('request', (request) => {
      const target = request.headers()['x-amz-target'] ?? '';
      if (/\.(SignUp|ResendConfirmationCode|ConfirmSignUp)$/.test(target)) cognitoSignUps.push(target);
    });
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/auth/sign-up') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect((await answer).status()).toBe(200);
    await expectToast(page, MESSAGES.auth.signUpCheckEmail.title, MESSAGES.auth.signUpCheckEmail.description);
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();

    // The owner's mailbox gets a notice with sign-in and reset links, and no code.
    const notice = await ownerNotice(page, owner);
    expect(notice.subject).toBe(MESSAGES.emails.signUpAttempt.subject);
    expect(notice.text).toContain(`/auth?email=${encodeURIComponent(owner)}`);
    expect(notice.text).toContain(`/auth?mode=reset&email=${encodeURIComponent(owner)}`);

    // "Resend code" goes through the route too, and reads as it does for a new address.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expectToast(page, MESSAGES.auth.signUpCheckEmail.title);

    // A code goes to our route too: for a confirmed address it gets the answer a wrong code gets.
    const confirmAnswer = page.waitForResponse(
      (response) => response.url().endsWith('/auth/sign-up/confirm') && response.request().method() === 'POST',
    );
    await page.getByLabel('Confirmation code').fill('123456');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    expect(await (await confirmAnswer).text()).toContain('invalid_code');
    await expectToast(page, 'Sign up failed');
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    expect(cognitoSignUps).toEqual([]);
    const offers = page.getByTestId('existing-account');
    await expect(offers).toContainText('Already have an account?');
    await expect(offers.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/confirm-sign-up-existing-account.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/screens/confirm-sign-up-existing-account-phone.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // The owner chooses "Forgot password": a reset code is mailed, and the reset form asks for it.
    await offers.getByRole('button', { name: 'Forgot password' }).click();
    await expectToast(page, MESSAGES.auth.resetCheckEmail.title, MESSAGES.auth.resetCheckEmail.description);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(await codeFor(page, owner, 'reset')).toMatch(/^\d{6}$/);
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  });

  test('an expired access token is refreshed through the refresh token and the member stays signed in', async ({
    page,
  }) => {
    const email = uniqueEmail('refresh');
    await signUp(page, { username: 'refresher', email, password: 'refresh-pass-1' });
    await expect(page.getByTestId('profile-username')).toHaveText('refresher');

    // Awaited from before the rewrite: any session read of the page still open (a poll, the socket) may refresh at
    // once, before the reload, and a CI run under load saw that refresh go by unobserved.
    const refreshCall = page.waitForRequest(
      (request) => request.headers()['x-amz-target']?.endsWith('GetTokensFromRefreshToken') ?? false,
    );
    // Rewrite the stored tokens so Amplify sees them as expired (it reads `exp`, it does not verify signatures).
    const before = await page.evaluate(() => {
      const expire = (jwt: string) => {
        const [header, payload, signature] = jwt.split('.');
        const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
        claims.exp = Math.floor(Date.now() / 1000) - 60;
        const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
        return `${header}.${encoded}.${signature}`;
      };
      const keys = Object.keys(localStorage).filter((key) => key.endsWith('.accessToken') || key.endsWith('.idToken'));
      for (const key of keys) localStorage.setItem(key, expire(localStorage.getItem(key)!));
      return localStorage.getItem(keys.find((key) => key.endsWith('.accessToken'))!);
    });

    const meCall = page.waitForResponse(
      (response) => response.url().endsWith('/me') && response.request().method() === 'GET',
    );
    await page.reload();
    await refreshCall;
    expect((await meCall).status()).toBe(200);
    await expect(page.getByTestId('profile-username')).toHaveText('refresher');
    const after = await page.evaluate(() =>
      localStorage.getItem(Object.keys(localStorage).find((key) => key.endsWith('.accessToken'))!),
    );
    expect(after).not.toBe(before);
    const exp = await page.evaluate(
      (token) => JSON.parse(atob(token!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).exp,
      after,
    );
    expect(exp * 1000).toBeGreaterThan(Date.now());
  });

  test('a common password is refused on the form, and its list loads only once a password is being chosen', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.headers()['x-amz-target'] ?? ''} ${request.url()}`));
    // The list's module on the dev server, its chunk in the build (web/build-site.ts names it).
    const commonList = () => requests.filter((request) => /zxcvbn|\/assets\/common-passwords-/.test(request));
    await page.goto('/auth');
    await page.getByLabel('Email').fill(uniqueEmail('reader'));
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    expect(commonList()).toEqual([]);

    await page.getByLabel('Username').fill('commoner');
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(MESSAGES.validation.passwordTooCommon)).toBeVisible();
    expect(commonList().length).toBeGreaterThan(0);
    expect(requests.filter((request) => request.includes('.SignUp '))).toEqual([]);
  });

  test('the demo member signs in and lands on /profile', async ({ page }) => {
    await signInAndLand(page, 'demo@kindred.local', 'demo-pass-2026');
    await expect(page.getByTestId('profile-username')).toHaveText('demo');
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: /home/i }).last().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Match' })).toBeVisible();
  });
});
