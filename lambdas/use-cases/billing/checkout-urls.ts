import type { ProductKey } from '#shared/billing/catalog.ts';
import { webOrigin } from '../../lib/stripe-client';

/**
 * Where Stripe sends the browser back to, always on our own origin (never a
 * URL from the request, so checkout cannot be turned into an open redirect).
 * `{CHECKOUT_SESSION_ID}` is filled in by Stripe.
 */
export function subscriptionReturnUrls() {
  const origin = webOrigin();
  return {
    success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/subscription-canceled`,
  };
}

/** One-time purchases return to the page of what was bought, which waits for the webhook to complete it. */
const PURCHASE_PAGES: Record<ProductKey, { success: string; cancel: string }> = {
  boost: { success: '/', cancel: '/' },
  super_boost: { success: '/', cancel: '/' },
  elite_match: { success: '/elite-matches', cancel: '/elite-match' },
};

export function purchaseReturnUrls(product: ProductKey, purchaseId: string) {
  const origin = webOrigin();
  const pages = PURCHASE_PAGES[product];
  return {
    success_url: `${origin}${pages.success}?purchase=${encodeURIComponent(purchaseId)}`,
    cancel_url: `${origin}${pages.cancel}?purchase=${encodeURIComponent(purchaseId)}&canceled=1`,
  };
}

export function portalReturnUrl(): string {
  return `${webOrigin()}/profile/dashboard`;
}
