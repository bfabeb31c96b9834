import { PingFrameSchema } from '#shared/schemas/realtime.ts';
import { touchConnection } from '../db/connections';
import { parseFrame } from '../realtime/parse-frame';
import { pushToConnection } from '../realtime/push';
import { wsHandler } from './ws-handler';

/** The client's 25 s heartbeat: keeps API Gateway's idle timer and our TTL fresh. */
export const handler = wsHandler(async ({ connectionId, memberId, event }) => {
  parseFrame(PingFrameSchema, event.body);
  await touchConnection({ connectionId, memberId });
  await pushToConnection({ connectionId, memberId }, { type: 'pong', at: new Date().toISOString() });
});
