/**
 * Reported media and the adults' opt-in (issue 27, decision 0073), in three browsers: a member who has
 * not opted in sees a borderline photo hidden, with a link to the setting, and reports it; the seeded
 * moderator finds the photo as the evidence and clears its blur, with a reason in the audit log.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { closeAfterAll, card, newMember, passUntil, shotBoth, signInAsModerator, type Member } from './members';
import { expectToast } from './support';

test.describe.serial('reported media and the moderator reversal', () => {
  let owner: Member;
  let viewer: Member;
  let moderator: Page;

  closeAfterAll(() => [owner, viewer, moderator]);

  test('without the opt-in a borderline photo stays hidden; the viewer reports that photo', async ({ browser }) => {
    test.setTimeout(300_000);
    owner = await newMember(browser, 'oona', 'Oona', 'Woman');
    viewer = await newMember(browser, 'pete', 'Pete', 'Man');
    const borderline = await sharp(
      readFileSync(new URL('../fixtures/screening/synthetic-flagged-borderline.png', import.meta.url)),
    )
      .jpeg({ quality: 95 })
      .toBuffer();
    await owner.page
      .getByLabel('Add photo')
      .setInputFiles({ name: 'blocks.jpg', mimeType: 'image/jpeg', buffer: borderline });
    await expect(owner.page.getByTestId('photo-tile')).toHaveCount(2, { timeout: 60_000 });

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
    test.setTimeout(120_000);
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
