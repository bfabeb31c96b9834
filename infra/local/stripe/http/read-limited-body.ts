/**
 * Request bodies up to a limit. A larger body is refused (the caller answers
 * 413) without buffering it: the rest is read and dropped, so the client
 * still gets the answer instead of a reset connection.
 */
import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

export function readLimitedBody(
  req: IncomingMessage,
  limit: number,
): Promise<{ ok: true; body: string } | { ok: false }> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      req.resume();
      resolve({ ok: false });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        resolve({ ok: false });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!tooLarge) resolve({ ok: true, body: Buffer.concat(chunks).toString('utf8') });
    });
    req.on('error', () => {
      if (!tooLarge) resolve({ ok: false });
    });
  });
}
