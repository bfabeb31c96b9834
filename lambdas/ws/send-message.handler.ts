import { SendMessageFrameSchema } from '#shared/schemas/chat.ts';
import { wsHandler } from './ws-handler';
import { parseFrame } from '../realtime/parse-frame';
import { sendMessage } from '../use-cases/chat/send-message';

export const handler = wsHandler(
  async ({ memberId, event, sessionChecked }) => {
    const frame = parseFrame(SendMessageFrameSchema, event.body);
    await sendMessage(
      { senderId: memberId, matchId: frame.matchId, content: frame.content, clientId: frame.clientId },
      new Date(),
      sessionChecked,
    );
  },
  // The send's connection reads overlap the session check; it awaits the check before its transaction.
  { readsBesideSessionCheck: true },
);
