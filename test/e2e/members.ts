/**
 * Members made the way a person would make them, and the deck walk that
 * brings two of them together: shared by the discovery and chat specs.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { STAFF_ACCOUNTS } from '#infra/local/seed/staff-and-elite.ts';
import { expectToast, signIn, signUp, uniqueEmail } from './support';
import { budget } from './time-budget';

export const SCREENS = 'test-results/screens';
export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };
/** Near the seeded Singapore members (infra/local/seed/sample-members.ts). */
export const SINGAPORE = { latitude: 1.3, longitude: 103.85 };

/**
 * The specs whose members meet on a spot of ocean of their own, one per spec file, 6° of longitude apart at
 * 50° S: far from every seeded city and from each other's decks. Walking a deck to someone costs a swipe a
 * card, and every spec's members used to join Singapore's: by the end of the run a deck walk passed the seeds
 * and every earlier spec's members. A spec that needs the seeded members (discover's daily likes, stories and
 * voice) says `at: SINGAPORE`.
 */
const OWN_PLACES = [
  'chat',
  'elite',
  'media-variants',
  'notifications',
  'prompts',
  'push',
  'reported-media',
  'rewind-incognito',
  'safer-messages',
  'verification',
] as const;

/** Where the calling spec's members are, unless a test says otherwise. */
export function ownPlace(): { latitude: number; longitude: number } {
  const spec = /([a-z0-9-]+)\.spec\.ts$/.exec(test.info().file)?.[1] ?? '';
  const index = (OWN_PLACES as readonly string[]).indexOf(spec);
  if (index < 0) throw new Error(`${spec}.spec.ts has no place of its own: add it to OWN_PLACES or pass \`at\``);
  return { latitude: -50, longitude: -175 + index * 6 };
}

export type Member = { context: BrowserContext; page: Page; email: string; fullName: string };

/**
 * Closes the browsers of a serial describe block's members (and staff pages)
 * once all its tests have run; one a failed test never made is skipped.
 */
export function closeAfterAll(made: () => (Member | Page | undefined)[]) {
  test.afterAll(async () => {
    for (const one of made()) {
      if (!one) continue;
      // A member holds its context; a staff page opened on its own gives it by call.
      await ('page' in one ? one.context : one.context()).close();
    }
  });
}

async function jpeg(r: number, g: number, b: number) {
  const buffer = await sharp({ create: { width: 480, height: 640, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: 'me.jpg', mimeType: 'image/jpeg', buffer };
}

export async function shot(page: Page, name: string, options: { fullPage?: boolean; keepToasts?: boolean } = {}) {
  // Toasts cover content: let them go before a screenshot that is about the page.
  if (!options.keepToasts)
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', timeout: budget(10_000) })
      .catch(() => undefined);
  // Finished, not mid-way: the deck's card and the toasts animate in.
  await page.screenshot({
    path: `${SCREENS}/${name}.png`,
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}

/** The screen at phone size, then at desktop size (where it is left). */
export async function shotBoth(page: Page, name: string, focus?: Locator) {
  await page.setViewportSize(MOBILE);
  await focus?.scrollIntoViewIfNeeded();
  await shot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await focus?.scrollIntoViewIfNeeded();
  await shot(page, `${name}-desktop`);
}

/** The seeded moderator, signed in on a page of their own. */
export async function signInAsModerator(browser: Browser): Promise<Page> {
  const account = STAFF_ACCOUNTS.find((entry) => entry.role === 'moderator')!;
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('link', { name: 'Staff' }).first()).toBeAttached();
  return page;
}

/**
 * A new member as a person would set one up: sign up, name, age, gender, one
 * photo, location on; `at` where the browser says they are (the spec's own
 * place unless told), `interests` typed into the profile.
 */
export async function newMember(
  browser: Browser,
  label: string,
  firstName: string,
  gender: 'Woman' | 'Man',
  { at = ownPlace(), interests = [] }: { at?: { latitude: number; longitude: number }; interests?: string[] } = {},
): Promise<Member> {
  const context = await browser.newContext({ viewport: DESKTOP, geolocation: at, permissions: ['geolocation'] });
  const page = await context.newPage();
  const email = uniqueEmail(label);
  // Unique, so a deck full of seeded members never holds a second one.
  const fullName = `${firstName} ${randomUUID().slice(0, 4).toUpperCase()}`;
  await signUp(page, { username: label, email, password: 'discover-pass-1' });
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Age', { exact: true }).fill('30');
  await page.getByLabel('Gender').selectOption({ label: gender });
  await page.getByLabel('Bio').fill(`Hi, I'm ${firstName}. Coffee, long walks and good conversation.`);
  for (const interest of interests) {
    await page.getByRole('textbox', { name: 'Interests' }).fill(interest);
    await page.getByRole('button', { name: 'Add to Interests' }).click();
  }
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile saved!');
  await page
    .getByLabel('Add photo')
    .setInputFiles(await jpeg(gender === 'Woman' ? 236 : 70, 110, gender === 'Woman' ? 150 : 220));
  await expect(page.getByTestId('photo-tile')).toHaveCount(1, { timeout: budget(60_000) });
  await page.getByRole('button', { name: 'Share location' }).click();
  await expect(page.getByTestId('location-status')).toHaveText('Location sharing is on');
  return { context, page, email, fullName };
}

export const card = (page: Page) => page.getByTestId('candidate-card');
export const currentId = (page: Page) => card(page).getAttribute('data-member-id');

/** Waits until the deck shows a card or its empty state; true when a card is there. */
export async function deckHasCard(page: Page): Promise<boolean> {
  await expect(card(page).or(page.getByTestId('deck-empty'))).toBeVisible();
  return card(page).isVisible();
}

/**
 * Passes (with the ← shortcut) until the card of `name` is on top, and
 * checks on the way that no card comes twice in one deck. Returns the ids passed.
 *
 * A member who has just shared a location reaches the discovery index through the table stream, which
 * on a loaded machine can lag the few seconds a deck takes to run out (it is eventually consistent, as
 * on AWS). So when the deck runs out first, this comes back to /discover as a member would, up to twice,
 * a few seconds apart: a member who is never indexed still fails it.
 */
export async function passUntil(page: Page, name: string, max = 150): Promise<string[]> {
  const passed: string[] = [];
  let seen: string[] = [];
  let comebacks = 0;
  for (let i = 0; i < max; i++) {
    if (!(await deckHasCard(page))) {
      if (comebacks === 2) throw new Error(`The deck ran out before ${name} (passed ${passed.length})`);
      comebacks++;
      await page.waitForTimeout(5_000);
      await page.goto('/discover');
      seen = [];
      continue;
    }
    const id = (await currentId(page))!;
    expect(seen, 'a card came back').not.toContain(id);
    if ((await page.getByTestId('candidate-name').textContent())?.startsWith(name)) return passed;
    seen.push(id);
    passed.push(id);
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(`[data-testid="candidate-card"][data-member-id="${id}"]`)).toHaveCount(0);
  }
  throw new Error(`${name} never came up in ${max} cards`);
}
