/**
 * Rewind and Incognito in Chromium (decision 0067): a Gold member passes, rewinds and sees the card back
 * on top; a free member is offered Gold. A Premium member in Incognito is not in another member's deck
 * until she likes him. Two browser contexts, screenshots at desktop and phone sizes.
 */
import { expect, test } from '@playwright/test';
import { grantTier } from './grant-tier';
import {
  card,
  closeAfterAll,
  currentId,
  deckHasCard,
  MOBILE,
  DESKTOP,
  newMember,
  passUntil,
  shot,
  type Member,
} from './members';
import { expectToast } from './support';
import { budget } from './time-budget';

test.describe.serial('Rewind and Incognito', () => {
  let rhea: Member;
  let theo: Member;
  let iris: Member;
  let bram: Member;

  closeAfterAll(() => [rhea, theo, iris, bram]);

  test('a Gold member passes, rewinds, and the card is back on top; a free member is offered Gold', async ({
    browser,
  }) => {
    test.setTimeout(budget(300_000));
    rhea = await newMember(browser, 'rhea', 'Rhea', 'Woman');
    theo = await newMember(browser, 'theo', 'Theo', 'Man');
    await grantTier(rhea.email, 'gold');

    const { page } = rhea;
    await page.goto('/discover');
    await passUntil(page, theo.fullName);
    const theoId = (await currentId(page))!;
    const rewind = page.getByRole('button', { name: 'Rewind last pass' });
    await expect(page.getByTestId('rewinds-left')).toHaveText('5 left');
    const theoCard = page.locator(`[data-testid="candidate-card"][data-member-id="${theoId}"]`);

    await page.keyboard.press('ArrowLeft');
    await expect(theoCard).toHaveCount(0);
    await rewind.click();
    await expectToast(page, 'Rewound', `${theo.fullName} is back on top of your deck.`);
    await expect(card(page)).toHaveAttribute('data-member-id', theoId);
    await expect(page.getByTestId('rewinds-left')).toHaveText('4 left');
    await shot(page, 'rewind-desktop');

    // On a phone: the Pass button, then Rewind, and the same card again.
    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(theoCard).toHaveCount(0);
    await rewind.click();
    await expect(card(page)).toHaveAttribute('data-member-id', theoId);
    await expect(page.getByTestId('rewinds-left')).toHaveText('3 left');
    await shot(page, 'rewind-mobile');
    // Nothing left to take back: said so, and the card stays.
    await rewind.click();
    await expectToast(page, 'Nothing to rewind');
    await expect(card(page)).toHaveAttribute('data-member-id', theoId);

    // Theo is on the free plan: Rewind offers Gold.
    await theo.page.setViewportSize(MOBILE);
    await theo.page.goto('/discover');
    await deckHasCard(theo.page);
    await theo.page.getByRole('button', { name: 'Rewind (Gold)' }).click();
    const dialog = theo.page.getByRole('dialog', { name: 'Upgrade to Gold' });
    await expect(dialog.getByTestId('upgrade-reason')).toHaveText(
      'Upgrade to Gold for Rewind, to take back your last pass.',
    );
    await expect(dialog.getByText('Rewind your last pass', { exact: true })).toBeVisible();
    await shot(theo.page, 'rewind-upsell-mobile');
  });

  test("Incognito: Iris is in nobody's deck until she likes Bram, then in his", async ({ browser }) => {
    test.setTimeout(budget(300_000));
    iris = await newMember(browser, 'iris', 'Iris', 'Woman');
    bram = await newMember(browser, 'bram', 'Bram', 'Man');
    const irisId = await grantTier(iris.email, 'premium');

    const { page } = iris;
    await page.goto('/profile/dashboard');
    const setting = page.getByTestId('incognito');
    const toggle = setting.getByRole('switch', { name: 'Incognito' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expectToast(page, 'Incognito on');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await setting.scrollIntoViewIfNeeded();
    await shot(page, 'incognito-setting-desktop');
    await page.setViewportSize(MOBILE);
    await setting.scrollIntoViewIfNeeded();
    await shot(page, 'incognito-setting-mobile');
    await page.setViewportSize(DESKTOP);

    // The stream re-indexes her with the flag: wait for it, as Bram's deck reads the index.
    const { listOwnItems } = await import('#lambdas/db/member-items.ts');
    await expect
      .poll(async () => {
        const entries = (await listOwnItems(irisId)).filter((item) => item.entity === 'cellEntry');
        return entries.length > 0 && entries.every((entry) => entry.incognito === true);
      })
      .toBe(true);

    // Bram goes through his whole deck: Iris is not in it.
    await bram.page.setViewportSize(MOBILE);
    await bram.page.goto('/discover');
    await expect(passUntil(bram.page, iris.fullName)).rejects.toThrow(/ran out/);
    await shot(bram.page, 'incognito-deck-before-like-mobile');

    // She still sees everyone: Bram is in her deck, and she likes him.
    await page.goto('/discover');
    await passUntil(page, bram.fullName);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(card(page).or(page.getByTestId('deck-empty'))).toBeVisible();

    // Now Bram sees her, at both sizes.
    await bram.page.goto('/discover');
    await passUntil(bram.page, iris.fullName);
    await shot(bram.page, 'incognito-deck-after-like-mobile');
    await bram.page.setViewportSize(DESKTOP);
    await expect(card(bram.page)).toBeVisible();
    await shot(bram.page, 'incognito-deck-after-like-desktop');

    // Her insights count the deck Incognito kept her off.
    await expect
      .poll(
        async () => {
          await page.goto('/insights');
          await expect(page.getByTestId('chart-views')).toBeVisible();
          return page.getByTestId('incognito-hidden').isVisible();
        },
        { timeout: budget(30_000) },
      )
      .toBe(true);
    await page.getByTestId('incognito-hidden').scrollIntoViewIfNeeded();
    await shot(page, 'incognito-insights-desktop');
  });
});
