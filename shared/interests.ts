/**
 * The interests the Advanced Filters screen offers as checkboxes. The sample members (the local seed, the landing
 * page's deck) pick theirs from the same list plus a few of their own, so the filters find them.
 */
export const COMMON_INTERESTS = [
  'Travel',
  'Fitness',
  'Music',
  'Movies',
  'Reading',
  'Cooking',
  'Art',
  'Photography',
  'Dancing',
  'Hiking',
  'Sports',
  'Gaming',
  'Technology',
  'Fashion',
  'Wine',
  'Coffee',
  'Yoga',
  'Meditation',
  'Volunteering',
] as const;
