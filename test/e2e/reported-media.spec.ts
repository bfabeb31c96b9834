/**
 * Reported media and the adults' opt-in (issue 27, decision 0073), in three browsers: a member who has
 * not opted in sees a borderline photo hidden, with a link to the setting, and reports it; the seeded
 * moderator finds the photo as the evidence and clears its blur, with a reason in the audit log.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  closeAfterAll,
  card,
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

/** Synthetic colour blocks the real classifier flags (decision 0070), as the JPEG a phone would send. */
const screeningFixture = (verdict: 'borderline' | 'explicit') =>
  sharp(readFileSync(new URL(`../fixtures/screening/synthetic-flagged-${verdict}.png`, import.meta.url)))
    .jpeg({ quality: 95 })
    .toBuffer();

/** The moderator publishes what screening held, from its report, with a reason (decision 0082). */
async function publishHeld(moderator: Page, evidence: Locator, kind: 'photo' | 'story') {
  await evidence.getByRole('button', { name: `Publish the held ${kind}` }).click();
  const dialog = moderator.getByRole('dialog', { name: new RegExp(`^Publish held ${kind}`) });
  await dialog.getByLabel(/^Reason/).fill('Abstract colours, not explicit.');
  await dialog.getByRole('button', { name: `Publish held ${kind}` }).click();
  await expectToast(moderator, 'Done');
}

