import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { useAuth } from '../../lib/auth';
import { paths } from '../paths';

/** '/': visitors see the marketing page; members go to their profile until the members' home exists. */
export function LandingRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signedIn') return <Navigate to={paths.profile.getHref()} replace />;
  return <LandingHero signedIn={false} />;
}
