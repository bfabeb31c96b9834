import { MembersHome } from '../../features/home/components/members-home';
import { PricingPlans } from '../../features/pricing/components/pricing-plans';
import { SubscriptionCard } from '../../features/subscription/components/subscription-card';

/**
 * '/' for members: the route composes the features; they never import each
 * other. Loaded only once someone is signed in (landing.tsx), so a visitor's
 * landing page carries none of it.
 */
export default function MembersHomeRoute() {
  // The plans sit right below the card on this page, so the card's own 'Upgrade Now' link is left out.
  return <MembersHome subscriptionCard={<SubscriptionCard showUpgrade={false} />} pricing={<PricingPlans />} />;
}
