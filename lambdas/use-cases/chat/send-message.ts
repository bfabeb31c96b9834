import { monotonicFactory } from 'ulid';
import type { Message } from '#shared/schemas/chat.ts';
import { storeMessage, type StoredMessage } from '../../db/messages';
import { AppError } from '../../lib/errors';
import { CONNECTIONS_READ_WINDOW_MS } from '#shared/chat/catch-up-cursor.ts';
import { pushToConnections } from '../../realtime/push';
import { listConnectionsOfMember, listConnectionsWithViewing } from '../../db/connections';
import { AWAY_EMAIL_DELAY_SECONDS, messageNotification } from '../notifications/notification-records';
import { getProfile } from '../../db/profiles';
import { takeRateLimit } from '../limits/enforce-rate-limit';
import { requireMatchMember } from '../matches/match-membership';
import { standingError } from '../moderation/standing';
import { METRIC } from '../../lib/metric-names';
import { countMetric } from '../../lib/metrics';
import { presentMessage } from './present-message';
import { messageFlags } from '#shared/moderation/message-signals.ts';

/** Monotonic within a container, so one sender's quick messages never tie or reorder. */
const nextId = monotonicFactory();

export const matchEnded = () => new AppError('not_found', 'This conversation has ended');

/**
 * Stores first, then pushes to every connection of both members; the
 * sender's own sockets get the stored message as the acknowledgement. A
 * retried send (same clientId) stores nothing and pushes the original again,
 * so a client that lost the acknowledgement still gets it.
 *
 * Whether the message is news for the recipient's bell is decided here, from
 * the connections read for the push: unless one of their sockets shows this
 * conversation, its notification is stored in the message's own transaction
 * and their message frame says so (`notified`), which is all the bell's
 * news: no notification frame, and nothing for the stream to read.
 */
export async function sendMessage(
  input: { senderId: string; matchId: string; content: string; clientId: string },
  now = new Date(),
  /** The sender's session check, when it runs beside the reads: awaited before anything is written. */
  sessionChecked: Promise<void> = Promise.resolve(),
): Promise<Message> {
  const { otherId, matchedAt } = await requireMatchMember(input.matchId, input.senderId, { live: false });
  // The rate window is taken beside the reads, once the session is known to be live (nothing is written for
  // an ended one). A send that stores nothing gives its take back before it answers (decision 0090).
  const taken = sessionChecked.then(() => takeRateLimit(input.senderId, 'message', now.getTime()));
  taken.catch(() => undefined);
  const giveBack = () =>
    taken.then(
      (take) => take.giveBack(),
      () => undefined,
    );
  // The connections are read while the message is stored (see CONNECTIONS_READ_WINDOW_MS).
  const readIssuedAt = performance.now();
  const senderRead = listConnectionsOfMember(input.senderId);
  senderRead.catch(() => undefined);
  let recipientConnections: Awaited<ReturnType<typeof listConnectionsWithViewing>>;
  let notification: ReturnType<typeof messageNotification> | undefined;
  let result: Awaited<ReturnType<typeof storeMessage>>;
  try {
    recipientConnections = await listConnectionsWithViewing(otherId);
    // Nothing is written for a session that has ended (the check overlapped the reads above).
    await sessionChecked;
    await taken;
    const id = nextId(now.getTime());
    const facts = { id, matchId: input.matchId, senderId: input.senderId, content: input.content };
    const onScreen = recipientConnections.some((connection) => connection.viewingMatchId === input.matchId);
    notification = onScreen ? undefined : messageNotification({ ...facts, createdAt: now.toISOString() }, otherId);
    result = await storeMessage({
      ...facts,
      recipientId: otherId,
      clientId: input.clientId,
      createdAt: now.toISOString(),
      // Computed here, whatever the sender's browser said: the composer's "Are you sure?" is a nudge, this is the record.
      flags: messageFlags(input.content, { matchedAt, now }),
      notification,
      // The stream's push to devices is for a recipient with no socket open: it need not look (decision 0075).
      recipientOnline: recipientConnections.length > 0,
      // The send marker's expiry is the unread-conversation timer: no timer item for the stream to write.
      awayAfterSeconds: AWAY_EMAIL_DELAY_SECONDS,
    });
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (result.outcome !== 'stored') await giveBack();
  if (result.outcome === 'matchEnded') throw matchEnded();
  if (result.outcome === 'suspended') throw standingError((await getProfile(input.senderId)) ?? {});
  if (!result.message) throw new AppError('conflict', 'This message was already sent');
  const notified = result.outcome === 'stored' && notification !== undefined;
  return deliver(input.senderId, otherId, result.message, notified, { readIssuedAt, senderRead, recipientConnections });
}

/** Pushes the stored message (or, for a retried send, the original) to every connection of both members. */
async function deliver(
  senderId: string,
  otherId: string,
  stored: StoredMessage,
  /** Its notification was stored by this send: the recipient's frame says so (`notified`). */
  notified: boolean,
  reads: {
    readIssuedAt: number;
    senderRead: ReturnType<typeof listConnectionsOfMember>;
    recipientConnections: Awaited<ReturnType<typeof listConnectionsWithViewing>>;
  },
): Promise<Message> {
  countMetric(METRIC.messages);
  const { readIssuedAt, senderRead, recipientConnections } = reads;
  // A slow commit may postdate sockets the early read missed, and their catch-up may have run before it: read again.
  const fresh = performance.now() - readIssuedAt <= CONNECTIONS_READ_WINDOW_MS;
  const [senderConnections, recipients] = fresh
    ? [await senderRead, recipientConnections]
    : await Promise.all([listConnectionsOfMember(senderId), listConnectionsOfMember(otherId)]);
  const message = presentMessage(stored);
  const frame = { type: 'message', message } as const;
  await Promise.all([
    pushToConnections(senderConnections, frame),
    pushToConnections(recipients, notified ? { ...frame, notified: true } : frame),
  ]);
  return message;
}
