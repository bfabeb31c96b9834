/**
 * What the plans look like for any viewer: the toggle, the three subscription
 * cards and Elite Match. Both controllers render it: pricing-plans.tsx for a
 * visitor or while the session loads, member-pricing-plans.tsx (loaded only for
 * members) with Checkout and the portal. It lives apart from both so that the
 * member's controller does not import the module that lazily imports it.
 */
import { PLAN_TIERS, type BillingInterval, type PlanKey } from '#shared/billing/catalog.ts';
import { initialInterval, isCurrentPlan, planAction, type PlanAction, type Viewer } from '../lib/plan-action';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { EliteMatchCard } from './elite-match-card';
import { PlanCard } from './plan-card';

export type PricingPlansProps = {
  /** The level of each plan's name: h3 under a section's h2, h2 under a page's h1. */
  planHeadingLevel?: 'h2' | 'h3';
};

/** The period the visitor or member picked (null until they pick), and how they pick it. */
export type IntervalChoice = { chosen: BillingInterval | null; onChoose: (interval: BillingInterval) => void };

export type PlansViewProps = PricingPlansProps &
  IntervalChoice & {
    viewer: Viewer;
    /** The plan whose request (or the page change after it) is under way. */
    busyPlan?: PlanKey | null;
    /** Some request is under way: every other card waits. */
    locked?: boolean;
    eliteActive?: boolean;
    onAction?: (plan: PlanKey, action: PlanAction) => void;
  };

export function PlansView({
  planHeadingLevel = 'h3',
  viewer,
  chosen,
  onChoose,
  busyPlan = null,
  locked = false,
  eliteActive = false,
  onAction,
}: PlansViewProps) {
  const billing = viewer.kind === 'member' ? viewer.billing : null;
  // Until the member picks, the toggle follows their own plan's period once it is known.
  const interval = chosen ?? initialInterval(billing);

  return (
    <div className="space-y-10">
      <BillingIntervalToggle value={interval} onChange={onChoose} />
      <ul className="grid gap-8 md:grid-cols-3 md:gap-6" aria-label="Subscription plans">
        {PLAN_TIERS.map((tier) => {
          const plan: PlanKey = `${tier}_${interval}`;
          const action = planAction(viewer, tier, interval);
          return (
            <PlanCard
              key={tier}
              tier={tier}
              interval={interval}
              action={action}
              busy={busyPlan === plan}
              locked={locked}
              current={isCurrentPlan(billing, tier, interval)}
              showTrial={billing === null}
              onAction={() => onAction?.(plan, action)}
              headingLevel={planHeadingLevel}
            />
          );
        })}
      </ul>
      <EliteMatchCard signedIn={viewer.kind !== 'visitor'} active={eliteActive} headingLevel={planHeadingLevel} />
    </div>
  );
}
