import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { MembersHome } from '../../features/home/components/members-home';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { LandingPricing } from '../../features/landing/components/landing-pricing';
import { PricingPlans } from '../../features/pricing/components/pricing-plans';
import { SubscriptionCard } from '../../features/subscription/components/subscription-card';
import { isSigningOut, useAuth, useSignOutOnArrival } from '../../lib/auth';
import { paths } from '../paths';

/**
 * '/': visitors see the marketing page, members their home (marketing spec
 * §2). Both carry the plans under the `pricing` anchor, so '/#pricing' works
 * signed in or out. The route composes the features; they never import each other.
 */
export function LandingRoute() {
  const { status } = useAuth();
  const location = useLocation();
  // A member sent here to be signed out (SIGNING_OUT_STATE) is signed out here, not shown their home.
  const leaving = isSigningOut(location.state);
  useSignOutOnArrival(leaving && status === 'signedIn');
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signedIn') {
    if (leaving) return <PageSpinner />;
    // The plans sit right below the card on this page, so the card's own 'Upgrade Now' link is left out.
    return <MembersHome subscriptionCard={<SubscriptionCard showUpgrade={false} />} pricing={<PricingPlans />} />;
  }
  // Done: drop the state, so a later visit to this history entry does not sign anyone out.
  if (leaving) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <>
      <LandingHero signedIn={false} />
      <LandingPricing>
        <PricingPlans />
      </LandingPricing>
    </>
  );
}
