import { AppError } from '../lib/errors';
import { wsHandler } from './ws-handler';
import { parseJsonFrame } from '../realtime/parse-frame';

/** $default receives frames whose `action` matches no route, and frames that are not JSON at all. */
export const handler = wsHandler(async ({ event }) => {
  const frame = parseJsonFrame(event.body);
  const action =
    typeof frame === 'object' && frame !== null && 'action' in frame
      ? String((frame as { action: unknown }).action)
      : undefined;
  throw new AppError('validation_failed', action ? `Unknown action '${action}'` : 'Frames need an action field');
});
