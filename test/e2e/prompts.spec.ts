/**
 * Issue 28 in the browser, with two members: Ada answers prompts in the profile editor; Ben sees
 * them on her card, likes one prompt with a comment; Ada (Gold) finds the prompt and the comment in
 * Who Liked You, likes back, and the conversation opens with her prompt quoted above his comment.
 * Then Cy's rude comment: he is asked "Are you sure?" and sends it anyway; Ada sees it in Who Liked
 * You with "Does this bother you?", reports the comment from the card's menu (no block), and when
 * she likes back the chat's first message asks her the same.
 */
import { expect, test, type Page } from '@playwright/test';
import { card, closeAfterAll, DESKTOP, MOBILE, newMember, passUntil, shot, type Member } from './members';
import { grantTier } from './grant-tier';
import { expectToast } from './support';
import { budget } from './time-budget';

const ANSWER = 'Laksa from the stall near my flat. I will take you there.';
const COMMENT = 'Bet mine is better. Name the stall!';
const RUDE = 'Train maps? You sound like a f*cking bore';

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
  let cy: Member | undefined;

  closeAfterAll(() => [ada, ben, cy]);

  test('Ada answers prompts; Ben sees them on her card and likes one with a comment', async ({ browser }) => {
    test.setTimeout(budget(300_000));
    ada = await newMember(browser, 'ada', 'Ada', 'Woman');
    ben = await newMember(browser, 'ben', 'Ben', 'Man');

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
    test.setTimeout(budget(180_000));
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

  test('A rude comment: Cy is nudged, Ada is asked "Does this bother you?" and reports the comment without blocking', async ({
    browser,
  }) => {
    test.setTimeout(budget(300_000));
    cy = await newMember(browser, 'cy', 'Cy', 'Man');
    const sender = cy;

    await test.step('Cy likes her geek-out prompt with a rude comment: "Are you sure?", then Send anyway', async () => {
      const { page } = sender;
      await page.goto('/discover');
      await passUntil(page, ada.fullName);
      await card(page).locator('[data-prompt-id="geek-out"]').getByRole('button', { name: 'Like this prompt' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Comment (optional)').fill(RUDE);
      await dialog.getByRole('button', { name: 'Send like' }).click();
      await expect(dialog.getByTestId('comment-nudge')).toContainText('Are you sure?');
      // A nudge, not a block: nothing was sent yet, and the dialog stays.
      await expect(card(page).filter({ hasText: ada.fullName })).toHaveCount(1);
      await shots(page, 'comment-nudge');
      await dialog.getByRole('button', { name: 'Send anyway' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card(page).filter({ hasText: ada.fullName })).toHaveCount(0);
    });

    await test.step('Ada sees the comment with "Does this bother you?", and reports it from the menu', async () => {
      const { page } = ada;
      await page.goto('/who-liked-you');
      const like = page.getByTestId('like-card').filter({ hasText: sender.fullName });
      await expect(like.getByTestId('like-comment')).toHaveText(`“${RUDE}”`);
      await expect(like.getByTestId('bother-prompt')).toContainText('Does this bother you?');
      await like.scrollIntoViewIfNeeded();
      await shots(page, 'comment-who-liked-you-flagged');

      await like.getByRole('button', { name: `More actions for ${sender.fullName}` }).click();
      await expect(page.getByRole('menuitem', { name: 'Block' })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Report comment' }).click();
      const dialog = page.getByRole('dialog', { name: `Report ${sender.fullName}'s comment` });
      // Blocking is a choice of its own: off unless ticked.
      await expect(dialog.getByLabel('Also block this member')).not.toBeChecked();
      await dialog.getByLabel('Harassment or hate').check();
      await shots(page, 'comment-report-dialog');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog).toHaveCount(0);
      // Reported, not blocked: the like is still there to answer.
      await expect(like).toBeVisible();
    });

    await test.step('She likes back: the first message asks "Does this bother you?" too', async () => {
      const { page } = ada;
      await page
        .getByTestId('like-card')
        .filter({ hasText: sender.fullName })
        .getByRole('button', { name: /^Like Back/ })
        .click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: /match/i });
      await toast.getByRole('button', { name: 'Message' }).click();
      await expect(page).toHaveURL(/\/messages\/[0-9a-f]{32}$/);
      await expect(page.getByTestId('message').first().getByTestId('message-content')).toHaveText(RUDE);
      await expect(page.getByTestId('bother-prompt')).toContainText('Does this bother you?');
      await shots(page, 'comment-conversation-flagged');
    });
  });
});
