/**
 * The top bar's member parts (core spec "Screens and routes"): the 'Liked You' link when the
 * plan includes it, the notification bell, the dashboard and sign-out. They read the
 * member's data and call Amplify, so they load with the member runtime
 * (app/member-runtime.tsx), never for a visitor.
 */
import { signOut } from '../../lib/session';
import { clsx } from 'clsx';
import { LayoutDashboard, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/me';
import { showError } from '../../lib/toast';
import { CountBadge } from '../ui/count-badge';
import { iconButtonClass, navLinkClass } from './top-bar';

function useSignOutAndLeave() {
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
    } catch {
      showError(MESSAGES.generic.error);
      return;
    }
    navigate(paths.home.getHref(), { replace: true });
  };
}

/**
 * The links only some members get: 'Liked You' when the subscription includes
 * seeing who liked you (core spec "Screens and routes"), 'Elite Matches' while
 * Elite, 'Introductions' while a matchmaker waits for my answer, and 'Staff'
 * for matchmakers and moderators (decisions 0022 and 0023).
 */
export function MemberNavLinks({ onClick }: { onClick?: () => void }) {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <>
      {me.subscription.features.seeWhoLikedYou && (
        <NavLink to={paths.whoLikedYou.getHref()} className={navLinkClass} onClick={onClick}>
          Liked You
        </NavLink>
      )}
      {me.subscription.tier === 'elite' && (
        <NavLink to={paths.eliteMatches.getHref()} className={navLinkClass} onClick={onClick}>
          Elite Matches
        </NavLink>
      )}
      {me.pendingIntroductions > 0 && (
        <NavLink
          to={paths.introductions.getHref()}
          className={(state) => clsx(navLinkClass(state), 'relative')}
          onClick={onClick}
        >
          Introductions
          <CountBadge count={me.pendingIntroductions} className="-top-1 -right-1" />
          <span className="sr-only"> waiting for your answer</span>
        </NavLink>
      )}
      {me.staffRoles.length > 0 && (
        <NavLink to={paths.staff.getHref()} className={navLinkClass} onClick={onClick}>
          Staff
        </NavLink>
      )}
    </>
  );
}

/**
 * Notifications, and from `md` up the dashboard and sign-out icons. The bell
 * is a feature (features/notifications), so the member runtime passes it in.
 */
export function MemberActions({ notifications }: { notifications: ReactNode }) {
  const signOutAndLeave = useSignOutAndLeave();
  return (
    <>
      {notifications}
      <Link
        to={paths.dashboard.getHref()}
        className={clsx(iconButtonClass, 'hidden md:inline-flex')}
        aria-label="Profile dashboard"
      >
        <LayoutDashboard className="size-5" aria-hidden />
      </Link>
      <button
        type="button"
        onClick={signOutAndLeave}
        className={clsx(iconButtonClass, 'hidden md:inline-flex')}
        aria-label="Sign out"
      >
        <LogOut className="size-5" aria-hidden />
      </button>
    </>
  );
}

/** The dashboard and sign-out entries of the phone menu. */
export function MemberMenuActions({ onNavigate }: { onNavigate: () => void }) {
  const signOutAndLeave = useSignOutAndLeave();
  return (
    <>
      <NavLink to={paths.dashboard.getHref()} className={navLinkClass} onClick={onNavigate}>
        <span className="inline-flex items-center gap-2">
          <LayoutDashboard className="size-4" aria-hidden /> Profile dashboard
        </span>
      </NavLink>
      <button type="button" onClick={signOutAndLeave} className={clsx(navLinkClass({ isActive: false }), 'text-left')}>
        <span className="inline-flex items-center gap-2">
          <LogOut className="size-4" aria-hidden /> Sign out
        </span>
      </button>
    </>
  );
}
