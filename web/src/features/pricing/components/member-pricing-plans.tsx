/**
 * The plans for a signed-in member: each button starts Checkout or opens the
 * billing portal, depending on the member's plan (lib/plan-action.ts). Loaded
 * only for members (pricing-plans.tsx), so a visitor's page carries neither
 * the API client nor the query client.
 */
import { useState } from 'react';
import type { PlanKey } from '#shared/billing/catalog.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useExternalRedirect } from '#web/lib/billing/external-redirect.ts';
import { useOpenBillingPortal } from '#web/lib/billing/open-billing-portal.ts';
import { useMe } from '#web/lib/me.ts';
import { showError } from '#web/lib/toast.tsx';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import type { PlanAction, Viewer } from '../lib/plan-action';
import { PlansView, type IntervalChoice, type PricingPlansProps } from './plans-view';

/** The 409s that mean "you already hold a subscription": each is settled in the billing portal. */
const PORTAL_CODES = new Set(['already_subscribed', 'subscription_payment_due', 'subscription_paused']);

function useViewer(): Viewer {
  const me = useMe();
  if (me.data) return { kind: 'member', billing: me.data.billing };
  // Without /me the server still decides: a second checkout is refused with 409 and lands in the portal.
  if (me.isError) return { kind: 'member', billing: null };
  return { kind: 'loading' };
}

export default function MemberPricingPlans(props: PricingPlansProps & IntervalChoice) {
  const viewer = useViewer();
  const me = useMe();
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
      // The server knows of a plan this page did not: plan changes, payments and resuming go through the portal.
      if (error instanceof ApiError && PORTAL_CODES.has(error.code)) portal.open();
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
    <PlansView
      {...props}
      viewer={viewer}
      busyPlan={busy ? pendingPlan : null}
      locked={busy}
      eliteActive={me.data?.subscription.tier === 'elite'}
      onAction={act}
    />
  );
}
