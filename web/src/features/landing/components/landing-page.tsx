import type { ReactNode } from 'react';
import { HydrateLater } from '#web/components/hydrate-later.tsx';
import { PageMeta } from '#web/components/page-meta.tsx';
import { LandingDiscover } from './landing-discover';
import { LandingElite } from './landing-elite';
import { LandingHero } from './landing-hero';
import { LandingPricing } from './landing-pricing';
import { LandingSuccess } from './landing-success';
import { LandingWhy } from './landing-why';

export const LANDING_TITLE = 'Find Your Perfect Match';
export const LANDING_DESCRIPTION =
  'Kindred is dating for singles who share your values, culture and dreams: verified profiles, safe chat, smart matching and Elite matchmaking. Start free.';

/**
 * '/' for visitors (marketing spec "What the product does and for whom" and
 * "Screens and routes"), in the spec's order: hero and stats, Discover, Why
 * Choose with its highlights, success stories, the Elite promo, then pricing.
 * The plans belong to the pricing feature, so the route passes them in.
 */
export function LandingPage({ pricing }: { pricing: ReactNode }) {
  return (
    <>
      <PageMeta title={LANDING_TITLE} description={LANDING_DESCRIPTION} />
      <LandingHero signedIn={false} />
      <HydrateLater>
        <LandingDiscover />
      </HydrateLater>
      <HydrateLater>
        <LandingWhy />
        <LandingSuccess />
        <LandingElite signedIn={false} />
      </HydrateLater>
      <HydrateLater>
        <LandingPricing>{pricing}</LandingPricing>
      </HydrateLater>
    </>
  );
}
