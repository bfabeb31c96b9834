/**
 * API Gateway's WebSocket limits: a frame carries at most 32 KB, a message
 * (its frames together) at most 128 KB, and a connection that sends more is
 * closed. `ws` checks only one number for both (its maxPayload counts the
 * whole message), so the emulator gives it the message limit and watches the
 * frames itself: this reads the frame headers in the bytes the client sends
 * and reports the first frame over the limit. It only reads lengths; `ws`
 * still does the parsing.
 */
export const MAX_FRAME_BYTES = 32 * 1024;
export const MAX_MESSAGE_BYTES = 128 * 1024;

type State = { phase: 'header'; header: number[] } | { phase: 'payload'; left: number };

export class FrameLengthWatcher {
  private state: State = { phase: 'header', header: [] };

  constructor(private readonly maxFrameBytes = MAX_FRAME_BYTES) {}

  /** Feeds bytes as they arrive; false once a frame is announced longer than the limit. */
  push(chunk: Uint8Array): boolean {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.state.phase === 'payload') {
        const take = Math.min(this.state.left, chunk.length - offset);
        offset += take;
        this.state =
          this.state.left - take > 0
            ? { phase: 'payload', left: this.state.left - take }
            : { phase: 'header', header: [] };
        continue;
      }
      const header = this.state.header;
      header.push(chunk[offset++]!);
      const needed = headerLength(header);
      if (needed === undefined || header.length < needed) continue;
      const length = payloadLength(header);
      if (length > this.maxFrameBytes) return false;
      this.state = length > 0 ? { phase: 'payload', left: length } : { phase: 'header', header: [] };
    }
    return true;
  }
}

/** Bytes in a frame header, once its first two bytes are known. */
function headerLength(header: number[]): number | undefined {
  if (header.length < 2) return undefined;
  const masked = (header[1]! & 0x80) !== 0;
  const length7 = header[1]! & 0x7f;
  const extended = length7 === 126 ? 2 : length7 === 127 ? 8 : 0;
  return 2 + extended + (masked ? 4 : 0);
}

function payloadLength(header: number[]): number {
  const length7 = header[1]! & 0x7f;
  if (length7 < 126) return length7;
  if (length7 === 126) return (header[2]! << 8) | header[3]!;
  // 64-bit length: anything above 2^53 is far over every limit.
  let length = 0;
  for (let i = 2; i < 10; i++) length = length * 256 + header[i]!;
  return length;
}
