/**
 * The member's session, as React state: {status, user}. Amplify keeps the
 * tokens (localStorage) and refreshes them; this reads its state once at start
 * and then follows the Hub 'auth' channel. Screens ask `useAuth()`, never
 * Amplify, whether someone is signed in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { getCurrentUser, signOut, type AuthUser } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { PageSpinner } from '../components/ui/spinner';
import { SESSION_CHECK_INTERVAL_MS, checkSession } from './session-refresh';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';
export type AuthState = { status: AuthStatus; user: AuthUser | null };

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    let active = true;
    const refreshUser = () =>
      getCurrentUser().then(
        (user) => active && setState({ status: 'signedIn', user }),
        () => active && setState({ status: 'signedOut', user: null }),
      );
    void refreshUser();

    const stop = Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
        case 'signedIn':
          // Another member may have used this browser: nothing cached may leak across.
          queryClient.clear();
          setState({ status: 'signedIn', user: payload.data });
          break;
        case 'signedOut':
          queryClient.clear();
          setState({ status: 'signedOut', user: null });
          break;
        case 'tokenRefresh_failure':
          // The refresh token is dead or revoked: the session cannot recover.
          void signOut().catch(() => setState({ status: 'signedOut', user: null }));
          break;
      }
    });
    return () => {
      active = false;
      stop();
    };
  }, [queryClient]);

  useEffect(() => {
    if (state.status !== 'signedIn') return;
    const timer = window.setInterval(() => {
      checkSession().catch(() => {
        // Network trouble: the next tick tries again; a dead session arrives as tokenRefresh_failure.
      });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [state.status]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * Navigation state for "go home, then sign out" (after deleting the account).
 * Signing out on a guarded page makes its guard redirect to /auth at once,
 * and that redirect wins over a navigation home that is still loading (the
 * router renders navigations as transitions; the sign-out is urgent). So the
 * page navigates home with this state, and home signs out once it is on
 * screen (useSignOutOnArrival).
 */
export const SIGNING_OUT_STATE = { signingOut: true } as const;

export function isSigningOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signingOut?: unknown }).signingOut === true;
}

/** Signs out once the page using it is on screen, when `active`. A local sign-out never throws. */
export function useSignOutOnArrival(active: boolean): void {
  useEffect(() => {
    if (active) void signOut().catch(() => undefined);
  }, [active]);
}

/** Renders its children for members only; signed-out visitors go to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signedOut') return <Navigate to={paths.auth.getHref()} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
