/**
 * Which incoming frames are worth handing to the screens. Loaded with the
 * first frame (realtime-client.ts): the schemas bring zod.
 */
import { ServerFrameSchema, type ServerFrame } from '#shared/schemas/realtime.ts';

/**
 * A frame the contract knows, or null. Anything else (API Gateway's own
 * generic error frame, a newer server's frame types, binary data) is
 * ignored rather than guessed at.
 */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ServerFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
