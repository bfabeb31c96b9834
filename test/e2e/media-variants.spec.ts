import { readFileSync } from 'node:fs';
import { expect, test, type Response } from '@playwright/test';
import { closeAfterAll, DESKTOP, MOBILE, newMember, passUntil, shot, type Member } from './members';
import { signInAndLand } from './support';
import { budget } from './time-budget';

/**
 * A real photograph (1920 px wide), so every width is written (decision 0076). sample1: the classifier
 * scores it plainly clean, where some of the package's other portraits score borderline and would be
 * hidden from a viewer who did not opt in (decision 0073).
 */
const photograph = () => ({
  name: 'sample.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync('node_modules/@vladmandic/face-api/demo/sample1.jpg'),
});

/** Photos at the size shown (issue 25 item 4): the card fetches the AVIF copy that covers it, never the JPEG. */
test.describe.serial('photos at the size shown', () => {
  let ann: Member;
  let bob: Member;

  closeAfterAll(() => [ann, bob]);

  test("the card and its photo browser fetch the small AVIF copies of a member's photos", async ({ browser }) => {
    test.setTimeout(budget(300_000));
    ann = await newMember(browser, 'ann', 'Ann', 'Woman');
    await ann.page.getByLabel('Add photo').setInputFiles(photograph());
    await expect(ann.page.getByTestId('photo-tile')).toHaveCount(2, { timeout: budget(60_000) });
    bob = await newMember(browser, 'bob', 'Bob', 'Man');

    const fetched: string[] = [];
    const record = (response: Response) => {
      if (response.request().resourceType() === 'image') fetched.push(response.url());
    };
    bob.page.on('response', record);
    await bob.page.setViewportSize(MOBILE);
    await bob.page.goto('/discover');
    await passUntil(bob.page, ann.fullName);
    const annId = (await bob.page.getByTestId('candidate-card').getAttribute('data-member-id'))!;
    const photo = bob.page.getByTestId('candidate-card').getByRole('img', { name: /^Ann/ });
    // The 480 × 640 upload: copies at 200 and 480; a 358 px card at 1x takes the 480.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w480\.avif$/);
    await bob.page.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    // The photograph: copies up to 1080, and the 358 px card at 1x still takes the 480.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w480\.avif$/);
    // Drawn at the card's size: a `w` source's natural width is its width over the density it was picked at.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(358);
    await shot(bob.page, 'photo-variants-card-phone');

    const annImages = fetched.filter((url) => url.includes(`/${annId}/`));
    expect(annImages.length).toBeGreaterThanOrEqual(2);
    for (const url of annImages) expect(url, 'only the AVIF copies travel').toMatch(/-w480\.avif$/);

    await bob.page.setViewportSize(DESKTOP);
    await shot(bob.page, 'photo-variants-card-desktop');
    bob.page.off('response', record);

    // The same card on a phone at 3x takes the 1080 copy, the one encoded for dense screens (decision 0091).
    const dense = await browser.newContext({ viewport: MOBILE, deviceScaleFactor: 3 });
    try {
      const page = await dense.newPage();
      await signInAndLand(page, bob.email, 'discover-pass-1');
      await page.goto('/discover');
      await expect(page.getByTestId('candidate-card')).toHaveAttribute('data-member-id', annId);
      await page.getByRole('button', { name: 'Show photo 2 of 2' }).click();
      const densePhoto = page.getByTestId('candidate-card').getByRole('img', { name: /^Ann/ });
      await expect.poll(() => densePhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w1080\.avif$/);
      await expect.poll(() => densePhoto.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      await shot(page, 'photo-variants-card-phone-3x');
    } finally {
      await dense.close();
    }
  });
});
