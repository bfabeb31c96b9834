import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { isSigningOut, useAuth, useSignOutOnArrival } from '../../lib/auth';
import { paths } from '../paths';

/** '/': visitors see the marketing page; members go to their profile until the members' home exists. */
export function LandingRoute() {
  const { status } = useAuth();
  const location = useLocation();
  // A member sent here to be signed out (SIGNING_OUT_STATE) is signed out here, not sent on to /profile.
  const leaving = isSigningOut(location.state);
  useSignOutOnArrival(leaving && status === 'signedIn');
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signedIn') return leaving ? <PageSpinner /> : <Navigate to={paths.profile.getHref()} replace />;
  // Done: drop the state, so a later visit to this history entry does not sign anyone out.
  if (leaving) return <Navigate to={paths.home.getHref()} replace />;
  return <LandingHero signedIn={false} />;
}
