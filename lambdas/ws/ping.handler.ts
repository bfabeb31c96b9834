import { PingFrameSchema } from '#shared/schemas/realtime.ts';
import { parseFrame } from '../realtime/parse-frame';
import { pushToConnection } from '../realtime/push';
import { wsHandler } from './ws-handler';

/**
 * The client's 25 s heartbeat: keeps API Gateway's idle timer fresh, and writes nothing. The
 * connection's record already lives as long as any socket can (API Gateway closes every socket two
 * hours after it opened, and the record expires two hours after its $connect), so a ping has nothing
 * to extend (decision 0061). It answers only a ping that asks for an echo (decision 0089).
 */
export const handler = wsHandler(async ({ connectionId, memberId, event }) => {
  const { echo } = parseFrame(PingFrameSchema, event.body);
  if (echo) await pushToConnection({ connectionId, memberId }, { type: 'pong', at: new Date().toISOString() });
});
