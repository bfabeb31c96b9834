import WebSocket from 'ws';
import { cloud } from './cloud-info';

export type OpenResult = {
  socket: WebSocket;
  frames: unknown[];
  next: (predicate?: (frame: any) => boolean, timeoutMs?: number) => Promise<any>;
};

/** Opens a socket the way the browser does (token in the query string) and collects frames. */
export function openSocket(token: string | undefined, origin?: string): Promise<OpenResult> {
  const url = new URL(cloud().webSocketUrl);
  if (token !== undefined) url.searchParams.set('token', token);
  const socket = new WebSocket(url, origin ? { origin } : {});
  const frames: unknown[] = [];
  const waiters: { predicate: (frame: any) => boolean; resolve: (frame: any) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const next = (predicate: (frame: any) => boolean = () => true, timeoutMs = 5000) =>
    new Promise<any>((resolve, reject) => {
      const seen = frames.find(predicate);
      if (seen) {
        frames.splice(frames.indexOf(seen), 1);
        return resolve(seen);
      }
      const timer = setTimeout(() => reject(new Error('No matching frame in time')), timeoutMs);
      waiters.push({
        predicate,
        resolve: (frame) => {
          clearTimeout(timer);
          frames.splice(frames.indexOf(frame), 1);
          resolve(frame);
        },
      });
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, frames, next }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

/** API Gateway's largest frame: a longer text goes out in fragments, as browsers do, or the socket is closed (1009). */
const FRAME_BYTES = 32 * 1024;

/** Sends one text message in frames of at most 32 KB. */
export function sendFragmented(socket: WebSocket, text: string, frameBytes = FRAME_BYTES - 1024) {
  const bytes = Buffer.from(text);
  for (let offset = 0; offset < bytes.length; offset += frameBytes) {
    socket.send(bytes.subarray(offset, offset + frameBytes), {
      fin: offset + frameBytes >= bytes.length,
      binary: false,
    });
  }
}
