import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { budget } from './time-budget';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@e2e.kindred.local`;

/** Reads the newest code the local mailbox holds for an address, waiting for it to arrive. */
export async function codeFor(page: Page, email: string, kind: 'signup' | 'reset'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/dev/mailbox.json');
        const entries = (await response.json()) as { to: string; kind: string; code: string }[];
        code = entries.find((entry) => entry.to === email && entry.kind === kind)?.code;
        return code;
      },
      { timeout: budget(15_000), message: `no ${kind} code for ${email}` },
    )
    .toBeTruthy();
  return code!;
}

/**
 * After a page load the socket opens a moment later (once the first content is shown): a push sent before it
 * opens is not this page's to show. A step that makes the server push to an open page waits for this first.
 */
export async function expectRealtimeOpen(page: Page) {
  await expect(page.locator('[data-realtime="open"]')).toBeVisible();
}

/** A toast shows its title and description; spec texts are asserted exactly. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

export async function signUp(
  page: Page,
  { username, email, password }: { username: string; email: string; password: string },
) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expectToast(page, 'Check your email');
  const code = await codeFor(page, email, 'signup');
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Signs in and waits until the app has landed on the profile with its session stored. A navigation
 * made before that aborts the sign-in, and the next page finds no session: a loaded CI run failed so.
 */
export async function signInAndLand(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
}
