/**
 * Chromium's fake microphone plays a WAV file (`--use-file-for-fake-audio-capture`).
 * This writes one when the config loads: 8 s of a voice-like tone (a few
 * harmonics, with a syllable rhythm), 16-bit mono PCM at 48 kHz. Made here,
 * so nothing binary is kept in the repository for it.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FAKE_MICROPHONE_WAV = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../test-results/fake-microphone.wav',
);

export function writeFakeMicrophoneWav(path = FAKE_MICROPHONE_WAV, seconds = 8, rate = 48_000): string {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const pitch = 180 + 40 * Math.sin(2 * Math.PI * 0.7 * t);
    const voice =
      Math.sin(2 * Math.PI * pitch * t) +
      0.5 * Math.sin(4 * Math.PI * pitch * t) +
      0.25 * Math.sin(6 * Math.PI * pitch * t);
    const syllables = Math.max(0, Math.sin(2 * Math.PI * 3 * t));
    wav.writeInt16LE(Math.round((voice * syllables * 0.35 * 32767) / 1.75), 44 + i * 2);
  }
  mkdirSync(dirname(path), { recursive: true });
  // Written beside and renamed into place: the second e2e lane of `npm test` writes it while the first
  // lane's Chromium may be opening it, and must never hand it half a file.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, wav);
  renameSync(partial, path);
  return path;
}
