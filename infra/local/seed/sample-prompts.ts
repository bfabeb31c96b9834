import { seededRandom } from '#shared/demo/seeded-random.ts';
import type { PromptAnswer } from '#shared/schemas/profile.ts';
import type { PromptId } from '#shared/prompts.ts';

/**
 * The seeded members' prompt answers (issue 28): a few answers per prompt, each within the
 * 150 characters a member may write. Drawn from a stream of their own, so adding prompts left
 * every other seeded value (names, faces, photos) as it was.
 */
const ANSWERS: Partial<Record<PromptId, readonly string[]>> = {
  'simple-pleasures': [
    'Kopi at a hawker centre before the city wakes up.',
    'Fresh sheets, rain on the window and a book I cannot put down.',
    'The first bite of a perfectly ripe mango.',
  ],
  'perfect-sunday': [
    'Farmers market, a long lunch with friends, and a nap I will deny taking.',
    'A morning run, dim sum, then an afternoon lost in a museum.',
    'Cooking something slow while my playlist does the talking.',
  ],
  'green-flag': [
    'You are kind to waiters and you text back when you say you will.',
    'You get excited explaining the thing you love most.',
    'You can laugh at yourself.',
  ],
  'geek-out': [
    'Old train maps and why cities grew the way they did.',
    'Coffee extraction. Yes, I own a scale just for beans.',
    'Space documentaries. Ask me about the Voyager golden record.',
  ],
  'first-date-idea': [
    'A walk through the botanic gardens, then bubble tea and honest opinions.',
    'Night market crawl: we each pick one dish the other has never tried.',
    'Board game cafe. I promise to be only slightly competitive.',
  ],
  'comfort-food': ['Chicken rice, every time.', 'My grandmother\u2019s congee.', 'Spicy ramen at 11 pm.'],
  'travel-story': [
    'I missed the last ferry in Halong Bay and ended up at a fisherman\u2019s family dinner.',
    'Got lost in Kyoto and found the best tiny bar of my life.',
  ],
  'together-we-could': [
    'Find the best laksa in town. I have a spreadsheet.',
    'Learn to salsa badly, then well.',
    'Plan a trip we actually take.',
  ],
  'go-to-karaoke': ['Dancing Queen, with full choreography.', 'Anything by Jay Chou.', 'Bohemian Rhapsody, all parts.'],
  'ask-me-about': [
    'The time I adopted a very opinionated cat.',
    'Why I quit my job to bake for a year.',
    'My terrible attempt at learning the guitar.',
  ],
  'happy-place': ['Any beach at sunset.', 'A window seat on a long train ride.', 'My balcony garden.'],
  'learning-now': ['Korean, one drama at a time.', 'Rock climbing. My forearms disagree.', 'How to make sourdough.'],
};

const ANSWERED = Object.keys(ANSWERS) as PromptId[];

/** Most members answer two or three prompts; a few answer none (completion shows what is missing). */
export function samplePrompts(memberIndex: number): PromptAnswer[] {
  const random = seededRandom(0x9e3779b1 ^ (memberIndex + 1));
  if (random.chance(0.15)) return [];
  return random
    .some(ANSWERED, 2, 3)
    .map((promptId) => ({ promptId, answer: random.pick(ANSWERS[promptId] ?? ['Ask me.']) }));
}

/** The demo member's own prompts; a seeded admirer's like comments on the first. */
export const DEMO_PROMPTS: PromptAnswer[] = [
  { promptId: 'comfort-food', answer: 'Laksa from the stall near my flat. I will take you there.' },
  { promptId: 'first-date-idea', answer: 'A night market crawl: we each pick one dish the other has never tried.' },
];

/** What that admirer wrote, about the demo member's first prompt. */
export const DEMO_LIKE_COMMENT = 'Okay, I need the name of this laksa stall. Bet mine is better though!';
