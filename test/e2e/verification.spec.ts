/**
 * Photo verification in Chromium (issue 27, decisions 0071 and 0072): a member verifies with the fake camera,
 * fed from a video of a real sample face performing the server's challenge; the badge then shows on her card
 * for another member, whose "Verified members only" filter shows her. A still photo replayed to the camera
 * fails liveness. The real models judge every frame on the local cloud; nothing is stood in for.
 *
 * Chromium reads the fake camera's file each time the camera starts, so the spec keeps one path and writes
 * the video the moment the challenge comes back (the real answer, passed through once the file is there).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { VerificationChallenge } from '#shared/schemas/verification.ts';
import { STEP_SECONDS } from '#web/features/verification/lib/verification-flow.ts';
import {
  attemptSteps,
  people,
  photoJpeg,
  READ_AS_UNDER_21,
  samePersonAgain,
  softened,
  writeFakeCameraVideo,
  type FaceCrop,
} from '#test/support/verification-frames.ts';
import config from './playwright.config';
import { expectAccessible } from './axe';
import { apiMember, callApi, uploadPhotoByApi, type ApiMember } from './api-member';
import {
  card,
  closeAfterAll,
  DESKTOP,
  MOBILE,
  newMember,
  passUntil,
  shot,
  shotBoth,
  signInAsModerator,
  type Member,
} from './members';
import { expectToast } from './support';
import { budget } from './time-budget';

const camera = join(mkdtempSync(join(tmpdir(), 'kindred-e2e-camera-')), 'camera.y4m');
/** The video keeps time with the screen: one step of the video for each step on screen. */
const TIMING = { fps: 10, secondsPerStep: STEP_SECONDS };

const defaults = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...defaults,
    args: [...(defaults.args ?? []), `--use-file-for-fake-video-capture=${camera}`],
  },
});

let face: FaceCrop;

test.beforeAll(async () => {
  face = (await people()).find((one) => one.id === 'sample6-face0')!;
  // The file must be there when the browser starts; each attempt writes its own.
  await writeFakeCameraVideo(camera, face, ['turn-left', 'blink'], { still: true, timing: TIMING });
});

