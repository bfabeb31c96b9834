import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MemberPageMeta } from '../../components/page-meta';
import { PageSpinner } from '../../components/ui/spinner';
import { LandingPage } from '../../features/landing/components/landing-page';
import { PricingPlans } from '../../features/pricing/components/pricing-plans';
import { isSigningOut, MemberScope, useAuth, useSignOutOnArrival } from '../../lib/auth';
import { markFirstContentShown } from '../../lib/first-content';
import { paths } from '../../config/paths';

/** Members only: a visitor's landing page (prerendered) loads none of it. */
const MembersHomeRoute = lazy(() => import('./members-home'));

/**
 * '/': visitors see the marketing page, members their home (marketing spec
 * "Screens and routes"). Both carry the plans under the `pricing` anchor, so '/#pricing' works
 * signed in or out. The route composes the features; they never import each other.
 */
export function LandingRoute() {
  const { status } = useAuth();
  const location = useLocation();
  // A member sent here to be signed out (SIGNING_OUT_STATE) is signed out here, not shown their home.
  const leaving = isSigningOut(location.state);
  useSignOutOnArrival(leaving && status === 'signedIn');
  // The route's handle leaves the first content to the page (router.tsx): the member's home says it
  // with its stories strip; anyone else's page is its content as soon as it renders.
  const ownFirstContent = status === 'signedOut' || leaving;
  useEffect(() => {
    if (ownFirstContent) markFirstContentShown();
  }, [ownFirstContent]);
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signedIn') {
    if (leaving) return <PageSpinner />;
    return (
      <MemberScope>
        <MemberPageMeta title="Home" />
        <Suspense fallback={<PageSpinner />}>
          <MembersHomeRoute />
        </Suspense>
      </MemberScope>
    );
  }
  // Done: drop the state, so a later visit to this history entry does not sign anyone out.
  if (leaving) return <Navigate to={paths.home.getHref()} replace />;
  return <LandingPage pricing={<PricingPlans />} />;
}
