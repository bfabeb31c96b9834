import type { z } from 'zod';
import { MAX_FRAME_BYTES } from '#shared/schemas/realtime.ts';
import { AppError } from '../lib/errors';
import { issuesOf } from '../lib/http-input';
import { parseJsonBody } from '../lib/json-body';

export function parseJsonFrame(body: string | undefined): unknown {
  if (!body) throw new AppError('validation_failed', 'Empty frame');
  if (Buffer.byteLength(body, 'utf8') > MAX_FRAME_BYTES)
    throw new AppError('payload_too_large', `Frames are limited to ${MAX_FRAME_BYTES} bytes`);
  return parseJsonBody(body, 'frame');
}

/** Validates a frame against its action's schema; failures carry stable codes like HTTP errors do. */
export function parseFrame<S extends z.ZodType>(schema: S, body: string | undefined): z.output<S> {
  const parsed = schema.safeParse(parseJsonFrame(body));
  if (!parsed.success) throw new AppError('validation_failed', 'The frame is invalid', issuesOf(parsed.error));
  return parsed.data;
}
