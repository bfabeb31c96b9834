import { ReadFrameSchema } from '#shared/schemas/chat.ts';
import { wsHandler } from './ws-handler';
import { parseFrame } from '../realtime/parse-frame';
import { markConversationRead } from '../use-cases/chat/mark-read';

export const handler = wsHandler(async ({ memberId, event }) => {
  const frame = parseFrame(ReadFrameSchema, event.body);
  await markConversationRead(memberId, frame.matchId, frame.upTo);
});
