import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { closeAfterAll, DESKTOP, MOBILE, newMember, shot, SINGAPORE, type Member } from './members';
import { expectRealtimeOpen, expectToast } from './support';
import { budget } from './time-budget';

async function storyImage() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fb7185"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="720" height="1280" fill="url(#g)"/><circle cx="360" cy="520" r="180" fill="#fde68a"/></svg>`;
  return {
    name: 'sunset.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(),
  };
}

/**
 * The story viewer covers the page: its backdrop is opaque, and at a phone's size the story's frame fills
 * the screen. What is under it (the strip's labels) must not be seen through it.
 */
async function expectViewerHidesThePage(page: Page) {
  const viewer = page.getByTestId('story-viewer');
  const cover = await viewer.evaluate((content) => {
    const overlay = content.previousElementSibling;
    const frame = content.querySelector('[data-testid="story-frame"]');
    const box = frame!.getBoundingClientRect();
    // Computed colours come as rgba(r, g, b, a) or as oklab()/oklch() with '/ a' (Tailwind's opacity modifiers).
    const alpha = (color: string) => {
      const slash = /\/\s*([\d.]+)(%?)\s*\)\s*$/.exec(color);
      if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
      const rgba = /^rgba\((?:[^,]+,){3}\s*([\d.]+)\)/.exec(color);
      if (rgba) return Number(rgba[1]);
      return color === 'transparent' ? 0 : 1;
    };
    return {
      overlayAlpha: overlay ? alpha(getComputedStyle(overlay).backgroundColor) : 0,
      fills: box.left <= 0 && box.top <= 0 && box.right >= innerWidth && box.bottom >= innerHeight,
      phone: innerWidth < 640,
    };
  });
  expect(cover.overlayAlpha).toBe(1);
  if (cover.phone) expect(cover.fills).toBe(true);
}

