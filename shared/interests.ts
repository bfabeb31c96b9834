/**
 * The interests offered by name: the advanced filters list them, and the
 * seeded members and the landing page's sample profiles draw from them (each
 * with a few more of its own). A member may still write any other interest.
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
