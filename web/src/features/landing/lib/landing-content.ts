/**
 * The landing page's claims (marketing spec "What the product does and for
 * whom" and "Business constants and limits"), in one place: the stat tiles, the
 * Why Choose cards and highlight tiles, and the success claims. Static text, as
 * the spec says; the figures are the spec's.
 */
export const STATS = [
  { value: '50K+', label: 'Members', text: 'Singles who share your values' },
  { value: '1K+', label: 'Matches', text: 'Daily connections' },
  { value: 'Safe Chat', label: 'Secure messaging', text: 'Talk when you are ready' },
  { value: 'Verified', label: 'Real profiles only', text: 'Every member is checked' },
] as const;

export const WHY_CHOOSE = [
  {
    title: 'Verified Profiles',
    text: 'Every profile is checked before it appears, so the people you meet are who they say they are.',
  },
  {
    title: 'Smart Matching',
    text: 'We suggest people by what you value, what you are looking for and where you live.',
  },
  {
    title: 'Cultural Values',
    text: 'Share your culture, languages and faith, and meet people for whom they matter too.',
  },
  { title: 'Active Community', text: 'Members who log in, reply and meet up: real conversations, not empty inboxes.' },
  { title: 'Global Reach', text: 'Meet singles near you, or across Asia and beyond when you are ready to travel.' },
  { title: 'Instant Connections', text: 'Match, then chat in real time with read receipts and typing indicators.' },
] as const;

export const HIGHLIGHTS = [
  {
    title: 'Photo Verification',
    text: 'Photos are checked and stripped of hidden location data before anyone sees them.',
  },
  { title: 'Compatibility Score', text: 'See how well a conversation is going once you have talked for a while.' },
  { title: 'Icebreaker Questions', text: 'Interests on every profile give you something real to say first.' },
  {
    title: 'Privacy First',
    text: 'Your exact location is never shown, and you can export or delete your data yourself.',
  },
] as const;

export const SUCCESS = {
  relationships: 'Over 5,000',
  relationshipsText: 'relationships started on Kindred',
  connectionRate: '85%',
  connectionText: 'find a connection within 3 months',
  quote: 'We both wrote that family dinners on Sunday were not negotiable. Two years later we host them together.',
  quoteBy: 'Priya & Arjun, Mumbai',
} as const;

/** The Discover section: the first cards in the page, then more on request. */
export const SAMPLE_PAGE_SIZE = 12;
