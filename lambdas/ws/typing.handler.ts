import { TypingFrameSchema } from '#shared/schemas/chat.ts';
import { wsHandler } from './ws-handler';
import { parseFrame } from '../realtime/parse-frame';
import { notifyTyping } from '../use-cases/chat/notify-typing';

export const handler = wsHandler(async ({ memberId, event }) => {
  const frame = parseFrame(TypingFrameSchema, event.body);
  await notifyTyping(memberId, frame.matchId);
});