test.describe.serial('stories and voice dating between two members', () => {
  let ana: Member;
  let ben: Member;

  closeAfterAll(() => [ana, ben]);

  test("Ana posts a story, Ben views it, Ana sees 1 view and Ben's name, then deletes it", async ({ browser }) => {
    test.setTimeout(budget(240_000));
    [ana, ben] = await Promise.all([
      newMember(browser, 'ana', 'Ana', 'Woman', { at: SINGAPORE }),
      newMember(browser, 'ben', 'Ben', 'Man', { at: SINGAPORE }),
    ]);

    await test.step('Ana shares a photo with a caption; the upload shows progress, then the story appears', async () => {
      await ana.page.goto('/');
      await expect(ana.page.getByRole('heading', { name: 'Stories' })).toBeVisible();
      await ana.page.getByTestId('add-story').click();
      await ana.page.getByLabel('Story photo or video').setInputFiles(await storyImage());
      await expect(ana.page.getByTestId('story-preview')).toBeVisible();
      await ana.page.getByLabel('Caption (optional)').fill('Golden hour at the bay');
      await ana.page.getByRole('button', { name: 'Share story' }).click();
      await expect(ana.page.getByTestId('story-uploading')).toBeVisible();
      await expectToast(ana.page, 'Story created!', 'Your story has been shared and will expire in 24 hours.');
      await expect(ana.page.getByTestId('my-story-tile')).toHaveCount(1);
      await expect(ana.page.getByTestId('my-story-views')).toHaveText('0');
    });

    await test.step('Ben opens her story from his strip: it plays, and he closes it with Escape', async () => {
      await ben.page.goto('/');
      const tile = ben.page.getByTestId('story-group').filter({ hasText: 'Ana' });
      await expect(tile).toBeVisible();
      await tile.click();
      const viewer = ben.page.getByTestId('story-viewer');
      await expect(viewer.getByTestId('story-owner')).toHaveText(ana.fullName);
      await expect(viewer.getByTestId('story-caption')).toHaveText('Golden hour at the bay');
      await shot(ben.page, 'story-viewer');
      // Nothing of the page shows through the viewer, at a phone's size or a desktop's.
      for (const [size, viewport] of [
        ['phone', MOBILE],
        ['desktop', { width: 1280, height: 800 }],
      ] as const) {
        await ben.page.setViewportSize(viewport);
        await expectViewerHidesThePage(ben.page);
        await shot(ben.page, `story-viewer-${size}`);
      }
      await ben.page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
    });

    await test.step('Ana sees one view, and that it was Ben', async () => {
      await ana.page.reload();
      await expect(ana.page.getByTestId('my-story-views')).toHaveText('1');
      await ana.page.getByTestId('my-story-tile').click();
      const viewer = ana.page.getByTestId('story-viewer');
      await expect(viewer.getByTestId('story-view-count')).toHaveText('1 view');
      await viewer.getByTestId('story-view-count').click();
      await expect(viewer.getByTestId('story-viewer-row')).toHaveText([new RegExp(ben.fullName)]);
      await shot(ana.page, 'story-viewers');
      await viewer.getByRole('button', { name: 'Close viewers' }).click();
      await viewer.getByRole('button', { name: 'Delete story' }).click();
      await ana.page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expectToast(ana.page, 'Story deleted', 'Your story has been removed.');
      await expect(ana.page.getByTestId('my-story-tile')).toHaveCount(0);
    });
  });

  test('a video story: the browser takes its poster, the cleaned WebM plays, and the viewer closes when it ends', async () => {
    test.setTimeout(budget(120_000));
    const { page } = ana;
    await page.getByTestId('add-story').click();
    await page.getByLabel('Story photo or video').setInputFiles({
      name: 'clip.webm',
      mimeType: 'video/webm',
      buffer: readFileSync(new URL('../fixtures/media/tagged.webm', import.meta.url)),
    });
    await expect(page.locator('video[data-testid="story-preview"]')).toBeVisible();
    await shot(page, 'story-create-video');
    await page.getByRole('button', { name: 'Share story' }).click();
    await expectToast(page, 'Story created!');
    await page.getByTestId('my-story-tile').click();
    const video = page.getByTestId('story-viewer').locator('video');
    await expect(video).toHaveAttribute('poster', /-poster\.jpg$/);
    // It really plays (2 s long), then the viewer moves on past the last story: it closes.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: budget(10_000) })
      .toBeGreaterThan(0.3);
    await expect(page.getByTestId('story-viewer')).toHaveCount(0, { timeout: budget(10_000) });
  });

  test('Ana records and saves a voice introduction; Ben likes it; Ana is told at once', async () => {
    test.setTimeout(budget(180_000));
    await test.step('Ana records from the microphone, listens back, and saves', async () => {
      const recorder = ana.page.getByTestId('voice-recorder');
      await recorder.getByRole('button', { name: 'Record', exact: true }).click();
      await expect(recorder.getByTestId('voice-counter')).toContainText('0:03', { timeout: budget(10_000) });
      await shot(ana.page, 'voice-recording', { keepToasts: true });
      await recorder.getByRole('button', { name: 'Stop' }).click();
      await expect(recorder.getByTestId('voice-playback')).toBeVisible();
      await recorder.getByRole('button', { name: 'Save introduction' }).click();
      await expectToast(ana.page, 'Voice Profile Created!');
      await expect(recorder.getByTestId('my-voice')).toContainText('Introduction');
    });

    await test.step('Ben hears her introduction with her name, age and place, and likes it', async () => {
      await ben.page.goto('/');
      await expectRealtimeOpen(ana.page);
      const card = ben.page.getByTestId('voice-card');
      await expect(card.getByTestId('voice-name')).toHaveText(`${ana.fullName}, 30`);
      // Her audio is served, and is the recording she made.
      const audioUrl = await card.getByTestId('voice-audio').getAttribute('src');
      const audio = await ben.page.request.get(audioUrl!);
      expect(audio.headers()['content-type']).toBe('audio/webm');
      await card.scrollIntoViewIfNeeded();
      await shot(ben.page, 'voice-browse');
      await card.getByRole('button', { name: 'Like' }).click();
      await expectToast(ben.page, 'Voice Liked!', 'They will be notified of your interest.');
    });

    await test.step('Ana is told, without a reload', async () => {
      await expectToast(ana.page, 'Someone likes your voice!');
    });
  });

  test('the home with stories and voice, on a desktop and a phone', async () => {
    await ana.page.setViewportSize(DESKTOP);
    await ana.page.goto('/');
    await expect(ana.page.getByTestId('my-voice')).toBeVisible();
    await expect(ana.page.getByTestId('voice-browser')).toBeVisible();
    // The sections below the fold render without being scrolled to, once the page is idle (decision 0060).
    await expect(ana.page.getByTestId('below-fold-placeholder')).toHaveCount(0);
    await shot(ana.page, 'home-stories-voice-desktop', { fullPage: true });
    await ben.page.setViewportSize(MOBILE);
    await ben.page.goto('/');
    await expect(ben.page.getByTestId('story-strip')).toBeVisible();
    // Voice and Boost wait for the strip (or the first-content fallback) before asking for anything, but render
    // without being scrolled to (decision 0060).
    await expect(ben.page.getByTestId('below-fold-placeholder')).toHaveCount(0);
    await expect(ben.page.getByTestId('voice-browser')).toBeAttached();
    // Greeted by the name on the profile (not the sign-up username), and told Elite's hidden profile is an offer.
    await expect(ben.page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${ben.fullName}`);
    await expect(ben.page.getByText('With Elite, your profile is invisible to others')).toBeVisible();
    await shot(ben.page, 'home-stories-voice-phone', { fullPage: true });
  });
});
