import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * "Nothing unscreened is ever served, including in the window while the classifier runs" (issue 27,
 * decisions 0070 and 0073), for photos, story images and story video posters: the processing use cases
 * write nothing where the media CDN serves until the classifier has answered, and nothing at all for an
 * explicit image. The storage and the table stand in here, recording the order of events;
 * test/integration/screened-media.test.ts runs the real classifier on real images end to end.
 */
const events = vi.hoisted(() => [] as string[]);
const classifier = vi.hoisted(() => ({ verdict: 'clean' as 'clean' | 'borderline' | 'explicit' }));
const image = vi.hoisted(() => Buffer.from([0xff, 0xd8, 0xff, 0xe0]));

vi.mock('../../media/screen-on-demand', () => ({
  screenImage: async () => {
    events.push('screen:start');
    // The classifier takes a while: anything written meanwhile would be served unscreened.
    await new Promise((resolve) => setImmediate(resolve));
    events.push('screen:end');
    return { verdict: classifier.verdict, scores: { Porn: 0, Hentai: 0, Sexy: 0, Neutral: 1, Drawing: 0 } };
  },
}));
const holds = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('../moderation/screened-media', () => ({
  holdForModerators: async (input: Record<string, unknown>) => {
    holds.push(input);
    events.push('held');
  },
}));
vi.mock('../../media/objects', () => ({
  readObject: async () => image,
  writeJpeg: async (_bucket: string, key: string) => void events.push(`write:${key}`),
  writeImmutable: async (_bucket: string, key: string) => void events.push(`write:${key}`),
  deleteObjects: async (_bucket: string, keys: string[]) => void events.push(`delete:${keys.join(',')}`),
}));
vi.mock('../../media/write-media', () => ({
  writeMedia: async (_bucket: string, key: string) => void events.push(`write:${key}`),
  objectSize: async () => 1000,
}));
// The AVIF copy (decision 0076) is served too, so it must wait for the verdict like the JPEGs.
const variant = vi.hoisted(() => ({
  widths: [480],
  variants: [{ width: 480, format: 'avif', contentType: 'image/avif' }],
}));
vi.mock('../../media/process-photo', () => ({
  processPhoto: async () => ({ display: image, thumb: image, width: 1080 }),
  photoVariants: async () => ({
    widths: variant.widths,
    variants: variant.variants.map((one) => ({ ...one, body: image })),
  }),
}));
vi.mock('../../media/process-story-image', () => ({
  STORY_BOX: {},
  POSTER_BOX: {},
  processStoryImage: async () => ({ display: image, thumb: image }),
  storyImageVariants: async () => ({
    widths: variant.widths,
    variants: variant.variants.map((one) => ({ ...one, body: image })),
  }),
}));
vi.mock('../../media/av-container', () => ({
  MediaRejected: class extends Error {},
  cleanAv: () => ({ bytes: image, container: 'mp4', videoTracks: 1, durationSeconds: 3, removed: [] }),
}));
vi.mock('../profile/check-photo-upload', () => ({
  checkPhotoUpload: async () => ({ accepted: true, type: 'jpeg', size: 1000 }),
}));
vi.mock('../../db/uploads', () => ({
  getUpload: async () => ({ status: 'pending' }),
  settleUpload: async (_memberId: string, _photoId: string, status: { status: string }) =>
    void events.push(`settle:${status.status}`),
}));
vi.mock('../../db/profiles', () => ({
  PhotoLimitError: class extends Error {},
  appendPhoto: async () => void events.push('publish'),
}));
vi.mock('../../db/stories', () => ({
  getStoryUpload: async (_memberId: string, _storyId: string) => story.upload,
  claimStoryUpload: async () => true,
  releaseStoryUpload: async () => undefined,
  listMyStories: async () => [],
  rejectStoryUpload: async (_memberId: string, _storyId: string, reason: string) =>
    void events.push(`settle:rejected:${reason}`),
  publishStory: async () => {
    events.push('publish');
    return 'published';
  },
}));
const story = vi.hoisted(() => ({
  upload: {
    status: 'pending',
    mediaType: 'image' as 'image' | 'video',
    hasPoster: false,
    caption: null,
    contentType: 'image/jpeg',
  },
}));

const { processPhotoUpload } = await import('../profile/process-photo-upload');
const { processStoryUpload } = await import('../stories/process-story-upload');

