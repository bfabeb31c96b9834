/**
 * Two matches for the demo member with conversations already under way, so
 * /messages, the chat screen, the unread badge and relationship insights have
 * something to show on a fresh `npm start`. Written with the same db functions
 * the Lambdas use (swipes both ways, the match transaction, message storage).
 */
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';

type Line = { fromDemo: boolean; text: string; minutesAgo: number };

const CONVERSATIONS: Line[][] = [
  [
    {
      fromDemo: false,
      text: 'Hi! I saw you like hiking too. Have you done the MacRitchie treetop walk?',
      minutesAgo: 2 * 24 * 60,
    },
    {
      fromDemo: true,
      text: 'Hey! Yes, last month. The suspension bridge is the best part.',
      minutesAgo: 2 * 24 * 60 - 12,
    },
    {
      fromDemo: false,
      text: 'Agreed. I usually go early on Sundays before it gets hot.',
      minutesAgo: 2 * 24 * 60 - 20,
    },
    { fromDemo: true, text: 'Smart. I always end up going at noon and regretting it 😅', minutesAgo: 2 * 24 * 60 - 26 },
    { fromDemo: false, text: 'Ha! What else do you do on weekends?', minutesAgo: 24 * 60 },
    { fromDemo: true, text: 'Cooking, mostly. I am trying to master laksa from scratch.', minutesAgo: 24 * 60 - 45 },
    { fromDemo: false, text: 'That is ambitious. I would volunteer as a taste tester.', minutesAgo: 24 * 60 - 50 },
    { fromDemo: false, text: 'Coffee this Saturday? There is a nice place near Tiong Bahru market.', minutesAgo: 35 },
  ],
  [
    { fromDemo: true, text: 'Hello! Your photo from the Cameron Highlands looks amazing.', minutesAgo: 5 * 60 },
    { fromDemo: false, text: 'Thank you! It was freezing at 6am but worth it.', minutesAgo: 4 * 60 },
  ],
];

export async function seedDemoConversations(demoMemberId: string, partnerIds: string[]): Promise<number> {
  const { recordSwipe } = await import('#lambdas/db/swipes.ts');
  const { createMatch } = await import('#lambdas/db/matches.ts');
  const { storeMessage, markRead } = await import('#lambdas/db/messages.ts');
  let seeded = 0;
  for (const [index, partnerId] of partnerIds.slice(0, CONVERSATIONS.length).entries()) {
    const lines = CONVERSATIONS[index];
    const start = new Date(Date.now() - (lines[0].minutesAgo + 60) * 60_000);
    // Swipes on a past day, so they do not count against the demo member's likes today.
    const day = start.toISOString().slice(0, 10);
    for (const [swiperId, targetId] of [
      [partnerId, demoMemberId],
      [demoMemberId, partnerId],
    ]) {
      await recordSwipe({
        swiperId,
        targetId,
        isLike: true,
        isSuperLike: false,
        day,
        likeLimit: null,
        superLikeLimit: 999,
        now: start,
      });
    }
    const { matchId } = await createMatch(demoMemberId, partnerId, start);
    let lastFromPartnerReadable: string | undefined;
    let lastFromDemo: string | undefined;
    for (const [position, line] of lines.entries()) {
      const at = Date.now() - line.minutesAgo * 60_000;
      const [senderId, recipientId] = line.fromDemo ? [demoMemberId, partnerId] : [partnerId, demoMemberId];
      const id = ulid(at);
      await storeMessage({
        matchId,
        senderId,
        recipientId,
        id,
        content: line.text,
        clientId: randomUUID(),
        createdAt: new Date(at).toISOString(),
      });
      // The demo member has read everything but each conversation's newest message…
      if (position < lines.length - 1) lastFromPartnerReadable = id;
      if (line.fromDemo) lastFromDemo = id;
    }
    if (lastFromPartnerReadable)
      await markRead(demoMemberId, partnerId, lastFromPartnerReadable, lines.at(-1)!.fromDemo ? 0 : 1);
    // …and the partner has read the demo member's messages, so "Seen" shows.
    if (lastFromDemo) await markRead(partnerId, demoMemberId, lastFromDemo, 0);
    seeded++;
  }
  return seeded;
}
