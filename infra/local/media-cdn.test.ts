import { describe, expect, it } from 'vitest';
import { LOCAL_BUCKETS } from './endpoints';
import {
  LOCAL_IMMUTABLE_MEDIA_CACHE,
  LOCAL_MEDIA_KEY_PREFIXES,
  RAW_UPLOAD_PREFIX,
  HELD_MEDIA_PREFIX,
  bucketForPath,
  cacheControlFor,
  malformedPath,
  servesKey,
} from './media-cdn';

describe('bucketForPath', () => {
  it('routes like the media distribution: stories/ and voice/ to their buckets, the rest to photos', () => {
    expect(bucketForPath('/stories/m1/s1.jpg')).toEqual({ bucket: 'stories', rawKey: 'stories/m1/s1.jpg' });
    expect(bucketForPath('/voice/m1/v1.webm')).toEqual({ bucket: 'voice', rawKey: 'voice/m1/v1.webm' });
    expect(bucketForPath('/m1/p1.jpg')).toEqual({ bucket: 'photos', rawKey: 'm1/p1.jpg' });
  });

  it('keeps the key encoded for the S3 request', () => {
    expect(bucketForPath('/m1/my%20photo.jpg')).toEqual({ bucket: 'photos', rawKey: 'm1/my%20photo.jpg' });
  });

  it('does not treat a photos key that merely contains "stories" as a story', () => {
    expect(bucketForPath('/m1/stories/x.jpg').bucket).toBe('photos');
  });
});

describe('malformedPath', () => {
  it('finds bad escapes, escapes that are not UTF-8, control characters and overlong keys', () => {
    for (const path of [
      '/%00',
      '/m1/%00.jpg',
      '/%',
      '/%zz',
      '/%ff',
      '/%c3',
      '/a%0d%0ab',
      '/%7f',
      '/%c2%85',
      `/${'k'.repeat(1025)}`,
    ])
      expect(malformedPath(path), path).toBeDefined();
  });

  it('passes every key we store, spelled plainly or escaped', () => {
    for (const path of [
      '/m1/p1.jpg',
      '/stories/m1/s1.jpg',
      '/m1/my%20photo.jpg',
      '/%75ploads/x',
      '/caf%C3%A9',
      `/${'k'.repeat(1024)}`,
    ])
      expect(malformedPath(path), path).toBeUndefined();
  });
});

describe('servesKey', () => {
  const upstream = (path: string) => new URL(`http://localhost:4669${path}`).pathname;

  it('serves processed media and never a raw upload, however the path is spelled', () => {
    expect(servesKey(upstream('/photos/m1/p1.jpg'), 'photos')).toBe(true);
    expect(servesKey(upstream('/stories/stories/m1/s1.jpg'), 'stories')).toBe(true);
    for (const path of [
      '/photos/uploads/m1/p1',
      '/photos/uploads%2Fm1%2Fp1',
      '/photos/x/../uploads/m1/p1',
      '/photos/x/%2e%2e/uploads/m1/p1',
      '/photos/%75ploads/m1/p1',
    ]) {
      expect(servesKey(upstream(path), 'photos'), path).toBe(false);
    }
  });

  it('never serves a held photo (decision 0082), in any bucket', () => {
    for (const path of ['/photos/held/m1/p1.jpg', '/photos/held%2Fm1%2Fp1.jpg', '/photos/x/../held/m1/p1-thumb.jpg'])
      expect(servesKey(upstream(path), 'photos'), path).toBe(false);
    expect(servesKey(upstream('/stories/held/m1/s1.jpg'), 'stories')).toBe(false);
    // A member's own key that merely contains the word is served.
    expect(servesKey(upstream('/photos/m1/held.jpg'), 'photos')).toBe(true);
  });

  it('refuses a path that normalises out of its bucket or names no key', () => {
    expect(servesKey(upstream('/photos/../voice/uploads/m1/v1'), 'photos')).toBe(false);
    expect(servesKey(upstream('/photos/'), 'photos')).toBe(false);
  });
});

describe('cacheControlFor', () => {
  it('gives a photo without one the year-long immutable lifetime, and keeps whatever an object names', () => {
    expect(cacheControlFor(LOCAL_BUCKETS.photos, null)).toBe(LOCAL_IMMUTABLE_MEDIA_CACHE);
    expect(cacheControlFor(LOCAL_BUCKETS.photos, 'no-store')).toBe('no-store');
    expect(cacheControlFor(LOCAL_BUCKETS.stories, 'public, max-age=600')).toBe('public, max-age=600');
    expect(cacheControlFor(LOCAL_BUCKETS.stories, null)).toBeUndefined();
    expect(cacheControlFor(LOCAL_BUCKETS.voice, null)).toBeUndefined();
  });
});

describe('the CDK media distribution', () => {
  it('routes on the same prefixes and denies the same raw upload prefix', async () => {
    const cdk = await import('../constructs/media-storage');
    expect(LOCAL_MEDIA_KEY_PREFIXES).toEqual(cdk.MEDIA_KEY_PREFIXES);
    expect(RAW_UPLOAD_PREFIX).toBe(cdk.RAW_UPLOAD_PREFIX);
    expect(HELD_MEDIA_PREFIX).toBe(cdk.HELD_MEDIA_PREFIX);
    expect(LOCAL_IMMUTABLE_MEDIA_CACHE).toBe(cdk.IMMUTABLE_MEDIA_CACHE);
    expect((await import('#lambdas/media/photo-keys.ts')).HELD_PREFIX).toBe(cdk.HELD_MEDIA_PREFIX);
    const objects = await import('#lambdas/media/objects.ts');
    expect(objects.IMMUTABLE_MEDIA_CACHE).toBe(cdk.IMMUTABLE_MEDIA_CACHE);
  }, 60_000);
});
