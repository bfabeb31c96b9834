import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredPhoto } from '../../db/profiles';

/**
 * Publishing a held photo (decision 0082): the storage and the profile stand in, recording what is
 * written; test/integration/reported-media.test.ts runs it end to end against the local cloud.
 */
const store = vi.hoisted(() => ({ objects: new Map<string, Buffer>(), deleted: [] as string[] }));
const profile = vi.hoisted(() => ({ photos: [] as StoredPhoto[], photosVersion: 3, staleOnce: false }));

vi.mock('../../lib/env', () => ({ requireEnv: () => 'photos' }));
vi.mock('../../media/objects', () => ({
  readObject: async (_bucket: string, key: string) => {
    const body = store.objects.get(key);
    if (!body) throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
    return body;
  },
  writeJpeg: async (_bucket: string, key: string, body: Buffer) => void store.objects.set(key, body),
  writeImmutable: async (_bucket: string, key: string, body: Buffer) => void store.objects.set(key, body),
  deleteObjects: async (_bucket: string, keys: string[]) => {
    for (const key of keys) store.objects.delete(key);
    store.deleted.push(...keys);
  },
}));
vi.mock('../../db/profiles', () => {
  class StaleWriteError extends Error {}
  return {
    StaleWriteError,
    getProfile: async () => ({ photos: [...profile.photos], photosVersion: profile.photosVersion }),
    replacePhotos: async (_memberId: string, photos: StoredPhoto[], expected: number) => {
      if (profile.staleOnce || expected !== profile.photosVersion) {
        profile.staleOnce = false;
        profile.photosVersion += 1;
        throw new StaleWriteError('photos');
      }
      profile.photos = photos;
      profile.photosVersion += 1;
    },
  };
});

const { publishHeldPhoto } = await import('./publish-held-photo');

const PHOTO = '01JD2Z8V9K3M4N5P6Q7R8S9T0V';
const picture = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 1.25), channels: 3, background: '#c86' } })
    .jpeg()
    .toBuffer();
const published = (id: string): StoredPhoto => ({ id, key: `m1/${id}.jpg`, thumbKey: `m1/${id}-thumb.jpg` });

beforeEach(async () => {
  store.objects.clear();
  store.deleted.length = 0;
  profile.photos = [published('a')];
  profile.photosVersion = 3;
  profile.staleOnce = false;
  store.objects.set(`held/m1/${PHOTO}.jpg`, await picture(1080));
  store.objects.set(`held/m1/${PHOTO}-thumb.jpg`, await picture(320));
});

describe('publishHeldPhoto', () => {
  it('writes the served copies with their AVIF and WebP sizes, appends the photo and deletes the held copies', async () => {
    profile.staleOnce = true; // another change to the list meanwhile: read again, still appended once
    await publishHeldPhoto('m1', PHOTO);
    expect(profile.photos.map((photo) => photo.id)).toEqual(['a', PHOTO]);
    const photo = profile.photos[1]!;
    expect(photo).toMatchObject({ key: `m1/${PHOTO}.jpg`, thumbKey: `m1/${PHOTO}-thumb.jpg` });
    expect(photo.blurred).toBeUndefined();
    expect(photo.widths!.length).toBeGreaterThan(0);
    const keys = [...store.objects.keys()];
    expect(keys).toEqual(expect.arrayContaining([photo.key, photo.thumbKey]));
    for (const width of photo.widths!) {
      expect(keys).toContain(`m1/${PHOTO}-w${width}.avif`);
      expect(keys).toContain(`m1/${PHOTO}-w${width}.webp`);
    }
    expect(keys.filter((key) => key.startsWith('held/'))).toEqual([]);
  });

  it('refuses a second publish and a full profile with a 409, and writes nothing', async () => {
    profile.photos = [published('a'), published(PHOTO)];
    await expect(publishHeldPhoto('m1', PHOTO)).rejects.toMatchObject({
      code: 'conflict',
      message: 'This photo is already published.',
    });
    profile.photos = ['a', 'b', 'c', 'd', 'e', 'f'].map(published);
    await expect(publishHeldPhoto('m1', PHOTO)).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('already has 6 photos'),
    });
    expect([...store.objects.keys()].every((key) => key.startsWith('held/'))).toBe(true);
  });

  it('is a 404 when nothing is held (published before, expired, or never held)', async () => {
    store.objects.clear();
    await expect(publishHeldPhoto('m1', PHOTO)).rejects.toMatchObject({ code: 'not_found' });
    expect(profile.photos).toHaveLength(1);
  });
});
