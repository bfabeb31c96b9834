/**
 * Issue 28 in the browser, with two members: Ada answers prompts in the profile editor; Ben sees
 * them on her card, likes one prompt with a comment; Ada (Gold) finds the prompt and the comment in
 * Who Liked You, likes back, and the conversation opens with her prompt quoted above his comment.
 */
import { expect, test, type Page } from '@playwright/test';
import { card, closeAfterAll, DESKTOP, MOBILE, newMember, passUntil, shot, type Member } from './members';
import { grantTier } from './grant-tier';
import { expectToast } from './support';

/** A spot of ocean of this spec's own: the deck shows these two and nobody seeded. */
const at = { latitude: -47 - Math.random(), longitude: -140 + Math.random() * 3 };
const ANSWER = 'Laksa from the stall near my flat. I will take you there.';
const COMMENT = 'Bet mine is better. Name the stall!';

/** The same screen at phone and desktop sizes, then back to desktop. */
async function shots(page: Page, name: string) {
  await page.setViewportSize(MOBILE);
  await shot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-desktop`, { fullPage: true });
}

test.describe.serial('prompts and a like on a prompt', () => {
  let ada: Member;
  let ben: Member;

  closeAfterAll(() => [ada, ben]);

  test('Ada answers prompts; Ben sees them on her card and likes one with a comment', async ({ browser }) => {
    test.setTimeout(300_000);
    ada = await newMember(browser, 'ada', 'Ada', 'Woman', { at });
    ben = await newMember(browser, 'ben', 'Ben', 'Man', { at });

    await test.step('Ada answers two prompts in the profile editor', async () => {
      const { page } = ada;
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Add a prompt' }).click();
      await page.getByLabel('Prompt 1', { exact: true }).selectOption({ label: 'My comfort food' });
      await page.getByLabel('Your answer to prompt 1').fill(ANSWER);
      await page.getByRole('button', { name: 'Add a prompt' }).click();
      await page.getByLabel('Prompt 2', { exact: true }).selectOption({ label: 'I geek out on' });
      await page.getByLabel('Your answer to prompt 2').fill('Old train maps and why cities grew the way they did.');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expectToast(page, 'Profile saved!');
      await page.reload();
      await expect(page.getByLabel('Your answer to prompt 1')).toHaveValue(ANSWER);
      await page.getByTestId('prompts-editor').scrollIntoViewIfNeeded();
      await shot(page, 'prompts-editor-desktop');
      await page.setViewportSize(MOBILE);
      await page.getByTestId('prompts-editor').scrollIntoViewIfNeeded();
      await shot(page, 'prompts-editor-phone');
      await page.setViewportSize(DESKTOP);
    });
    await grantTier(ada.email, 'gold');

    await test.step("Ben sees Ada's prompts on her card", async () => {
      const { page } = ben;
      await page.goto('/discover');
      await passUntil(page, ada.fullName);
      const prompt = card(page).locator('[data-prompt-id="comfort-food"]');
      await expect(prompt).toContainText('My comfort food');
      await expect(prompt).toContainText(ANSWER);
      await expect(card(page).locator('[data-prompt-id="geek-out"]')).toBeVisible();
      await shots(page, 'prompts-card');
    });

    await test.step('Ben likes her comfort-food prompt with a comment', async () => {
      const { page } = ben;
      await card(page)
        .locator('[data-prompt-id="comfort-food"]')
        .getByRole('button', { name: 'Like this prompt' })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('liked-item')).toContainText(ANSWER);
      await dialog.getByLabel('Comment (optional)').fill(COMMENT);
      await shots(page, 'prompts-like-dialog');
      await dialog.getByRole('button', { name: 'Send like' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card(page).filter({ hasText: ada.fullName })).toHaveCount(0);
    });
  });

  test('Ada sees the prompt and the comment in Who Liked You, likes back, and the chat opens with them', async () => {
    test.setTimeout(180_000);
    const { page } = ada;
    await page.goto('/who-liked-you');
    const like = page.getByTestId('like-card').filter({ hasText: ben.fullName });
    await expect(like.getByTestId('liked-item')).toContainText(ANSWER);
    await expect(like.getByTestId('like-comment')).toHaveText(`“${COMMENT}”`);
    await shots(page, 'prompts-who-liked-you');

    await like.getByRole('button', { name: /^Like Back/ }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: /match/i });
    await toast.getByRole('button', { name: 'Message' }).click();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f]{32}$/);
    const first = page.getByTestId('message').first();
    await expect(first).toHaveAttribute('data-from', 'them');
    await expect(first.getByTestId('liked-item')).toContainText('Your prompt');
    await expect(first.getByTestId('liked-item')).toContainText(ANSWER);
    await expect(first.getByTestId('message-content')).toHaveText(COMMENT);
    await shots(page, 'prompts-conversation');

    // Ben's side of the same conversation: his comment, quoting her prompt.
    await ben.page.goto('/messages');
    await ben.page.getByTestId('conversation-row').filter({ hasText: ada.fullName }).click();
    const his = ben.page.getByTestId('message').first();
    await expect(his).toHaveAttribute('data-from', 'me');
    await expect(his.getByTestId('liked-item')).toContainText('Their prompt');
    await expect(his.getByTestId('message-content')).toHaveText(COMMENT);
  });
});
