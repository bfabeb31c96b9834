/**
 * Audio and video uploads: which container a file really is (by its first
 * bytes, never its name or header), and its cleaned copy with a description
 * (decision 0018). Pure: no S3, no sharp.
 */
import { MediaRejected, sanitizeMp4 } from './iso-bmff';
import { rebuildWebm } from './matroska';

export { MediaRejected };

export type AvContainer = 'mp4' | 'webm';

export function detectAvContainer(head: Uint8Array): AvContainer | undefined {
  if (head.length >= 8 && String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') return 'mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  return undefined;
}

export type CleanedAv = {
  container: AvContainer;
  bytes: Buffer;
  videoTracks: number;
  audioTracks: number;
  durationSeconds: number;
  removed: string[];
};

/**
 * The cleaned file: MP4 blanked in place, WebM rebuilt. Any structural
 * surprise (a read past the end included) is an unreadable file, never a crash.
 */
export function cleanAv(input: Uint8Array): CleanedAv {
  const container = detectAvContainer(input);
  if (!container) throw new MediaRejected('not_a_video', 'Neither MP4 nor WebM');
  try {
    if (container === 'mp4') {
      const bytes = Buffer.from(input);
      const summary = sanitizeMp4(bytes);
      return { container, bytes, ...summary };
    }
    const { bytes, summary } = rebuildWebm(input);
    return { container, bytes, ...summary };
  } catch (error) {
    if (error instanceof MediaRejected) throw error;
    if (error instanceof RangeError) throw new MediaRejected('unreadable', error.message);
    throw error;
  }
}
