import { AtSign, LayoutDashboard, Mail, RefreshCw, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../../shared/messages';
import { paths } from '../../../app/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TierBadge } from '../../../components/ui/tier-badge';
import { useMe } from '../../../lib/me';
import { showError } from '../../../lib/toast';

/**
 * /profile: 'Complete Your Profile'. For now it shows who is signed in and
 * their plan, from GET /me; the profile editor replaces the card later.
 */
export function ProfileOverview() {
  const me = useMe();

  useEffect(() => {
    if (me.isError) showError(MESSAGES.profile.loadError);
  }, [me.isError]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">Complete Your Profile</h1>
          <p className="mt-2 text-gray-600">A complete profile gets more matches. Tell people who you are.</p>
        </div>
        <Link to={paths.dashboard.getHref()} className={buttonClasses({ variant: 'secondary', className: 'shrink-0 self-start whitespace-nowrap sm:self-auto' })}>
          <LayoutDashboard className="size-4" aria-hidden />
          View Dashboard
        </Link>
      </div>

      <Card className="mt-8 p-6 sm:p-8">
        {me.isPending && (
          <div className="flex items-center gap-3 text-gray-500" role="status">
            <Spinner className="size-5 text-rose-500" /> Loading your profile…
          </div>
        )}
        {me.isError && (
          <div className="flex flex-col items-start gap-4" role="alert">
            <div>
              <p className="font-semibold text-gray-900">{MESSAGES.profile.loadError.title}</p>
              <p className="text-sm text-gray-600">{MESSAGES.profile.loadError.description}</p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => void me.refetch()} loading={me.isFetching}>
              <RefreshCw className="size-4" aria-hidden /> Try again
            </Button>
          </div>
        )}
        {me.data && (
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-rose-400 to-fuchsia-500 text-3xl font-bold text-white uppercase shadow-lg shadow-rose-500/30">
              {me.data.username.slice(0, 1) || <UserRound className="size-9" aria-hidden />}
            </span>
            <dl className="grid min-w-0 flex-1 gap-3 text-sm">
              <div className="flex items-center gap-3">
                <dt className="flex items-center gap-2 text-gray-500">
                  <AtSign className="size-4" aria-hidden /> <span className="sr-only sm:not-sr-only">Username</span>
                </dt>
                <dd className="min-w-0 text-lg font-semibold break-words text-gray-900" data-testid="profile-username">
                  {me.data.username}
                </dd>
              </div>
              <div className="flex items-center gap-3">
                <dt className="flex items-center gap-2 text-gray-500">
                  <Mail className="size-4" aria-hidden /> <span className="sr-only sm:not-sr-only">Email</span>
                </dt>
                <dd className="min-w-0 break-all text-gray-800" data-testid="profile-email">
                  {me.data.email}
                </dd>
              </div>
              <div className="flex items-center gap-3">
                <dt className="text-gray-500">Subscription</dt>
                <dd>
                  <TierBadge isSubscribed={me.data.subscription.isSubscribed} tier={me.data.subscription.tier} />
                </dd>
              </div>
            </dl>
          </div>
        )}
      </Card>
    </div>
  );
}
