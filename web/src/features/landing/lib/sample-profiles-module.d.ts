/** The modules web/plugins/site-assets.ts generates from sample-profiles.ts at build time. */
declare module 'virtual:sample-profiles' {
  import type { SampleProfile } from './sample-profiles';

  export type SampleProfileCard = Omit<SampleProfile, 'look'> & {
    /** WebP portraits, 4:5: `src` at 320 px wide, `srcSet` at 200, 320 and 480. */
    image: { src: string; srcSet: string };
  };
  export const SAMPLE_PROFILE_TOTAL: number;
  /** The cards in the page from the start (prerendered). */
  export const FIRST_SAMPLE_PROFILES: SampleProfileCard[];
  /** The others, a chunk of their own. */
  export function loadMoreSampleProfiles(): Promise<SampleProfileCard[]>;
}
