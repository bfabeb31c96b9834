import { SendMessageFrameSchema } from '#shared/schemas/chat.ts';
import { wsHandler } from './ws-handler';
import { parseFrame } from '../realtime/parse-frame';
import { sendMessage } from '../use-cases/chat/send-message';

export const handler = wsHandler(async ({ memberId, event }) => {
  const frame = parseFrame(SendMessageFrameSchema, event.body);
  await sendMessage({ senderId: memberId, matchId: frame.matchId, content: frame.content, clientId: frame.clientId });
});