test.describe.serial('reported media and the moderator reversal', () => {
  let owner: Member;
  let viewer: Member;
  let moderator: Page;

  closeAfterAll(() => [owner, viewer, moderator]);

  test('without the opt-in a borderline photo stays hidden; the viewer reports that photo', async ({ browser }) => {
    test.setTimeout(budget(300_000));
    owner = await newMember(browser, 'oona', 'Oona', 'Woman');
    viewer = await newMember(browser, 'pete', 'Pete', 'Man');
    const borderline = await screeningFixture('borderline');
    await owner.page
      .getByLabel('Add photo')
      .setInputFiles({ name: 'blocks.jpg', mimeType: 'image/jpeg', buffer: borderline });
    await expect(owner.page.getByTestId('photo-tile')).toHaveCount(2, { timeout: budget(60_000) });

    const { page } = viewer;
    await page.goto('/discover');
    await passUntil(page, owner.fullName);
    await page.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    const cover = page.getByTestId('sensitive-cover');
    await expect(cover).toBeVisible();
    // Not opted in: no "Tap to view", a link to the setting, and the server sent no picture at all.
    await expect(cover.getByRole('button', { name: 'Tap to view' })).toHaveCount(0);
    await expect(cover.getByRole('link', { name: 'Change in settings' })).toBeVisible();
    await expect(card(page).getByRole('img', { name: /photo 2 of 2/ })).toHaveAttribute('src', /^data:image\/svg/);
    await shotBoth(page, 'sensitive-hidden');

    await card(page)
      .getByRole('button', { name: /^More actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Report this photo' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${owner.fullName}'s photo` });
    await dialog.getByRole('radio', { name: 'Inappropriate photos or content' }).check();
    await dialog.getByLabel('Anything else we should know? (optional)').fill('This photo looks off.');
    await shotBoth(page, 'report-photo-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(page, 'Report sent');
  });

  test('the moderator sees the reported photo and clears its blur, recorded in the audit log', async ({ browser }) => {
    test.setTimeout(budget(120_000));
    moderator = await signInAsModerator(browser);
    await moderator.goto('/staff/reports');
    const entry = moderator.getByTestId('report-entry').filter({ hasText: owner.fullName });
    await expect(entry).toContainText('Photo');
    await entry.click();
    await expect(moderator.getByRole('heading', { level: 1 })).toContainText(owner.fullName);
    const report = moderator.getByTestId('open-report');
    await expect(report.getByRole('img', { name: 'The reported photo' })).toBeVisible();
    await expect(moderator.getByText('Blurred', { exact: true })).toBeVisible();
    await shotBoth(moderator, 'staff-reported-photo');

    await moderator.getByRole('button', { name: 'Clear blur of photo 2' }).click();
    const dialog = moderator.getByRole('dialog', { name: /^Clear photo blur \(photo 2\)/ });
    await dialog.getByLabel(/^Reason/).fill('Abstract colours, nothing sensitive.');
    await dialog.getByRole('button', { name: 'Clear photo blur' }).click();
    await expectToast(moderator, 'Done');
    await expect(moderator.getByText('Blurred', { exact: true })).toHaveCount(0);
    await expect(moderator.getByText('No open reports.')).toBeVisible();

    await moderator.getByRole('link', { name: 'Audit log' }).click();
    const row = moderator.getByTestId('audit-log').getByRole('listitem').first();
    await expect(row).toContainText('Clear photo blur');
    await expect(row).toContainText('Abstract colours, nothing sensitive.');
    await shotBoth(moderator, 'staff-audit-unblur');
  });
});

// Its own members: the deck above depends on who else is discoverable, and this needs no deck.
test.describe('a held photo published (decision 0082)', () => {
  let owner: Member;
  let moderator: Page;

  closeAfterAll(() => [owner, moderator]);

  test('a photo held back as explicit is published by the moderator, and the member is told', async ({ browser }) => {
    test.setTimeout(budget(180_000));
    owner = await newMember(browser, 'hana', 'Hana', 'Woman');
    moderator = await signInAsModerator(browser);
    const explicit = await screeningFixture('explicit');
    await owner.page
      .getByLabel('Add photo')
      .setInputFiles({ name: 'colours.jpg', mimeType: 'image/jpeg', buffer: explicit });
    await expect(owner.page.getByText(/Not published/)).toBeVisible({ timeout: budget(60_000) });

    await moderator.goto('/staff/reports');
    await moderator.getByTestId('report-entry').filter({ hasText: owner.fullName }).click();
    const report = moderator.getByTestId('open-report');
    await expect(report.getByRole('img', { name: 'The held image, blurred' })).toBeVisible();
    await shotBoth(moderator, 'staff-held-photo', report);
    await publishHeld(moderator, report, 'photo');
    await expect(moderator.getByText('No open reports.')).toBeVisible();

    // The member is told at once (their socket), and the photo is on their profile.
    const notice = owner.page.getByRole('dialog', { name: 'Your photo was reviewed and published' });
    await expect(notice).toContainText('Abstract colours, not explicit.');
    await shotBoth(owner.page, 'notice-photo-published');
    await notice.getByRole('button', { name: 'Great' }).click();
    // Without a reload: the notice's push refreshes what shows her own content.
    await expect(owner.page.getByTestId('photo-tile')).toHaveCount(2);
  });
});

// A story held back the same way (decision 0082, "Held stories"): published within its 24 hours, with its caption.
test.describe('a held story published (decision 0082)', () => {
  let owner: Member;
  let viewer: Member;
  let moderator: Page;

  closeAfterAll(() => [owner, viewer, moderator]);

  test('a story held back as explicit is published by the moderator; the member is told and another member sees it', async ({
    browser,
  }) => {
    test.setTimeout(budget(180_000));
    [owner, viewer] = await Promise.all([
      newMember(browser, 'iris', 'Iris', 'Woman'),
      newMember(browser, 'theo', 'Theo', 'Man'),
    ]);
    moderator = await signInAsModerator(browser);

    const { page } = owner;
    await page.goto('/');
    await page.getByTestId('add-story').click();
    await page
      .getByLabel('Story photo or video')
      .setInputFiles({ name: 'colours.jpg', mimeType: 'image/jpeg', buffer: await screeningFixture('explicit') });
    await page.getByLabel('Caption (optional)').fill('Colour study');
    await page.getByRole('button', { name: 'Share story' }).click();
    await expectToast(page, 'Not published', 'too explicit for Kindred');
    await expect(page.getByTestId('my-story-tile')).toHaveCount(0);

    // Nobody sees it while it is held (the strip names members by first name).
    const ownerGroup = viewer.page.getByTestId('story-group').filter({ hasText: 'Iris' });
    await viewer.page.goto('/');
    await expect(viewer.page.getByRole('heading', { name: 'Stories' })).toBeVisible();
    await expect(ownerGroup).toHaveCount(0);

    await moderator.goto('/staff/reports');
    await moderator.getByTestId('report-entry').filter({ hasText: owner.fullName }).click();
    const report = moderator.getByTestId('open-report');
    const held = report.getByTestId('held-evidence');
    await expect(held.getByRole('img', { name: 'The held image, blurred' })).toBeVisible();
    await expect(held).toContainText('A story: it can be published until');
    await shotBoth(moderator, 'staff-held-story', report);
    await publishHeld(moderator, held, 'story');

    // The member is told at once, and the story is hers, with its caption.
    const notice = page.getByRole('dialog', { name: 'Your story was reviewed and published' });
    await expect(notice).toContainText('it is now in your stories');
    await shotBoth(page, 'notice-story-published');
    await notice.getByRole('button', { name: 'Great' }).click();
    await expect(page.getByTestId('my-story-tile')).toHaveCount(1);

    await viewer.page.reload();
    await ownerGroup.click();
    const story = viewer.page.getByTestId('story-viewer');
    await expect(story.getByTestId('story-owner')).toHaveText(owner.fullName);
    await expect(story.getByTestId('story-caption')).toHaveText('Colour study');
    // The published copy is served: the image has loaded, at a phone's size and a desktop's.
    for (const [size, viewport] of [
      ['phone', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      await viewer.page.setViewportSize(viewport);
      const image = story.getByTestId('story-media');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await shot(viewer.page, `held-story-published-viewer-${size}`);
    }
  });
});