const STORY_ID = '01JD2Z8V9K3M4N5P6Q7R8S9T0V';
// held/ is denied to the distribution like uploads/ (decision 0082): written there is not served.
const served = () => events.filter((event) => event.startsWith('write:') && !event.startsWith('write:held/'));
const servedBeforeVerdict = () => events.slice(0, events.indexOf('screen:end')).filter((e) => e.startsWith('write:'));

beforeEach(() => {
  events.length = 0;
  holds.length = 0;
  classifier.verdict = 'clean';
});

describe('nothing unscreened is ever served', () => {
  it('a photo: its served keys are written only once the classifier has answered', async () => {
    expect(await processPhotoUpload('photos', 'uploads/m1/p1')).toBe('ready');
    expect(events).toContain('screen:end');
    expect(servedBeforeVerdict()).toEqual([]);
    expect(served().length).toBeGreaterThan(0);
    expect(served().some((event) => event.endsWith('-w480.avif'))).toBe(true);
    expect(served().every((event) => !event.startsWith('write:uploads/'))).toBe(true);
  });

  it('an explicit photo: nothing is written where it could be served, and it is not published', async () => {
    classifier.verdict = 'explicit';
    expect(await processPhotoUpload('photos', 'uploads/m1/p1')).toBe('rejected');
    expect(served()).toEqual([]);
    expect(events).toContain('held');
    expect(events).not.toContain('publish');
    // Its processed copies wait under held/ for a moderator, who may publish a false flag (decision 0082).
    expect(events).toEqual(expect.arrayContaining(['write:held/m1/p1.jpg', 'write:held/m1/p1-thumb.jpg']));
  });

  it('a story image: written only after the verdict; explicit, never written', async () => {
    story.upload = { ...story.upload, mediaType: 'image', hasPoster: false };
    expect(await processStoryUpload('stories', `uploads/m1/${STORY_ID}/media`)).toBe('ready');
    expect(servedBeforeVerdict()).toEqual([]);
    expect(served().length).toBeGreaterThan(0);
    expect(served().some((event) => event.endsWith('-w480.avif'))).toBe(true);

    events.length = 0;
    classifier.verdict = 'explicit';
    expect(await processStoryUpload('stories', `uploads/m1/${STORY_ID}/media`)).toBe('rejected');
    expect(served()).toEqual([]);
    // Its processed copies wait under held/ (no AVIF/WebP yet), and the report records the story (decision 0082).
    expect(events.filter((event) => event.startsWith('write:held/')).sort()).toEqual([
      `write:held/m1/${STORY_ID}-thumb.jpg`,
      `write:held/m1/${STORY_ID}.jpg`,
    ]);
    expect(events.indexOf(`write:held/m1/${STORY_ID}.jpg`)).toBeLessThan(events.indexOf('held'));
    expect(holds).toEqual([
      expect.objectContaining({
        kind: 'story',
        mediaId: STORY_ID,
        story: expect.objectContaining({
          storyId: STORY_ID,
          mediaType: 'image',
          mediaKey: `stories/m1/${STORY_ID}.jpg`,
          caption: story.upload.caption,
          createdAt: expect.any(String),
        }),
      }),
    ]);
  });

  it("a story video: neither the video nor its poster is written before the poster's verdict", async () => {
    story.upload = { ...story.upload, mediaType: 'video', hasPoster: true, contentType: 'video/mp4' };
    expect(await processStoryUpload('stories', `uploads/m1/${STORY_ID}/media`)).toBe('ready');
    expect(servedBeforeVerdict()).toEqual([]);
    expect(served().some((event) => event.endsWith('.mp4'))).toBe(true);
    expect(served().some((event) => event.endsWith('-poster.jpg'))).toBe(true);

    events.length = 0;
    classifier.verdict = 'explicit';
    expect(await processStoryUpload('stories', `uploads/m1/${STORY_ID}/media`)).toBe('rejected');
    expect(served()).toEqual([]);
    // The cleaned video, its poster and thumbnail wait under held/ for a moderator (decision 0082).
    expect(events.filter((event) => event.startsWith('write:held/')).sort()).toEqual([
      `write:held/m1/${STORY_ID}-poster.jpg`,
      `write:held/m1/${STORY_ID}-thumb.jpg`,
      `write:held/m1/${STORY_ID}.mp4`,
    ]);
    expect(holds[0]).toMatchObject({ story: { mediaType: 'video', durationSeconds: 3 } });
  });
});
