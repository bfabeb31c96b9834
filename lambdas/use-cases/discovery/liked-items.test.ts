import { describe, expect, it } from 'vitest';
import { openingMessages, quoteOf, quotedOwners } from './liked-items';

const owner = {
  photos: [{ id: 'p1', key: 'a/p1.jpg', thumbKey: 'a/p1-thumb.jpg' }],
  prompts: [{ promptId: 'comfort-food' as const, answer: 'Laksa' }],
};

describe('liked items', () => {
  it('quotes the photo or prompt as its owner holds it, and nothing once it is gone', () => {
    expect(quoteOf({ kind: 'photo', photoId: 'p1' }, owner)).toEqual({
      kind: 'photo',
      photoId: 'p1',
      thumbKey: 'a/p1-thumb.jpg',
    });
    expect(quoteOf({ kind: 'prompt', promptId: 'comfort-food' }, owner)).toEqual({
      kind: 'prompt',
      promptId: 'comfort-food',
      answer: 'Laksa',
    });
    expect(quoteOf({ kind: 'photo', photoId: 'gone' }, owner)).toMatchObject({ thumbKey: null });
    expect(quoteOf({ kind: 'prompt', promptId: 'geek-out' }, owner)).toMatchObject({ answer: null });
  });

  it('reads only the profiles a comment quotes', () => {
    expect(
      quotedOwners([
        { swiperId: 'b', targetId: 'a', likedItem: { kind: 'prompt', promptId: 'comfort-food' }, comment: 'Yum' },
        { swiperId: 'a', targetId: 'b', likedItem: { kind: 'photo', photoId: 'x' } },
      ]),
    ).toEqual(['a']);
    expect(quotedOwners([{ swiperId: 'b', targetId: 'a', comment: 'Hi' }])).toEqual([]);
  });

  it('opens the conversation with the comments in the order of the likes, each quoting what it was about', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    const messages = openingMessages(
      [
        {
          swiperId: 'b',
          targetId: 'a',
          likedItem: { kind: 'prompt', promptId: 'comfort-food' },
          comment: 'Mine is better',
        },
        { swiperId: 'a', targetId: 'b' },
        { swiperId: 'a', targetId: 'b', comment: 'Prove it' },
      ],
      new Map([['a', owner]]),
      now,
    );
    expect(
      messages.map(({ senderId, recipientId, content, quote }) => ({ senderId, recipientId, content, quote })),
    ).toEqual([
      {
        senderId: 'b',
        recipientId: 'a',
        content: 'Mine is better',
        quote: { kind: 'prompt', promptId: 'comfort-food', answer: 'Laksa' },
      },
      { senderId: 'a', recipientId: 'b', content: 'Prove it', quote: undefined },
    ]);
    expect(messages[0].id < messages[1].id).toBe(true);
    expect(messages[0].createdAt <= messages[1].createdAt).toBe(true);
  });

  it('carries the flags a comment got when it was sent onto its opening message', () => {
    const [flagged, plain] = openingMessages(
      [
        { swiperId: 'b', targetId: 'a', comment: 'you look like shit', commentFlags: ['offensive'] },
        { swiperId: 'a', targetId: 'b', comment: 'Hello' },
      ],
      new Map(),
      new Date('2026-11-26T10:00:00.000Z'),
    );
    expect(flagged.flags).toEqual(['offensive']);
    expect(plain.flags).toBeUndefined();
  });
});
