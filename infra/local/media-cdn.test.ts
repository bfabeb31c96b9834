import { describe, expect, it } from 'vitest';
import { LOCAL_MEDIA_KEY_PREFIXES, bucketForPath } from './media-cdn';

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

describe('LOCAL_MEDIA_KEY_PREFIXES', () => {
  it('matches the prefixes the CDK distribution routes on', async () => {
    const { MEDIA_KEY_PREFIXES } = await import('../constructs/media-storage');
    expect(LOCAL_MEDIA_KEY_PREFIXES).toEqual(MEDIA_KEY_PREFIXES);
  }, 60_000);
});
