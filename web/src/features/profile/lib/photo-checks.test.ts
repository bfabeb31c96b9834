import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '#shared/schemas/photos.ts';
import { freePhotoSlots, moveItem, photoUploadRequest } from './photo-checks';

describe('photoUploadRequest', () => {
  it('accepts a JPEG up to 10 MB', () => {
    expect(photoUploadRequest({ type: 'image/jpeg', size: 1234 })).toEqual({ contentType: 'image/jpeg', size: 1234 });
    expect(photoUploadRequest({ type: 'image/png', size: MAX_PHOTO_BYTES })).toEqual({
      contentType: 'image/png',
      size: MAX_PHOTO_BYTES,
    });
  });

  it('refuses anything that is not an image', () => {
    expect(photoUploadRequest({ type: 'application/pdf', size: 10 })).toBeNull();
    expect(photoUploadRequest({ type: 'video/mp4', size: 10 })).toBeNull();
    expect(photoUploadRequest({ type: '', size: 10 })).toBeNull();
  });

  it('refuses image types the server does not take, empty files and files over 10 MB', () => {
    expect(photoUploadRequest({ type: 'image/svg+xml', size: 10 })).toBeNull();
    expect(photoUploadRequest({ type: 'image/jpeg', size: 0 })).toBeNull();
    expect(photoUploadRequest({ type: 'image/jpeg', size: MAX_PHOTO_BYTES + 1 })).toBeNull();
  });
});

describe('freePhotoSlots', () => {
  it('counts uploads in flight against the 6 photos', () => {
    expect(freePhotoSlots(0, 0)).toBe(6);
    expect(freePhotoSlots(4, 1)).toBe(1);
    expect(freePhotoSlots(6, 0)).toBe(0);
    expect(freePhotoSlots(5, 3)).toBe(0);
  });
});

describe('moveItem', () => {
  it('moves left, right and to the front', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('leaves the list alone for moves off either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
