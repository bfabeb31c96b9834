import { LayoutDashboard, UserRound } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import type { Photo } from '#shared/schemas/profile.ts';
import { paths } from '#web/config/paths.ts';
import { BelowFold, SectionPlaceholder } from '#web/components/below-fold.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { TierBadge } from '#web/components/ui/tier-badge.tsx';
import { isFirstContentShown, markFirstContentShown, whenPresented } from '#web/lib/first-content.ts';
import { useMe } from '#web/lib/me.ts';
import { useMyProfile, type MyProfile } from '../api/get-my-profile';
import { LocationSharing } from './location-sharing';
import { PhotoManager } from './photo-manager';
import { LoadingCard, QueryErrorCard } from '#web/components/ui/status-cards.tsx';
import { useStoredRecord } from '#web/lib/use-stored-record.ts';
import { TitleWithLink } from '#web/components/ui/title-with-link.tsx';

/**
 * The travel picker (with the upgrade dialog's Radix code) and the form (with its rules, and zod) are chunks
 * of their own, below the photos: the page's first render does not carry their code (decision 0060).
 */
const TravelMode = lazy(async () => ({ default: (await import('./travel-mode')).TravelMode }));
const ProfileForm = lazy(async () => ({ default: (await import('./profile-form')).ProfileForm }));

/**
 * /profile: 'Complete Your Profile' (core spec "Screens and routes"). The route passes in `verification` (photo
 * verification's status and way to the camera check, issue 27), shown under the photos it is checked against.
 */
export function ProfilePage({ verification }: { verification?: ReactNode } = {}) {
  const profile = useMyProfile();
  // core spec "Error catalogue": a missing profile is not an error (the spec ignores "not found"); the member starts
  // empty.
  const { missing, failed } = useStoredRecord(profile, MESSAGES.profile.loadError);
  // The page's first content (lib/first-content.ts): the first photo once it has loaded and the frame that
  // draws it is on screen, or the page without photos, or its error. The parts below the photos (and the
  // app's deferred code) wait for it, so they do not share the phone's network with that photo.
  const photoShown = useCallback(() => {
    if (!isFirstContentShown()) whenPresented(markFirstContentShown);
  }, []);
  const waitsForPhoto = (profile.data?.photos.length ?? 0) > 0;
  useEffect(() => {
    if (!profile.isPending && !waitsForPhoto) markFirstContentShown();
  }, [profile.isPending, waitsForPhoto]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <TitleWithLink
        title="Complete Your Profile"
        link={{ to: paths.dashboard.getHref(), icon: LayoutDashboard, label: 'View Dashboard' }}
      >
        A complete profile gets more matches. Tell people who you are.
      </TitleWithLink>

      <Identity profile={profile.data} />

      {profile.isPending && <LoadingCard className="mt-6">Loading your profile…</LoadingCard>}

      {failed && <QueryErrorCard query={profile} message={MESSAGES.profile.loadError} className="mt-6" />}

      {(profile.data || missing) && (
        <div className="mt-6 space-y-6">
          <Card className="p-6 sm:p-8">
            <PhotoManager photos={profile.data?.photos ?? []} onFirstPhotoShown={photoShown} />
          </Card>
          {verification}
          <Card className="p-6 sm:p-8">
            <LocationSharing enabled={profile.data?.isLocationEnabled ?? false} />
          </Card>
          {/* Below the photos on a phone: the travel picker and the form (the page's largest render) wait to be
              near the screen or for an idle moment (decision 0060). */}
          <BelowFold>
            {/* One boundary: the two cards appear together, in their order, with no gap between them. */}
            <Suspense fallback={<SectionPlaceholder />}>
              {profile.data && (
                <Card className="p-6 sm:p-8">
                  <TravelMode travelCityId={profile.data.travelCityId} />
                </Card>
              )}
              <Card className="p-6 sm:p-8">
                <ProfileForm initial={profile.data ?? {}} />
              </Card>
            </Suspense>
          </BelowFold>
          <p className="text-center text-sm text-gray-500">
            Want a copy of your data, or to delete your account?{' '}
            <Link to={paths.dashboard.getHref()} className={buttonClasses({ variant: 'link' })}>
              See My data on your dashboard
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}

/**
 * Who is signed in, their plan and how complete the profile is: the full name
 * once the member has given one (the username until then), then the username
 * and email. The username comes from GET /me, which every page has.
 */
function Identity({ profile }: { profile: MyProfile | undefined }) {
  const me = useMe();
  const mainPhoto: Photo | undefined = profile?.photos[0];
  const username = me.data?.username ?? profile?.username;
  const email = me.data?.email ?? profile?.email;
  if (!username) return null;
  const name = profile?.fullName?.trim() || username;
  return (
    <Card className="mt-8 flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:p-8">
      {mainPhoto ? (
        <img
          src={mainPhoto.thumbUrl || mainPhoto.url}
          alt=""
          className="size-20 shrink-0 rounded-full object-cover shadow-lg shadow-rose-500/20 ring-4 ring-white"
        />
      ) : (
        <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-rose-400 to-fuchsia-500 text-3xl font-bold text-white uppercase shadow-lg shadow-rose-500/30">
          {name.slice(0, 1) || <UserRound className="size-9" aria-hidden />}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-lg font-semibold break-words text-gray-900" data-testid="profile-name">
            {name}
          </p>
          {me.data && <TierBadge isSubscribed={me.data.subscription.isSubscribed} tier={me.data.subscription.tier} />}
        </div>
        <p className="text-sm break-all text-gray-600">
          @<span data-testid="profile-username">{username}</span>
          <span aria-hidden> · </span>
          <span data-testid="profile-email">{email}</span>
        </p>
      </div>
      {profile && (
        <div className="w-full shrink-0 sm:w-48">
          <p className="mb-1.5 flex justify-between text-sm">
            <span className="text-gray-600">Profile complete</span>
            <span className="font-semibold text-gray-900 tabular-nums" data-testid="profile-completion">
              {profile.completion.percent}%
            </span>
          </p>
          <ProgressBar percent={profile.completion.percent} label="Profile completion" />
        </div>
      )}
    </Card>
  );
}
