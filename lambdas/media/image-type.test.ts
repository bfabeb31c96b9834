import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => Uint8Array.from(Buffer.from(value, 'latin1'));

describe('detectImageType', () => {
  it('recognises images by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectImageType(text('RIFF\x00\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(detectImageType(text('GIF89a......'))).toBe('gif');
    expect(detectImageType(text('\x00\x00\x00\x18ftypheic'))).toBe('heic');
  });

  it('rejects text, truncated headers and empty input, whatever the name says', () => {
    expect(detectImageType(text('hello, this is a .jpg'))).toBeUndefined();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(detectImageType(bytes())).toBeUndefined();
    expect(detectImageType(text('RIFF\x00\x00\x00\x00WAVE'))).toBeUndefined();
  });
});
