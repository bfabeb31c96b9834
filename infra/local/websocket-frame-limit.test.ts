import { describe, expect, it } from 'vitest';
import { FrameLengthWatcher } from './websocket-frame-limit';

/** A masked client frame, as a browser sends it. */
function frame(length: number, fin = true, opcode = 1): Uint8Array {
  const extended =
    length < 126
      ? []
      : length < 65536
        ? [length >> 8, length & 0xff]
        : [0, 0, 0, 0, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff];
  const lengthByte = length < 126 ? length : length < 65536 ? 126 : 127;
  return Uint8Array.from([
    (fin ? 0x80 : 0) | opcode,
    0x80 | lengthByte,
    ...extended,
    1,
    2,
    3,
    4,
    ...new Array(length).fill(0x61),
  ]);
}

const split = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

describe('FrameLengthWatcher', () => {
  it('lets frames up to 32 KB through, whatever their header size and however the bytes are cut', () => {
    const watcher = new FrameLengthWatcher();
    const stream = Uint8Array.from([...frame(5), ...frame(200), ...frame(32 * 1024), ...frame(0), ...frame(125)]);
    for (const chunk of split(stream, 7)) expect(watcher.push(chunk)).toBe(true);
  });

  it('reports the first frame announced longer than 32 KB, from its header alone', () => {
    const watcher = new FrameLengthWatcher();
    expect(watcher.push(frame(10))).toBe(true);
    const big = frame(32 * 1024 + 1);
    expect(watcher.push(big.subarray(0, 8))).toBe(false);
    expect(new FrameLengthWatcher().push(frame(200 * 1024).subarray(0, 14))).toBe(false);
  });

  it('allows a long message sent as several short frames (ws checks the message limit)', () => {
    const watcher = new FrameLengthWatcher();
    const parts = [frame(30 * 1024, false, 1), frame(30 * 1024, false, 0), frame(30 * 1024, true, 0)];
    for (const part of parts) expect(watcher.push(part)).toBe(true);
  });
});
