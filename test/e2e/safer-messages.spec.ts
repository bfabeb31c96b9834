import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { closeAfterAll, card, DESKTOP, MOBILE, newMember, passUntil, shot, type Member } from './members';
import { expectToast } from './support';
import { budget } from './time-budget';

const composer = (page: Page) => page.getByLabel('Message', { exact: true });
const contents = (page: Page) => page.getByTestId('message-content');

/** Safer first messages (issue 27): the sender's nudge and the receiver's one-tap report, in two browsers. */
test.describe.serial('safer messages', () => {
  let fay: Member;
  let gus: Member;
  let conversationUrl = '';

  closeAfterAll(() => [fay, gus]);

  test('two members match', async ({ browser }) => {
    test.setTimeout(budget(300_000));
    fay = await newMember(browser, 'fay', 'Fay', 'Woman');
    gus = await newMember(browser, 'gus', 'Gus', 'Man');
    // A second photo the real classifier scores borderline (synthetic colour blocks, decision 0070): published blurred.
    const borderline = await sharp(
      readFileSync(new URL('../fixtures/screening/synthetic-flagged-borderline.png', import.meta.url)),
    )
      .jpeg({ quality: 95 })
      .toBuffer();
    await fay.page
      .getByLabel('Add photo')
      .setInputFiles({ name: 'blocks.jpg', mimeType: 'image/jpeg', buffer: borderline });
    await expect(fay.page.getByTestId('photo-tile')).toHaveCount(2, { timeout: budget(60_000) });
    await fay.page.goto('/discover');
    await passUntil(fay.page, gus.fullName);
    await fay.page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(card(fay.page).filter({ hasText: gus.fullName })).toHaveCount(0);
    // "Tap to view" is for adults who chose it (decision 0073): Gus turns the setting on first.
    await gus.page.goto('/profile/dashboard');
    const sensitive = gus.page.getByRole('switch', { name: 'Show sensitive photos behind Tap to view' });
    await expect(sensitive).not.toBeChecked();
    await sensitive.click();
    await expect(sensitive).toBeChecked();
    await gus.page.goto('/discover');
    await passUntil(gus.page, fay.fullName);
    await gus.page.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    const cover = gus.page.getByTestId('sensitive-cover');
    await expect(cover).toBeVisible();
    await gus.page.setViewportSize(MOBILE);
    await shot(gus.page, 'screened-borderline-phone');
    await gus.page.setViewportSize(DESKTOP);
    await shot(gus.page, 'screened-borderline-desktop');
    await cover.getByRole('button', { name: 'Tap to view' }).click();
    await expect(cover).toHaveCount(0);
    await gus.page.getByRole('button', { name: 'Like', exact: true }).click();
    await expectToast(gus.page, "It's a Match!");
    const toast = gus.page.locator('[data-sonner-toast]').filter({ hasText: "It's a Match!" });
    await toast.getByRole('button', { name: 'Message' }).click();
    await expect(gus.page).toHaveURL(/\/messages\/[0-9a-f]{32}$/);
    conversationUrl = new URL(gus.page.url()).pathname;
    await fay.page.goto(conversationUrl);
    await expect(fay.page.getByTestId('conversation-name')).toHaveText(gus.fullName);
  });

  test('an offensive draft asks "Are you sure?"; the receiver is asked "Does this bother you?" and reports in one tap', async () => {
    test.setTimeout(budget(120_000));
    const { page } = gus;
    await expect(fay.page.locator('[data-realtime="open"]')).toBeVisible();

    await test.step('a kind message goes straight through, and the receiver sees no prompt', async () => {
      await composer(page).fill('Hi Fay! Your coffee photo made me smile.');
      await composer(page).press('Enter');
      await expect(contents(fay.page)).toHaveText(['Hi Fay! Your coffee photo made me smile.']);
      await expect(fay.page.getByTestId('bother-prompt')).toHaveCount(0);
    });

    await test.step('an offensive one is held for "Are you sure?"; Cancel keeps the draft', async () => {
      await composer(page).fill('you are such a b1tch');
      await composer(page).press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await expect(dialog).toBeVisible();
      await page.setViewportSize(MOBILE);
      await shot(page, 'safer-messages-are-you-sure-phone');
      await page.setViewportSize(DESKTOP);
      await shot(page, 'safer-messages-are-you-sure-desktop');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(composer(page)).toHaveValue('you are such a b1tch');
      await expect(contents(fay.page)).toHaveCount(1);
    });

    await test.step('"Send anyway" sends it: a nudge, not a block', async () => {
      await composer(page).press('Enter');
      await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Send anyway' }).click();
      await expect(composer(page)).toHaveValue('');
      await expect(contents(fay.page)).toHaveCount(2);
    });

    await test.step('the receiver is asked "Does this bother you?" and reports it with one tap', async () => {
      const prompt = fay.page.getByTestId('bother-prompt');
      await expect(prompt).toHaveCount(1);
      await expect(prompt).toContainText('Does this bother you?');
      await fay.page.setViewportSize(MOBILE);
      await shot(fay.page, 'safer-messages-bother-phone');
      await fay.page.setViewportSize(DESKTOP);
      await shot(fay.page, 'safer-messages-bother-desktop');
      await prompt.getByRole('button', { name: 'Yes, report it' }).click();
      await expect(prompt).toContainText('Our team will review this message.');
      // The sender sees no prompt under their own message.
      await expect(page.getByTestId('bother-prompt')).toHaveCount(0);
    });

    await test.step('an early request to move off the platform warns the receiver', async () => {
      await composer(page).fill('this app is slow, add me on WhatsApp?');
      await composer(page).press('Enter');
      await expect(fay.page.getByTestId('off-platform-warning')).toBeVisible();
      await fay.page.setViewportSize(MOBILE);
      await shot(fay.page, 'safer-messages-scam-warning-phone');
      await fay.page.setViewportSize(DESKTOP);
    });
  });
});
