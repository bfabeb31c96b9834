import type { ReactNode } from 'react';
import { TRIAL_LABEL } from '#web/lib/plans.ts';
import { useScrollToHash } from '#web/lib/use-scroll-to-hash.ts';

/**
 * marketing spec "Screens and routes": the landing page's pricing section (anchor `pricing`, the target of
 * '/#pricing').
 */
export const PRICING_SECTION_ID = 'pricing';

/** The section around the plans, which the route passes in (they belong to the pricing feature). */
export function LandingPricing({ children }: { children: ReactNode }) {
  useScrollToHash(PRICING_SECTION_ID);
  return (
    <section
      id={PRICING_SECTION_ID}
      aria-labelledby="pricing-heading"
      className="below-fold scroll-mt-16 border-t border-rose-100 bg-white/60 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-wide text-rose-700 uppercase">Pricing</p>
          <h2 id="pricing-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
            Plans for every kind of love story
          </h2>
          <p className="mt-4 text-lg text-gray-600">
            Start with a {TRIAL_LABEL} on any plan. Upgrade, switch or cancel anytime.
          </p>
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
