/**
 * The plans (marketing spec "Screens and routes", "Roles and permissions" and
 * "Business constants and limits"): the Monthly/Yearly toggle, the three
 * subscription cards and Elite Match. One component for /pricing, the landing
 * page's pricing section and the members' home. What each button does depends
 * on who is looking (lib/plan-action.ts); prices come only from the billing
 * catalog, and only a plan key is ever sent.
 *
 * A visitor's buttons are links to sign up, so their page (prerendered, decision
 * 0021) needs no API: the member's controller (member-pricing-plans.tsx), with
 * Checkout and the portal, loads only for members.
 */
import { lazy, Suspense, useState } from 'react';
import { PLAN_TIERS, type BillingInterval, type PlanKey } from '#shared/billing/catalog.ts';
import { MemberScope, useAuth } from '#web/lib/auth.tsx';
import { initialInterval, isCurrentPlan, planAction, type PlanAction, type Viewer } from '../lib/plan-action';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { EliteMatchCard } from './elite-match-card';
import { PlanCard } from './plan-card';

const MemberPricingPlans = lazy(() => import('./member-pricing-plans'));

export type PricingPlansProps = {
  /** The level of each plan's name: h3 under a section's h2, h2 under a page's h1. */
  planHeadingLevel?: 'h2' | 'h3';
};

/** The period the visitor or member picked (null until they pick), and how they pick it. */
export type IntervalChoice = { chosen: BillingInterval | null; onChoose: (interval: BillingInterval) => void };

export function PricingPlans(props: PricingPlansProps) {
  const { status } = useAuth();
  // Held here, above the views: a click on Yearly while the member's controller is still loading
  // must survive the loading view being replaced by the member's.
  const [chosen, onChoose] = useState<BillingInterval | null>(null);
  const choice: PricingPlansProps & IntervalChoice = { ...props, chosen, onChoose };
  if (status === 'signedOut') return <PlansView {...choice} viewer={VISITOR} />;
  const waiting = <PlansView {...choice} viewer={LOADING} locked />;
  if (status === 'loading') return waiting;
  return (
    <MemberScope>
      <Suspense fallback={waiting}>
        <MemberPricingPlans {...choice} />
      </Suspense>
    </MemberScope>
  );
}

const VISITOR: Viewer = { kind: 'visitor' };
const LOADING: Viewer = { kind: 'loading' };

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
