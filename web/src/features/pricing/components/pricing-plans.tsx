/**
 * The plans (marketing spec §2, §6 and §9): the Monthly/Yearly toggle, the
 * three subscription cards and Elite Match. One component for /pricing, the
 * landing page's pricing section and the members' home. What each button does
 * depends on who is looking (lib/plan-action.ts); prices come only from the
 * billing catalog, and only a plan key is ever sent.
 */
import { useState } from 'react';
import { PLAN_TIERS, type BillingInterval, type PlanKey } from '../../../../../shared/billing/catalog';
import { MESSAGES } from '../../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useExternalRedirect } from '../../../lib/billing/external-redirect';
import { useOpenBillingPortal } from '../../../lib/billing/open-billing-portal';
import { useMe } from '../../../lib/me';
import { showError } from '../../../lib/toast';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { initialInterval, isCurrentPlan, planAction, type PlanAction, type Viewer } from '../lib/plan-action';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { EliteMatchCard } from './elite-match-card';
import { PlanCard } from './plan-card';

function useViewer(): Viewer {
  const { status } = useAuth();
  const me = useMe();
  if (status === 'signedOut') return { kind: 'visitor' };
  if (me.data) return { kind: 'member', billing: me.data.billing };
  // Without /me the server still decides: a second checkout is refused with 409 and lands in the portal.
  if (me.isError) return { kind: 'member', billing: null };
  return { kind: 'loading' };
}

export type PricingPlansProps = {
  /** The level of each plan's name: h3 under a section's h2, h2 under a page's h1. */
  planHeadingLevel?: 'h2' | 'h3';
};

export function PricingPlans({ planHeadingLevel = 'h3' }: PricingPlansProps) {
  const viewer = useViewer();
  const me = useMe();
  const billing = viewer.kind === 'member' ? viewer.billing : null;
  // null until the member picks: then the toggle follows their own plan's period once it is known.
  const [chosen, setChosen] = useState<BillingInterval | null>(null);
  const interval = chosen ?? initialInterval(billing);

  const checkout = useCreateCheckoutSession();
  const portal = useOpenBillingPortal();
  const { redirecting, go } = useExternalRedirect();
  const [pendingPlan, setPendingPlan] = useState<PlanKey | null>(null);
  const busy = checkout.isPending || redirecting || portal.pending;

  async function startCheckout(plan: PlanKey) {
    try {
      const { url } = await checkout.mutateAsync(plan);
      // Same tab (decision 0016): a new tab opened after an await is stopped by popup blockers.
      go(url);
    } catch (error) {
      // The server knows of a plan this page did not: plan changes go through the portal.
      if (error instanceof ApiError && error.code === 'already_subscribed') portal.open();
      else showError(MESSAGES.subscription.checkoutError);
    }
  }

  function act(plan: PlanKey, action: PlanAction) {
    if (busy) return;
    setPendingPlan(plan);
    if (action.kind === 'checkout') void startCheckout(plan);
    else if (action.kind === 'portal') portal.open();
  }

  return (
    <div className="space-y-10">
      <BillingIntervalToggle value={interval} onChange={setChosen} />
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
              busy={busy && pendingPlan === plan}
              locked={busy}
              current={isCurrentPlan(billing, tier, interval)}
              showTrial={billing === null}
              onAction={() => act(plan, action)}
              headingLevel={planHeadingLevel}
            />
          );
        })}
      </ul>
      <EliteMatchCard signedIn={viewer.kind !== 'visitor'} active={me.data?.subscription.tier === 'elite'} headingLevel={planHeadingLevel} />
    </div>
  );
}
