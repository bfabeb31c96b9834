import { Briefcase, GraduationCap, Heart, Info, MapPin, X } from 'lucide-react';
import { useState } from 'react';
import {
  FIRST_SAMPLE_PROFILES,
  SAMPLE_PROFILE_TOTAL,
  loadMoreSampleProfiles,
  type SampleProfileCard,
} from 'virtual:sample-profiles';
import { InterestChips } from '#web/components/ui/interest-chips.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useScrollToHash } from '#web/lib/use-scroll-to-hash.ts';
import { SAMPLE_PAGE_SIZE } from '../lib/landing-content';
import { LandingSection } from './landing-section';

/** Every card after the first page: loaded once, when first asked for. */
let more: Promise<SampleProfileCard[]> | undefined;

/** The section's anchor (marketing spec "Screens and routes"). */
export const DISCOVER_SECTION_ID = 'discover';

/** The grid's columns: 2 on phones, 3 from `sm`, 4 from `lg` inside max-w-6xl. */
const IMAGE_SIZES = '(min-width: 1152px) 264px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

/**
 * marketing spec "Screens and routes": a grid of the ~130 sample profiles, built at build time
 * (web/plugins/site-assets.ts) and labelled as illustrations, not members.
 * The first page is in the prerendered HTML and the page's code; the others
 * are a chunk of their own, loaded when asked for, so the page stays light. The pass and like buttons are decoration: hidden from
 * assistive technology, and not buttons at all.
 */
export function LandingDiscover() {
  useScrollToHash(DISCOVER_SECTION_ID);
  const [profiles, setProfiles] = useState(FIRST_SAMPLE_PROFILES);
  const [shown, setShown] = useState(SAMPLE_PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  // Prerendered: the button waits for its handler rather than lose a tap.
  const hydrated = useHydrated();
  const left = SAMPLE_PROFILE_TOTAL - shown;

  async function showMore() {
    if (profiles.length < SAMPLE_PROFILE_TOTAL) {
      setLoading(true);
      try {
        more ??= loadMoreSampleProfiles();
        const rest = await more;
        setProfiles([...FIRST_SAMPLE_PROFILES, ...rest]);
      } catch {
        more = undefined;
        return;
      } finally {
        setLoading(false);
      }
    }
    setShown((count) => count + SAMPLE_PAGE_SIZE * 2);
  }
  return (
    <LandingSection
      id={DISCOVER_SECTION_ID}
      headingId="discover-heading"
      eyebrow="Discover"
      title="Singles who share your values"
      intro="From Tokyo to Mumbai, meet people who care about culture and family as much as you do."
      note={
        <p
          id="discover-note"
          className="mt-5 inline-flex items-center gap-2 rounded-full bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          <Info className="size-4 shrink-0" aria-hidden />
          Illustrative sample profiles with drawn portraits, not real members.
        </p>
      }
      tinted
    >
      <ul
        className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4"
        aria-describedby="discover-note"
        aria-label="Sample profiles"
      >
        {profiles.slice(0, shown).map((profile) => (
          <SampleCard key={profile.id} profile={profile} />
        ))}
      </ul>
      <div className="mt-10 text-center" aria-live="polite">
        {left > 0 ? (
          <button
            type="button"
            onClick={() => void showMore()}
            disabled={!hydrated}
            aria-busy={loading || undefined}
            className="inline-flex h-11 items-center justify-center rounded-full border border-rose-200 bg-white px-6 text-sm font-semibold text-rose-700 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
          >
            Show more profiles ({left} more)
          </button>
        ) : (
          <p className="text-gray-600">
            That is all {SAMPLE_PROFILE_TOTAL} sample profiles. The real ones are waiting inside.
          </p>
        )}
      </div>
    </LandingSection>
  );
}

function SampleCard({ profile }: { profile: SampleProfileCard }) {
  const { name, age, location, education, profession, bio, interests, distanceKm, image } = profile;
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-lg shadow-rose-900/5 ring-1 ring-rose-100">
      <div className="relative aspect-[4/5] bg-rose-100">
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={IMAGE_SIZES}
          width={480}
          height={600}
          loading="lazy"
          decoding="async"
          alt={`Drawn portrait of ${name}`}
          className="size-full object-cover"
        />
        {distanceKm !== undefined && (
          <span className="absolute top-2.5 left-2.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-gray-800 shadow-sm">
            {distanceKm} km away
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="text-base font-bold text-gray-900 sm:text-lg">
          {name}, {age}
        </h3>
        <p className="flex items-start gap-1.5 text-sm text-gray-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-rose-600" aria-hidden />
          {location}
        </p>
        <p className="hidden text-sm text-gray-600 sm:line-clamp-2">{bio}</p>
        {profession && (
          <p className="flex items-start gap-1.5 text-sm text-gray-700">
            <Briefcase className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
            {profession}
          </p>
        )}
        {education && (
          <p className="flex items-start gap-1.5 text-sm text-gray-700">
            <GraduationCap className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
            {education}
          </p>
        )}
        <InterestChips interests={interests} className="mt-1" />
        {/* Decoration, as in the spec: they do nothing, so assistive technology does not meet them. */}
        <div aria-hidden="true" className="mt-auto flex justify-center gap-4 pt-3">
          <span className="flex size-10 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-500 shadow-sm">
            <X className="size-5" />
          </span>
          <span className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-rose-500 to-pink-500 text-white shadow-sm shadow-rose-500/30">
            <Heart className="size-5 fill-current" />
          </span>
        </div>
      </div>
    </li>
  );
}
