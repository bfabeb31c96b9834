/**
 * How wide the app draws a member's photo, for `sizes`: the deck card (the
 * page is at most 28rem wide, with 1rem on each side) and the likes grid.
 */
export const PHOTO_SIZES = {
  card: '(min-width: 30rem) 28rem, calc(100vw - 2rem)',
  /** Who liked you: one column on phones, two from 40rem, three from 64rem in at most 64rem. */
  likeCard: '(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw',
  /** A story's frame: the whole width on phones, at most 28rem. */
  story: '(min-width: 28rem) 28rem, 100vw',
} as const;
