import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '#shared/schemas/photos.ts';
import { MESSAGES } from '#shared/messages.ts';
import { photoFileRefusal, photoUploadRequest } from './photo-checks';

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

describe('photoFileRefusal', () => {
  it('refuses each file with one message, for its one reason', () => {
    expect(photoFileRefusal({ type: 'image/jpeg', size: 1234 })).toBeNull();
    expect(photoFileRefusal({ type: 'image/jpeg', size: MAX_PHOTO_BYTES + 1 })).toBe(MESSAGES.profile.photoTooLarge);
    expect(photoFileRefusal({ type: 'application/pdf', size: 10 })).toBe(MESSAGES.profile.photoInvalidType);
    // Both wrong: the type decides, since a smaller copy of the same file would be refused too.
    expect(photoFileRefusal({ type: 'video/mp4', size: MAX_PHOTO_BYTES + 1 })).toBe(MESSAGES.profile.photoInvalidType);
    expect(photoFileRefusal({ type: 'image/jpeg', size: 0 })).toBe(MESSAGES.profile.photoUploadFailed);
  });

  it('gives a file over 10 MB the same message as the story dialog and the server verdict', () => {
    expect(MESSAGES.profile.photoTooLarge).toEqual(MESSAGES.stories.fileTooLarge);
    expect(MESSAGES.stories.rejected.too_large).toEqual(MESSAGES.stories.fileTooLarge);
  });
});
