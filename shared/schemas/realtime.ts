import * as z from 'zod';

/** Frames the browser sends over the WebSocket API; `action` is the route key. */
export const PingFrameSchema = z.strictObject({ action: z.literal('ping') });

/** Frames the server pushes. `type` tells the client what arrived. */
export const ServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), at: z.string() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

/** API Gateway WebSocket frames are capped at 128 KB (32 KB per frame); stay well under. */
export const MAX_FRAME_BYTES = 32 * 1024;
