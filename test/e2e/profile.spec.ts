import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectToast, signIn, signInAndLand, signUp, uniqueEmail } from './support';
import { budget } from './time-budget';

const SCREENS = 'test-results/screens';

/**
 * A real JPEG (the S3 handler checks magic bytes), tinted so screenshots tell
 * photos apart, and noisy so it weighs ~100 kB and a throttled upload shows progress.
 */
async function jpeg(name: string, r: number, g: number, b: number) {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  const buffer = await sharp({ create: { width: 480, height: 640, channels: 3, background: { r, g, b }, noise } })
    .tint({ r, g, b })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function photoIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('photo-tile')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-photo-id') ?? ''));
}

async function shot(page: Page, name: string) {
  // Toasts cover content: let them go before a screenshot that is about the page.
  await page
    .locator('[data-sonner-toast]')
    .first()
    .waitFor({ state: 'detached', timeout: budget(10_000) })
    .catch(() => undefined);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
}

test.use({
  viewport: { width: 1280, height: 900 },
  geolocation: { latitude: 1.29, longitude: 103.85 },
  permissions: ['geolocation'],
});

test.describe("the member's own side", () => {
  test('a new member completes the profile with photos, shares location, sets preferences, watches completion rise, exports and deletes the account', async ({
    page,
  }) => {
    test.setTimeout(budget(240_000));
    const email = uniqueEmail('profile');
    const password = 'profile-pass-1';
    await signUp(page, { username: 'maya', email, password });
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await expect(page.getByTestId('profile-username')).toHaveText('maya');

    await test.step('the dashboard starts low, with the missing fields', async () => {
      await page.getByRole('link', { name: 'View Dashboard' }).click();
      await expect(page).toHaveURL(/\/profile\/dashboard$/);
      await expect(page.getByRole('heading', { name: 'Profile Dashboard' })).toBeVisible();
      // Every field starts empty, the full name too (the member writes it): none of the 9 (the spec's 8 and the prompts) counts yet.
      await expect(page.getByTestId('completion-percent')).toHaveText('0%');
      const missing = page.getByRole('list', { name: 'Missing fields' }).getByRole('listitem');
      await expect(missing).toHaveText(['Full name', 'Age', 'Bio', 'Location', '+5 more']);
      await expect(page.getByText('No activity yet')).toBeVisible();
      await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/matches');
      await expect(page.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
      await expect(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link')).toHaveCount(4);
      await expect(page.getByText('Profiles with 3 or more photos get 40% more matches.')).toBeVisible();
      await shot(page, 'dashboard-new-member');
      await page.getByRole('link', { name: 'Edit Profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);
    });

    await test.step('an age under 18 is refused inline', async () => {
      await page.getByLabel('Full Name').fill('Maya Lin');
      await page.getByLabel('Age', { exact: true }).fill('17');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expectToast(page, 'Error saving profile');
      const form = page.getByRole('form', { name: 'Profile' });
      await expect(form.getByText('Age must be at least 18')).toBeVisible();
      await expect(page.getByLabel('Age', { exact: true })).toHaveAttribute('aria-invalid', 'true');

      // The server refuses it too, and its issues land on the field: send 30, let the request carry 17.
      await page.getByLabel('Age', { exact: true }).fill('30');
      await page.route('**/me/profile', async (route) => {
        if (route.request().method() !== 'PUT') return route.fallback();
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, age: 17 }) });
      });
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expectToast(page, 'Error saving profile');
      await expect(form.getByText('Age must be at least 18')).toBeVisible();
      await page.unroute('**/me/profile');
    });

    await test.step('every field is filled and saved', async () => {
      await page.getByLabel('Age', { exact: true }).fill('31');
      await page.getByLabel('Gender').selectOption({ label: 'Woman' });
      await page.getByLabel('Height (cm)').fill('168');
      await page.getByLabel('Location', { exact: true }).fill('Singapore, Singapore');
      await page.getByLabel('Bio').fill('  Architect who loves slow mornings, long walks and good dumplings.  ');
      await page.getByLabel('Profession').fill('Architect');
      await page.getByLabel('Education').fill('Master of Architecture');
      await page.getByLabel('Looking for').selectOption({ label: 'Long-term relationship' });
      await page.getByLabel('Relationship status').selectOption({ label: 'Single' });
      await page.getByLabel('Has children').selectOption({ label: 'No' });
      await page.getByLabel('Wants children').selectOption({ label: 'Yes' });
      await page.getByLabel('Smoking').selectOption({ label: 'Never' });
      await page.getByLabel('Drinking').selectOption({ label: 'Socially' });
      await page.getByLabel('Religion').fill('Buddhist');
      await page.getByLabel('Political views').fill('Moderate');
      // A prompt too (issue 28): completion counts them beside the spec's eight fields.
      await page.getByRole('button', { name: 'Add a prompt' }).click();
      await page.getByLabel('Prompt 1', { exact: true }).selectOption({ label: 'My comfort food' });
      await page.getByLabel('Your answer to prompt 1').fill('Laksa from the hawker centre near my office.');

      // Tags: Enter and the plus button add; blanks and duplicates are ignored; x removes.
      const interests = page.getByLabel('Interests', { exact: true });
      await interests.fill('  Hiking ');
      await interests.press('Enter');
      await interests.fill('Cooking');
      await page.getByRole('button', { name: 'Add to Interests' }).click();
      await interests.fill('hiking');
      await interests.press('Enter');
      await interests.fill('   ');
      await interests.press('Enter');
      await interests.fill('Chess');
      await interests.press('Enter');
      await page.getByRole('button', { name: 'Remove Chess' }).click();
      await expect(page.getByRole('list', { name: 'Selected interests' }).getByRole('listitem')).toHaveText([
        'Hiking',
        'Cooking',
      ]);
      const languages = page.getByLabel('Languages', { exact: true });
      await languages.fill('English');
      await languages.press('Enter');
      await languages.fill('Mandarin');
      await languages.press('Enter');

      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expectToast(page, 'Profile saved!', 'Your profile has been updated successfully.');
      // The server's normalised answer is shown: the bio is trimmed.
      await expect(page.getByLabel('Bio')).toHaveValue(
        'Architect who loves slow mornings, long walks and good dumplings.',
      );
      await expect(page.getByTestId('profile-completion')).toHaveText('89%');
    });

    await test.step('two photos upload with progress; a non-image is refused', async () => {
      await page
        .getByLabel('Add photo')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
      await expectToast(page, 'Invalid file type', 'Please select a JPEG, PNG, WebP or GIF image.');

      // Throttle uploads (Chromium's network emulation) to watch the tiles' progress bars move.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 64 * 1024,
      });
      await page
        .getByLabel('Add photo')
        .setInputFiles([await jpeg('rose.jpg', 236, 72, 110), await jpeg('sky.jpg', 70, 140, 220)]);
      await expect(page.getByTestId('uploading-tile')).toHaveCount(2);
      await expect(
        page.getByTestId('uploading-tile').first().getByRole('progressbar', { name: 'Upload progress' }),
      ).toBeVisible();
      await expect(
        page
          .getByTestId('uploading-tile')
          .getByText(/Uploading [1-9]\d?%/)
          .first(),
      ).toBeVisible();
      await page.getByRole('heading', { name: 'Photos' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/profile-uploading.png` });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await expect(page.getByTestId('photo-tile')).toHaveCount(2, { timeout: budget(60_000) });
      await expectToast(page, 'Photo uploaded!', 'Your photo has been added to your profile.');
      await expect(page.getByTestId('uploading-tile')).toHaveCount(0);
      await expect(page.getByTestId('photo-count')).toHaveText('2 / 6');
      await expect(page.getByTestId('photo-tile').first().getByText('Main')).toBeVisible();
      await expect(page.getByTestId('profile-completion')).toHaveText('100%');
      // Images load from the media CDN.
      await expect
        .poll(() =>
          page
            .getByTestId('photo-tile')
            .first()
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
    });

    await test.step('after a reload everything is still there', async () => {
      await page.reload();
      await expect(page.getByLabel('Full Name')).toHaveValue('Maya Lin');
      await expect(page.getByLabel('Age', { exact: true })).toHaveValue('31');
      await expect(page.getByLabel('Gender')).toHaveValue('woman');
      await expect(page.getByLabel('Height (cm)')).toHaveValue('168');
      await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Singapore, Singapore');
      await expect(page.getByLabel('Profession')).toHaveValue('Architect');
      await expect(page.getByLabel('Education')).toHaveValue('Master of Architecture');
      await expect(page.getByLabel('Looking for')).toHaveValue('relationship');
      await expect(page.getByLabel('Relationship status')).toHaveValue('single');
      await expect(page.getByLabel('Has children')).toHaveValue('no');
      await expect(page.getByLabel('Wants children')).toHaveValue('yes');
      await expect(page.getByLabel('Smoking')).toHaveValue('never');
      await expect(page.getByLabel('Drinking')).toHaveValue('socially');
      await expect(page.getByLabel('Religion')).toHaveValue('Buddhist');
      await expect(page.getByLabel('Political views')).toHaveValue('Moderate');
      await expect(page.getByRole('list', { name: 'Selected interests' }).getByRole('listitem')).toHaveText([
        'Hiking',
        'Cooking',
      ]);
      await expect(page.getByRole('list', { name: 'Selected languages' }).getByRole('listitem')).toHaveText([
        'English',
        'Mandarin',
      ]);
      await expect(page.getByTestId('photo-tile')).toHaveCount(2);
      await shot(page, 'profile-complete');
    });

    await test.step('photos reorder and delete', async () => {
      const [first, second] = await photoIds(page);
      await page.getByRole('button', { name: 'Move photo 2 left' }).click();
      await expect.poll(() => photoIds(page)).toEqual([second, first]);
      await page.reload();
      await expect.poll(() => photoIds(page)).toEqual([second, first]);
      await page.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
      await expect.poll(() => photoIds(page)).toEqual([first, second]);
      await page.getByRole('button', { name: 'Delete photo 2' }).click();
      await expect.poll(() => photoIds(page)).toEqual([first]);
      await page.reload();
      await expect.poll(() => photoIds(page)).toEqual([first]);
      await expect(page.getByTestId('photo-count')).toHaveText('1 / 6');
    });

    await test.step('location turns on and off; a second fix within a minute is rate-limited', async () => {
      await expect(page.getByTestId('location-status')).toHaveText('Location sharing is off');
      await page.getByRole('button', { name: 'Share location' }).click();
      await expect(page.getByTestId('location-status')).toHaveText('Location sharing is on');
      // Never exact coordinates on screen.
      await expect(page.locator('body')).not.toContainText('103.85');
      await expect(page.locator('body')).not.toContainText('1.29');
      await shot(page, 'profile-location-on');
      await page.getByRole('button', { name: 'Turn off location' }).click();
      await expect(page.getByTestId('location-status')).toHaveText('Location sharing is off');
      await page.reload();
      await expect(page.getByTestId('location-status')).toHaveText('Location sharing is off');
      await page.getByRole('button', { name: 'Share location' }).click();
      await expect(page.getByTestId('location-error')).toHaveText(
        'You updated your location a moment ago. Please wait a minute and try again.',
      );
      await expect(page.getByTestId('location-status')).toHaveText('Location sharing is off');
    });

    await test.step('preferences save and reload', async () => {
      await page.goto('/filters');
      await expect(page.getByRole('heading', { name: 'Dating Preferences' })).toBeVisible();
      // Defaults from the API.
      await expect(page.getByTestId('age-range-value')).toHaveText('18 years old – 60 years old');
      await expect(page.getByTestId('distance-value')).toHaveText('50 km');
      await shot(page, 'filters-defaults');

      const minAge = page.getByRole('slider', { name: 'Minimum age' });
      await minAge.focus();
      for (let i = 0; i < 7; i += 1) await minAge.press('ArrowRight');
      const maxAge = page.getByRole('slider', { name: 'Maximum age' });
      await maxAge.focus();
      await maxAge.press('ArrowLeft');
      await maxAge.press('PageDown');
      await expect(page.getByTestId('age-range-value')).toHaveText('25 years old – 49 years old');
      const distance = page.getByRole('slider', { name: 'Maximum distance' });
      await distance.focus();
      await distance.press('End');
      await expect(page.getByTestId('distance-value')).toHaveText('200 km');

      await page.getByRole('checkbox', { name: 'Long-term relationship' }).check();
      await page.getByRole('checkbox', { name: 'Friendship' }).check();
      await page.getByRole('checkbox', { name: 'Men', exact: true }).check();
      await page.getByLabel('Minimum height (cm)').fill('170');
      await page.getByLabel('Maximum height (cm)').fill('');
      await page.getByLabel('Has children').selectOption({ label: 'No children' });
      await page.getByLabel('Wants children').selectOption({ label: 'Wants children' });
      await page.getByRole('group', { name: 'Smoking' }).getByRole('checkbox', { name: 'Never' }).check();
      await page.getByRole('group', { name: 'Drinking' }).getByRole('checkbox', { name: 'Socially' }).check();
      const education = page.getByLabel('Education', { exact: true });
      await education.fill('  Masters ');
      await education.press('Enter');
      await page.getByLabel('Interests', { exact: true }).fill('Travel');
      await page.getByRole('button', { name: 'Add to Interests' }).click();
      await page
        .getByRole('group', { name: 'Quick add cultural background' })
        .getByRole('button', { name: 'Asian' })
        .click();
      await page.getByRole('group', { name: 'Quick add languages' }).getByRole('button', { name: 'English' }).click();
      await page.getByRole('group', { name: 'Quick add religion' }).getByRole('button', { name: 'Buddhist' }).click();
      await page.getByRole('group', { name: 'Quick add religion' }).getByRole('button', { name: 'Spiritual' }).click();
      await page.getByRole('group', { name: 'Quick add religion' }).getByRole('button', { name: 'Spiritual' }).click();
      await page.getByRole('checkbox', { name: 'Asia-Pacific' }).check();
      await page.getByRole('checkbox', { name: 'Moderate' }).check();

      // Hold the save a moment to see the button say 'Saving...'.
      await page.route('**/me/preferences', async (route) => {
        if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 800));
        await route.fallback();
      });
      const save = page.getByRole('button', { name: /Save Preferences|Saving\.\.\./ });
      await save.click();
      await expect(save).toHaveText('Saving...');
      await expect(save).toBeDisabled();
      await expectToast(page, 'Preferences saved!', 'Your preferences have been updated successfully.');
      await expect(save).toHaveText('Save Preferences');
      await page.unroute('**/me/preferences');

      await page.reload();
      await expect(page.getByTestId('age-range-value')).toHaveText('25 years old – 49 years old');
      await expect(page.getByTestId('distance-value')).toHaveText('200 km');
      await expect(page.getByRole('checkbox', { name: 'Long-term relationship' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Casual dating' })).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Friendship' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Men', exact: true })).toBeChecked();
      await expect(page.getByLabel('Minimum height (cm)')).toHaveValue('170');
      await expect(page.getByLabel('Maximum height (cm)')).toHaveValue('');
      await expect(page.getByLabel('Has children')).toHaveValue('false');
      await expect(page.getByLabel('Wants children')).toHaveValue('true');
      await expect(page.getByRole('group', { name: 'Smoking' }).getByRole('checkbox', { name: 'Never' })).toBeChecked();
      await expect(page.getByRole('list', { name: 'Selected education' }).getByRole('listitem')).toHaveText([
        'Masters',
      ]);
      await expect(page.getByRole('list', { name: 'Selected interests' }).getByRole('listitem')).toHaveText(['Travel']);
      await expect(page.getByRole('list', { name: 'Selected cultural background' }).getByRole('listitem')).toHaveText([
        'Asian',
      ]);
      await expect(page.getByRole('list', { name: 'Selected languages' }).getByRole('listitem')).toHaveText([
        'English',
      ]);
      await expect(page.getByRole('list', { name: 'Selected religion' }).getByRole('listitem')).toHaveText([
        'Buddhist',
      ]);
      await expect(
        page.getByRole('group', { name: 'Quick add religion' }).getByRole('button', { name: 'Buddhist' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('checkbox', { name: 'Asia-Pacific' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Moderate' })).toBeChecked();
      await shot(page, 'filters-saved');
    });

    await test.step('the dashboard shows the completed profile', async () => {
      await page.goto('/profile/dashboard');
      await expect(page.getByTestId('completion-percent')).toHaveText('100%');
      await expect(page.getByRole('list', { name: 'Missing fields' })).toHaveCount(0);
      await expect(page.getByText('Welcome back, Maya Lin.')).toBeVisible();
      await expect(page.getByTestId('dashboard-location-status')).toHaveText('Location sharing is off');
      await expect(page.getByTestId('stat-matches')).toHaveText('0');
      await shot(page, 'dashboard-complete');

      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'dashboard-mobile');
      await page.goto('/profile');
      await expect(page.getByTestId('photo-tile')).toHaveCount(1);
      // The whole page: the form below the photos renders after them, from a chunk of its own (decision 0060).
      await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
      await shot(page, 'profile-mobile');
      await page.goto('/filters');
      await expect(page.getByTestId('distance-value')).toHaveText('200 km');
      await shot(page, 'filters-mobile');
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('my data downloads as JSON', async () => {
      await page.goto('/profile/dashboard');
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^kindred-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        profile: Record<string, unknown>;
        photos: unknown[];
      };
      expect(JSON.stringify(exported.profile)).toContain('Maya Lin');
      expect(exported.photos).toHaveLength(1);
    });

    await test.step('the account is deleted after typing DELETE, and can no longer sign in', async () => {
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      const confirm = dialog.getByRole('button', { name: 'Delete my account forever' });
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel('Type DELETE to confirm').fill('delete');
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await expect(confirm).toBeEnabled();
      await page.screenshot({ path: `${SCREENS}/delete-account-dialog.png` });
      await confirm.click();
      await expect(page).toHaveURL(/\/$/);
      await expectToast(page, 'Account deleted', 'Your account and data have been removed.');
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

      await signIn(page, email, password);
      await expectToast(page, 'Invalid credentials', 'Please check your email and password and try again.');
      await expect(page).toHaveURL(/\/auth$/);
    });
  });

  test('saving without a session says so and sends the member to sign in', async ({ page }) => {
    await signInAndLand(page, 'demo@kindred.local', 'demo-pass-2026');
    await expect(page.getByLabel('Full Name')).toBeVisible();
    // The session ends behind the page's back (tokens gone, as after a sign-out in another tab).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
    });
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Not signed in', 'Please sign in again to save your profile.');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });
});
