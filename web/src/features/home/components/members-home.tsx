/**
 * '/' for members (marketing spec "Screens and routes": Stories, Voice Dating,
 * Boost Your Profile and Subscription sections, and the Elite Matchmaking
 * promo). The sections are built by other features, so the route passes them
 * in; this feature only lays the page out.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BelowFold } from '#web/components/below-fold.tsx';
import { useMe } from '#web/lib/me.ts';
import { useScrollToHash } from '#web/lib/use-scroll-to-hash.ts';
import { welcomeLine } from '../lib/welcome-line';
import { ElitePromoBanner } from './elite-promo-banner';

/** The upgrade dialog's '/#pricing' lands on the Subscription section (core spec "Screens and routes"). */
export const SUBSCRIPTION_SECTION_ID = 'pricing';

export type MembersHomeProps = {
  /** The stories strip (features/stories). */
  stories: ReactNode;
  /** Record an introduction and listen to others' (features/voice). */
  voice: ReactNode;
  /** The active boost, choosing one, and the history (features/boosts). */
  boost: ReactNode;
  /** The member's subscription card. */
  subscriptionCard: ReactNode;
  /** The plans. */
  pricing: ReactNode;
};

/**
 * The sections below the stories wait to render (and so to load their code and ask for their data) until
 * the member nears them or the page is idle after its first content (lib/use-revealed.ts, decision 0060).
 * A link to a section renders them all at once, so that its target does not move as the others fill, and
 * so does a return from checkout.
 */
export function MembersHome({ stories, voice, boost, subscriptionCard, pricing }: MembersHomeProps) {
  const { data: me } = useMe();
  // A link to a section ('/#pricing'), or a return from checkout ('/?purchase=…', which the boost panel
  // handles): everything at once.
  const { hash, search } = useLocation();
  const eager = hash.length > 1 || search.length > 1;
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{welcomeLine(me)}</h1>
        <p className="mt-2 text-gray-600">Your plan, your perks, and new ways to meet someone special.</p>
      </header>

      <ElitePromoBanner tier={me?.subscription.tier} />

      <HomeSection
        id="stories"
        title="Stories"
        intro="Moments from the people you might meet. Each one disappears after 24 hours."
      >
        {stories}
      </HomeSection>

      <HomeSection
        id="voice-dating"
        title="Voice Dating"
        intro="Hear someone before you meet them, and let them hear you."
      >
        <BelowFold eager={eager}>{voice}</BelowFold>
      </HomeSection>

      <HomeSection
        id="boost"
        title="Boost Your Profile"
        intro="Be one of the first people others see nearby, for half an hour or three."
      >
        <BelowFold eager={eager}>{boost}</BelowFold>
      </HomeSection>

      <SubscriptionSection subscriptionCard={subscriptionCard} pricing={pricing} eager={eager} />
    </div>
  );
}

function SubscriptionSection({
  subscriptionCard,
  pricing,
  eager,
}: Pick<MembersHomeProps, 'subscriptionCard' | 'pricing'> & { eager: boolean }) {
  useScrollToHash(SUBSCRIPTION_SECTION_ID);
  return (
    <HomeSection id={SUBSCRIPTION_SECTION_ID} title="Subscription" intro="Your plan today, and what each plan adds.">
      <BelowFold eager={eager}>
        {subscriptionCard}
        <div className="mt-12">{pricing}</div>
      </BelowFold>
    </HomeSection>
  );
}

/** One section of the home page: an anchor clear of the fixed top bar, a heading, its content. */
function HomeSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20">
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-gray-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-1 text-gray-600">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