/** Adds a photo of the face to the member's profile, so the server has a face to match the camera with. */
async function addFacePhoto(member: Member) {
  const { page } = member;
  await page.goto('/profile');
  const photo = await photoJpeg((await samePersonAgain(face, 0))!);
  await page.getByLabel('Add photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('photo-tile')).toHaveCount(2, { timeout: budget(60_000) });
}

/** Runs the camera check; the video performs the challenge (or, `still`, replays one photo). */
async function verifyWithCamera(page: Page, { still }: { still: boolean }) {
  await page.route(/\/me\/verification\/challenge$/, async (route) => {
    const response = await route.fetch();
    const challenge = (await response.json()) as VerificationChallenge;
    await writeFakeCameraVideo(camera, face, challenge.poses, { still, timing: TIMING });
    await route.fulfill({ response });
  });
  await page.goto('/verify');
  await expect(page.getByTestId('verify-privacy')).toContainText('deleted');
  // The camera starts after the challenge comes back from a server that may be busy with other members' models;
  // a loaded CI run once showed no preview within 15 s. Tapped again only while the button is still offered.
  const start = page.getByRole('button', { name: 'Start the camera' });
  await expect(async () => {
    if (await start.isVisible()) await start.click();
    await expect(page.getByTestId('verify-preview')).toBeVisible({ timeout: budget(10_000) });
  }).toPass({ timeout: budget(45_000) });
  await expect(page.getByTestId('verify-step')).toHaveText(/^Step 1 of [345]$/);
  await expect(page.getByTestId('verify-instruction')).toHaveText('Look straight at the camera');
  await expect(page.getByTestId('verify-step')).toHaveText(/^Step 2 of/, { timeout: budget(10_000) });
  await shot(page, `verify-step-${page.viewportSize()!.width < 500 ? 'phone' : 'desktop'}`);
  // The steps, then the models on the server (model load and about half a second a frame).
  await expect(page.getByTestId('verify-result')).toBeVisible({ timeout: budget(90_000) });
  // The camera is off once the frames are taken.
  await expect(page.getByTestId('verify-preview')).toHaveCount(0);
  await page.unrouteAll();
}

test.describe.serial('Photo verification', () => {
  let vera: Member;
  let milo: Member;
  let sara: Member;

  closeAfterAll(() => [vera, milo, sara]);

  test('a member verifies with the camera; another member sees the badge, and verified-only shows her', async ({
    browser,
  }) => {
    test.setTimeout(budget(300_000));
    vera = await newMember(browser, 'vera', 'Vera', 'Woman');
    milo = await newMember(browser, 'milo', 'Milo', 'Man');
    await addFacePhoto(vera);

    // Her dashboard offers the check, free.
    await vera.page.goto('/profile/dashboard');
    await expect(vera.page.getByTestId('verification-card')).toContainText('Get verified');

    await vera.page.setViewportSize(MOBILE);
    await verifyWithCamera(vera.page, { still: false });
    await expect(vera.page.getByTestId('verify-result')).toHaveAttribute('data-status', 'verified');
    await expect(vera.page.getByTestId('verify-result').getByRole('img', { name: 'Verified' })).toBeVisible();
    await shot(vera.page, 'verify-verified-phone');
    await vera.page.setViewportSize(DESKTOP);
    await vera.page.goto('/profile/dashboard');
    await expect(vera.page.getByTestId('verification-status')).toHaveText('You are verified');

    // Milo finds her card with the tick.
    const { page } = milo;
    await page.goto('/discover');
    await passUntil(page, vera.fullName);
    await expect(card(page).getByRole('img', { name: 'Verified' })).toBeVisible();
    await shot(page, 'verify-badge-card-desktop');

    // Verified members only: a switch in /filters, free on every plan; the deck then holds only verified people.
    await page.goto('/filters');
    const verifiedOnly = page.getByRole('switch', { name: 'Verified members only' });
    await expect(verifiedOnly).toHaveAttribute('aria-checked', 'false');
    await verifiedOnly.click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expectToast(page, 'Preferences saved!');
    await page.goto('/discover');
    await passUntil(page, vera.fullName);
    await expect(card(page).getByRole('img', { name: 'Verified' })).toBeVisible();
    await page.setViewportSize(MOBILE);
    await shot(page, 'verify-badge-card-phone');
  });

  test('a photo of someone else made her main photo pauses her badge, and offers the check again', async () => {
    // The table stream's consumer hands the new main photo to the verification-lapse function (decision 0098),
    // whose face models find another face there.
    test.setTimeout(budget(240_000));
    const { page } = vera;
    await page.goto('/profile');
    const someoneElse = (await people()).find((one) => one.id.startsWith('sample1-'))!;
    const photo = await photoJpeg((await samePersonAgain(someoneElse, 0))!);
    await page.getByLabel('Add photo').setInputFiles({ name: 'friend.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByTestId('photo-tile')).toHaveCount(3, { timeout: budget(60_000) });
    await page.getByRole('button', { name: 'Make photo 3 the main photo' }).click();
    await expect(async () => {
      await page.goto('/profile/dashboard');
      await expect(page.getByTestId('verification-status')).toHaveText('Your badge is paused', {
        timeout: budget(5_000),
      });
    }).toPass({ timeout: budget(120_000) });
    const verification = page.getByTestId('verification-card');
    await expect(verification).toContainText('Verify again');
    await shotBoth(page, 'verify-lapsed', verification);
  });

  test('a still photo replayed to the camera fails liveness, with Try again', async ({ browser }) => {
    test.setTimeout(budget(240_000));
    sara = await newMember(browser, 'sara', 'Sara', 'Woman');
    await addFacePhoto(sara);
    await verifyWithCamera(sara.page, { still: true });
    const result = sara.page.getByTestId('verify-result');
    await expect(result).toHaveAttribute('data-status', 'unverified');
    await expect(sara.page.getByTestId('verify-result-text')).toContainText('We could not confirm it was you, live.');
    await expect(result).toContainText('4 attempts left today.');
    await expect(result.getByRole('button', { name: 'Try again' })).toBeVisible();
    await shot(sara.page, 'verify-still-fails-desktop');
  });
});

test('a face the model reads under 21 waits for a moderator, who sees the estimate and clears her', async ({
  browser,
}) => {
  test.setTimeout(budget(240_000));
  // A sample face softened until the description model reads it as a child's (decision 0071): the real model on a
  // real image, so the age rule runs as it would for a young-looking member. Her attempt goes through the API with
  // the synthesized poses (the camera's walk is the first test's); what this shows is the moderator's side.
  const sharp = (await people()).find((one) => one.id === READ_AS_UNDER_21.faceId)!;
  const photo = await photoJpeg(await softened((await samePersonAgain(sharp, 0))!, READ_AS_UNDER_21.photoSigma));
  const yara = await apiMember('Yara', photo);
  expect(await verifyByApi(yara, await softened(sharp, READ_AS_UNDER_21.sigma))).toBe('review');

  const moderator = await signInAsModerator(browser);
  try {
    await moderator.goto('/staff/verifications');
    const entry = moderator.getByTestId('verification-case').filter({ hasText: yara.fullName });
    await expect(entry.getByText('Looks under 21', { exact: true })).toBeVisible();
    await expect(entry.getByRole('definition').filter({ hasText: 'a person looks under 21' })).toBeVisible();
    await expect(entry.getByRole('img', { name: `Live still of ${yara.fullName}` })).toBeVisible();
    await shotBoth(moderator, 'staff-verification-age', entry);

    // Her case says she is held out of discovery; approving ends the hold.
    await entry.getByRole('link', { name: yara.fullName }).click();
    await expect(moderator.getByTestId('case-verification')).toContainText('Age hold: not discoverable');
    await moderator.goBack();
    await entry.getByRole('button', { name: `Approve ${yara.fullName}` }).click();
    const dialog = moderator.getByRole('dialog', { name: `Approve verification: ${yara.fullName}` });
    await dialog.getByLabel('Reason (for the audit log)').fill('Adult: ID checked by support.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectToast(moderator, 'Done');
    await entry.getByRole('link', { name: yara.fullName }).waitFor({ state: 'detached' });
    expect(await callApi(yara, 'getMyVerification')).toMatchObject({ status: 'verified' });
  } finally {
    await moderator.context().close();
  }
});

/** An attempt through the API with the synthesized poses of `person` (test/support/verification-frames.ts). */
async function verifyByApi(member: ApiMember, person: FaceCrop): Promise<string> {
  const challenge = (await callApi(member, 'createVerificationChallenge')) as VerificationChallenge;
  const steps = await attemptSteps(person, challenge.poses);
  return (
    (await callApi(member, 'submitVerification', { body: { challengeId: challenge.challengeId, steps } })) as {
      status: string;
    }
  ).status;
}

test('a moderator reviews a face verified on another account, approves it, and the audit log shows it', async ({
  browser,
}) => {
  test.setTimeout(budget(240_000));
  // One face on two accounts made through the API: the first verifies, the second goes to a person (reuse).
  const person = (await people()).find((one) => one.id === 'sample3-face0')!;
  const photo = await photoJpeg((await samePersonAgain(person, 0))!);
  const [first, second] = await Promise.all([apiMember('Rhea', photo), apiMember('Rita', photo)]);
  await verifyByApi(first, person);
  expect(await verifyByApi(second, person)).toBe('review');

  const moderator = await signInAsModerator(browser);
  try {
    await moderator.goto('/staff');
    const tab = moderator
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: /Verifications/ });
    await expect(tab.getByTestId('verifications-waiting')).toHaveText(/^\d+ waiting$/);
    await tab.click();
    const entry = moderator.getByTestId('verification-case').filter({ hasText: second.fullName });
    await expect(entry.getByText('Face seen on another account')).toBeVisible();
    await expect(entry.getByRole('img', { name: `Live still of ${second.fullName}` })).toBeVisible();
    await expect(entry.getByRole('img', { name: `Profile photo 1 of ${second.fullName}` })).toBeVisible();
    await expect(entry.getByRole('definition').filter({ hasText: 'the same face from 80%' })).toBeVisible();
    await expect(entry.getByTestId('reused-by')).toContainText(first.fullName);
    await expectAccessible(moderator, 'the Verifications page');
    await entry.scrollIntoViewIfNeeded();
    await shotBoth(moderator, 'staff-verifications');

    await entry.getByRole('button', { name: `Approve ${second.fullName}` }).click();
    const dialog = moderator.getByRole('dialog', { name: `Approve verification: ${second.fullName}` });
    await dialog.getByLabel('Reason (for the audit log)').fill('One person, two accounts; confirmed by support.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectToast(moderator, 'Done');
    await expect(moderator.getByTestId('verification-case').filter({ hasText: second.fullName })).toHaveCount(0);

    await moderator.getByRole('link', { name: 'Audit log' }).click();
    const row = moderator.getByTestId('audit-log').getByRole('listitem').first();
    await expect(row).toContainText('Approved verification');
    await expect(row).toContainText('One person, two accounts; confirmed by support.');

    // Her next photo is held by screening (decision 0070): her case shows her verified, and the held image's
    // blurred copy with its scores beside the rules.
    const explicit = await sharp(
      readFileSync(new URL('../fixtures/screening/synthetic-flagged-explicit.png', import.meta.url)),
    )
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(await uploadPhotoByApi(second, explicit)).toBe('rejected');
    await row.getByRole('link', { name: "the member's case" }).click();
    await expect(moderator.getByTestId('case-verification')).toContainText('Verified');
    const held = moderator.getByTestId('held-evidence');
    await expect(held.getByRole('img', { name: 'The held image, blurred' })).toBeVisible();
    await expect(held.getByRole('definition').filter({ hasText: 'held from 70%' })).toBeVisible();
    await expectAccessible(moderator, "a member's case with held media");
    await held.scrollIntoViewIfNeeded();
    await shotBoth(moderator, 'staff-case-held-verified');
  } finally {
    await moderator.context().close();
  }
});
