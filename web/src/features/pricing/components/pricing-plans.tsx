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
import type { BillingInterval } from '#shared/billing/catalog.ts';
import { MemberScope, useAuth } from '#web/lib/auth.tsx';
import type { Viewer } from '../lib/plan-action';
import { PlansView, type IntervalChoice, type PricingPlansProps } from './plans-view';

const MemberPricingPlans = lazy(() => import('./member-pricing-plans'));

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
