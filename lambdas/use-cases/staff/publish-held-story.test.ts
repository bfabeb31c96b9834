import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeldStory, StoryRecord } from '../../db/stories';

/**
 * Publishing a held story (decision 0082): the storage, the stories and the screening report stand in,
 * recording what is written; test/integration/reported-media.test.ts runs it end to end.
 */
const store = vi.hoisted(() => ({ objects: new Map<string, { body: Buffer; contentType: string }>() }));
const stories = vi.hoisted(() => ({ live: [] as StoryRecord[], written: [] as StoryRecord[], exists: false }));
const reports = vi.hoisted(() => ({ snapshots: [] as Array<Record<string, unknown>> }));

vi.mock('../../lib/env', () => ({ requireEnv: () => 'stories' }));
vi.mock('../../media/objects', () => ({
  readObject: async (_bucket: string, key: string) => {
    const object = store.objects.get(key);
    if (!object) throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
    return object.body;
  },
  deleteObjects: async (_bucket: string, keys: string[]) => {
    for (const key of keys) store.objects.delete(key);
  },
}));
vi.mock('../../media/write-media', () => ({
  writeMedia: async (_bucket: string, key: string, body: Buffer, contentType: string) =>
    void store.objects.set(key, { body, contentType }),
}));
vi.mock('../../db/moderation', () => ({
  getCase: async () => ({ openReportIds: reports.snapshots.map((_, index) => `r${index}`) }),
  getReports: async () => reports.snapshots.map((snapshot) => ({ snapshot })),
}));
vi.mock('../../db/stories', () => ({
  getStory: async (_memberId: string, storyId: string) => stories.live.find((story) => story.storyId === storyId),
  listMyStories: async () => stories.live,
  putPublishedStory: async (story: StoryRecord) => {
    if (stories.exists) return false;
    stories.written.push(story);
    return true;
  },
}));

const { publishHeldStory } = await import('./publish-held-story');

const STORY = '01JD2Z8V9K3M4N5P6Q7R8S9T0V';
const NOW = new Date('2026-11-27T12:00:00.000Z');
const CREATED = '2026-11-27T02:00:00.000Z';
const picture = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 1.6), channels: 3, background: '#c86' } })
    .jpeg()
    .toBuffer();
const imageStory = (createdAt = CREATED): HeldStory => ({
  storyId: STORY,
  memberId: 'm1',
  mediaType: 'image',
  mediaKey: `stories/m1/${STORY}.jpg`,
  posterKey: null,
  thumbKey: `stories/m1/${STORY}-thumb.jpg`,
  caption: 'Painted at dawn',
  durationSeconds: null,
  createdAt,
});
const hold = (story: HeldStory) => reports.snapshots.push({ held: { kind: 'story', mediaId: story.storyId, story } });
const heldKeys = () => [...store.objects.keys()].filter((key) => key.startsWith('held/'));

beforeEach(async () => {
  store.objects.clear();
  stories.live = [];
  stories.written = [];
  stories.exists = false;
  reports.snapshots = [{ held: { kind: 'photo', mediaId: 'other' } }];
  store.objects.set(`held/m1/${STORY}.jpg`, { body: await picture(1080), contentType: 'image/jpeg' });
  store.objects.set(`held/m1/${STORY}-thumb.jpg`, { body: await picture(240), contentType: 'image/jpeg' });
});

describe('publishHeldStory', () => {
  it('writes the served copies and the story with its original time and caption, and deletes the held copies', async () => {
    hold(imageStory());
    await publishHeldStory('m1', STORY, NOW);
    expect(stories.written).toEqual([
      {
        ...imageStory(),
        widths: expect.arrayContaining([expect.any(Number)]),
        expiresAt: Date.parse(CREATED) / 1000 + 24 * 3600,
        viewCount: 0,
      },
    ]);
    const story = stories.written[0]!;
    expect(story.blurred).toBeUndefined();
    expect(store.objects.get(story.mediaKey)?.contentType).toBe('image/jpeg');
    expect(store.objects.has(story.thumbKey)).toBe(true);
    for (const width of story.widths!) expect(store.objects.has(`stories/m1/${STORY}-w${width}.avif`)).toBe(true);
    expect(heldKeys()).toEqual([]);
  });

  it('publishes a held video story: the cleaned video, its poster and thumbnail', async () => {
    const video: HeldStory = {
      ...imageStory(),
      mediaType: 'video',
      mediaKey: `stories/m1/${STORY}.webm`,
      posterKey: `stories/m1/${STORY}-poster.jpg`,
      durationSeconds: 4.2,
    };
    store.objects.delete(`held/m1/${STORY}.jpg`);
    store.objects.set(`held/m1/${STORY}.webm`, { body: Buffer.from('webm bytes'), contentType: 'video/webm' });
    store.objects.set(`held/m1/${STORY}-poster.jpg`, { body: await picture(720), contentType: 'image/jpeg' });
    hold(video);
    await publishHeldStory('m1', STORY, NOW);
    expect(stories.written[0]).toMatchObject({ mediaType: 'video', durationSeconds: 4.2, createdAt: CREATED });
    expect(stories.written[0]!.widths).toBeUndefined();
    expect(store.objects.get(video.mediaKey)?.contentType).toBe('video/webm');
    expect(store.objects.has(video.posterKey!)).toBe(true);
    expect(heldKeys()).toEqual([]);
  });

  it('refuses a story past its 24 hours with a 410, before anything is written', async () => {
    hold(imageStory('2026-11-26T11:59:59.000Z'));
    await expect(publishHeldStory('m1', STORY, NOW)).rejects.toMatchObject({ code: 'story_expired', status: 410 });
    expect(stories.written).toEqual([]);
    expect(heldKeys()).toHaveLength(2);
    expect([...store.objects.keys()].filter((key) => key.startsWith('stories/'))).toEqual([]);
  });

  it('is a 409 when already published or when the member has all their live stories, and writes nothing', async () => {
    hold(imageStory());
    stories.live = [{ ...imageStory(), expiresAt: 0, viewCount: 0 }];
    await expect(publishHeldStory('m1', STORY, NOW)).rejects.toMatchObject({
      code: 'conflict',
      message: 'This story is already published.',
    });
    stories.live = Array.from({ length: 30 }, (_, index) => ({
      ...imageStory(),
      storyId: `s${index}`,
      expiresAt: 0,
      viewCount: 0,
    }));
    await expect(publishHeldStory('m1', STORY, NOW)).rejects.toMatchObject({ code: 'conflict' });
    expect(stories.written).toEqual([]);
    expect(heldKeys()).toHaveLength(2);
  });

  it('is a 404 when no open screening report names the story, or its copies are gone', async () => {
    await expect(publishHeldStory('m1', STORY, NOW)).rejects.toMatchObject({ code: 'not_found' });
    hold({ ...imageStory(), memberId: 'someone-else' });
    await expect(publishHeldStory('m1', STORY, NOW)).rejects.toMatchObject({ code: 'not_found' });
    reports.snapshots = [];
    hold(imageStory());
    store.objects.clear();
    await expect(publishHeldStory('m1', STORY, NOW)).rejects.toMatchObject({ code: 'not_found' });
    expect(stories.written).toEqual([]);
  });
});
