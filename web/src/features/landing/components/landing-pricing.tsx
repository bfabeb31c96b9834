import type { ReactNode } from 'react';
import { TRIAL_LABEL } from '#web/lib/plans.ts';
import { useScrollToHash } from '#web/lib/use-scroll-to-hash.ts';
import { LandingSection } from './landing-section';

/**
 * marketing spec "Screens and routes": the landing page's pricing section (anchor `pricing`, the target of
 * '/#pricing').
 */
export const PRICING_SECTION_ID = 'pricing';

/** The section around the plans, which the route passes in (they belong to the pricing feature). */
export function LandingPricing({ children }: { children: ReactNode }) {
  useScrollToHash(PRICING_SECTION_ID);
  return (
    <LandingSection
      id={PRICING_SECTION_ID}
      headingId="pricing-heading"
      eyebrow="Pricing"
      title="Plans for every kind of love story"
      intro={`Start with a ${TRIAL_LABEL} on any plan. Upgrade, switch or cancel anytime.`}
      tinted
    >
      <div className="mt-12">{children}</div>
    </LandingSection>
  );
}
