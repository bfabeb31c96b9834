import { ViewingFrameSchema } from '#shared/schemas/chat.ts';
import { setViewing } from '../db/connections';
import { wsHandler } from './ws-handler';
import { parseFrame } from '../realtime/parse-frame';

/** The client says which conversation this socket shows (decision 0024); it only ever silences the member's own notifications. */
export const handler = wsHandler(async ({ connectionId, memberId, event }) => {
  const frame = parseFrame(ViewingFrameSchema, event.body);
  await setViewing({ connectionId, memberId }, frame.matchId);
});
