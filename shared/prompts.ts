/**
 * The prompts a member may answer on their profile (issue 28): the one list, shared by the
 * editor, the cards and the server, which accepts only these ids. An id is stored with the
 * answer, so a prompt's wording may be polished here without touching stored profiles;
 * an id is never reused for another question.
 */
export const PROMPTS = [
  { id: 'simple-pleasures', text: 'My simplest pleasures' },
  { id: 'perfect-sunday', text: 'A perfect Sunday looks like' },
  { id: 'green-flag', text: 'The green flag I look for' },
  { id: 'most-spontaneous', text: 'The most spontaneous thing I have done' },
  { id: 'unusual-skill', text: 'An unusual skill of mine' },
  { id: 'geek-out', text: 'I geek out on' },
  { id: 'together-we-could', text: 'Together we could' },
  { id: 'first-date-idea', text: 'My idea of a great first date' },
  { id: 'life-goal', text: 'A life goal of mine' },
  { id: 'typical-weekday', text: 'A typical weekday for me' },
  { id: 'comfort-food', text: 'My comfort food' },
  { id: 'travel-story', text: 'My best travel story' },
  { id: 'want-someone-who', text: 'I want someone who' },
  { id: 'looking-for', text: 'What I am looking for' },
  { id: 'dating-me-is-like', text: 'Dating me is like' },
  { id: 'never-shut-up-about', text: 'I will never shut up about' },
  { id: 'go-to-karaoke', text: 'My go-to karaoke song' },
  { id: 'hot-take', text: 'My most controversial opinion' },
  { id: 'learning-now', text: 'Something I am learning right now' },
  { id: 'recent-win', text: 'A recent win I am proud of' },
  { id: 'love-language', text: 'My love language is' },
  { id: 'dealbreaker', text: 'A dealbreaker for me' },
  { id: 'happy-place', text: 'My happy place' },
  { id: 'friends-describe', text: 'My friends would describe me as' },
  { id: 'best-advice', text: 'The best advice I have been given' },
  { id: 'book-recommend', text: 'A book I recommend to everyone' },
  { id: 'weirdly-attracted', text: 'I am weirdly attracted to' },
  { id: 'two-truths', text: 'Two truths and a lie' },
  { id: 'win-me-over', text: 'The way to win me over is' },
  { id: 'cooking-specialty', text: 'My cooking specialty' },
  { id: 'sunday-morning', text: 'On a Sunday morning you will find me' },
  { id: 'childhood-dream', text: 'As a child I wanted to be' },
  { id: 'bucket-list', text: 'Top of my bucket list' },
  { id: 'overly-competitive', text: 'I am overly competitive about' },
  { id: 'small-thing', text: 'A small thing that makes my day' },
  { id: 'ask-me-about', text: 'Ask me about' },
  { id: 'last-laugh', text: 'The last thing that made me laugh out loud' },
  { id: 'ideal-trip', text: 'My ideal trip' },
  { id: 'song-on-repeat', text: 'The song I have on repeat' },
  { id: 'shower-thought', text: 'My best shower thought' },
] as const;

export type PromptId = (typeof PROMPTS)[number]['id'];
export const PROMPT_IDS = PROMPTS.map((prompt) => prompt.id) as unknown as readonly [PromptId, ...PromptId[]];

const TEXT_BY_ID = new Map<string, string>(PROMPTS.map((prompt) => [prompt.id, prompt.text]));

/** The question for an id; an id no longer listed (never expected) shows as a plain label. */
export function promptText(id: string): string {
  return TEXT_BY_ID.get(id) ?? 'A prompt';
}
