/** Image types members may upload, recognised by their first bytes, never by name or header. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** How many leading bytes detectImageType needs. */
export const SNIFF_BYTES = 16;

export function detectImageType(head: Uint8Array): ImageType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte))
    return 'png';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (head.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (head.length >= 12 && ascii(4, 8) === 'ftyp' && ['heic', 'heix', 'mif1', 'msf1'].includes(ascii(8, 12)))
    return 'heic';
  return undefined;
}
