/**
 * Everything a member needs and a visitor does not (decision 0021): the
 * deploy-time config, Amplify Auth, the query client, toasts, the realtime
 * connection and the top bar's member parts. lib/auth.tsx loads this module,
 * through the loader start.tsx hands it, when a session is stored, when the
 * sign-in page opens, or when a member-only action needs it; it then follows
 * Amplify's session and publishes it.
 *
 * Start-up order inside: load /runtime-config.json, then the session: a live
 * one stored signs the member in at once and Amplify loads only when the
 * session needs it (decision 0044); otherwise Amplify loads, is configured and
 * decides (decision 0037).
 * Nothing calls Amplify before it is configured: lib/session.ts goes through
 * the one start registered here.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { MemberActions, MemberMenuActions, MemberNavLinks } from '../components/layout/top-bar-member';
import { NotificationBell } from '../features/notifications/components/deferred-notification-bell';
import { loadRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { ModerationNotices } from '../features/moderation-notices/components/moderation-notices';
import { refreshTimeZoneWhenIdle } from '../lib/browser-time-zone';
import { whenIdleAfterFirstContent } from '../lib/first-content';
import { ApiError } from '../lib/api-client';
import type { AuthState, MemberRuntime, MemberUser } from '../lib/auth';
import { RealtimeConnection } from '../lib/realtime/realtime-provider';
import { useRealtimeNotifications } from '../lib/realtime/use-realtime-notifications';
import { useReportViewing } from '../lib/realtime/use-report-viewing';
import { setAmplifyStarter, signOut, type AmplifyAuth } from '../lib/session';
import { SESSION_CHECK_INTERVAL_MS, checkSession } from '../lib/session-refresh';
import { browserStorage, storedMember } from '../lib/stored-session';
import { ToasterHost } from '../lib/toast';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Retrying a 4xx answers the same; retry only what may pass next time.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

const queryClient = createQueryClient();

function MemberScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Wraps a component in the query client, so each piece can be rendered wherever the shell puts it. */
function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Scoped = (props: P) => (
    <MemberScope>
      <Component {...props} />
    </MemberScope>
  );
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`;
  return Scoped;
}

/** What the shell does with pushed frames, whatever screen is open. */
function MemberNotifications() {
  useRealtimeNotifications();
  useReportViewing();
  // Once per browser, when idle: a push subscription made before decision 0075 is registered again (web-push.ts).
  useEffect(
    () =>
      whenIdleAfterFirstContent(() => {
        void import('../lib/web-push').then(({ registerPushOnce }) => registerPushOnce()).catch(() => undefined);
      }, 5_000),
    [],
  );
  return null;
}

function ShellExtras({ signedIn }: { signedIn: boolean }) {
  return (
    <MemberScope>
      {signedIn && (
        <>
          <RealtimeConnection />
          <MemberNotifications />
          <ModerationNotices />
        </>
      )}
      <ToasterHost />
    </MemberScope>
  );
}

/** The top bar's member icons, with the notification bell (a feature) in its place. */
function MemberActionsWithBell() {
  return <MemberActions notifications={<NotificationBell />} />;
}

const runtime: MemberRuntime = {
  MemberScope,
  ShellExtras,
  topBar: {
    NavLinks: scoped(MemberNavLinks),
    Actions: scoped(MemberActionsWithBell),
    MenuActions: scoped(MemberMenuActions),
  },
  signOut: () => signOut(),
};

/**
 * Called once, by lib/auth.tsx's loadMemberRuntime. With a live session
 * stored, the member is signed in at once from it and Amplify loads when the
 * session needs it (decisions 0037 and 0044); otherwise Amplify loads now and
 * decides.
 */
export async function startMemberRuntime(publish: (state: Partial<AuthState>) => void): Promise<MemberRuntime> {
  // The zone a member's requests carry is read from storage; it is checked again when nothing else runs.
  refreshTimeZoneWhenIdle();
  const config = await loadRuntimeConfig();
  setRuntimeConfig(config);

  let sessionTimer: number | undefined;
  let current: MemberUser | null = null;
  const signedIn = (user: MemberUser) => {
    window.clearInterval(sessionTimer);
    sessionTimer = window.setInterval(() => {
      checkSession().catch(() => {
        // Network trouble: the next tick tries again; a dead session arrives as tokenRefresh_failure.
      });
    }, SESSION_CHECK_INTERVAL_MS);
    // Amplify confirming the stored session changes nothing on screen.
    if (current?.userId === user.userId && current.username === user.username) return;
    current = { username: user.username, userId: user.userId };
    publish({ status: 'signedIn', user: current, runtime });
  };
  const signedOut = () => {
    window.clearInterval(sessionTimer);
    current = null;
    publish({ status: 'signedOut', user: null, runtime });
  };

  let starting: Promise<AmplifyAuth> | undefined;
  const startAmplify = () =>
    (starting ??= (async () => {
      const [auth, { Hub }, { configureAmplify }] = await Promise.all([
        import('aws-amplify/auth'),
        import('aws-amplify/utils'),
        import('../lib/amplify'),
      ]);
      configureAmplify(config);
      Hub.listen('auth', ({ payload }) => {
        switch (payload.event) {
          case 'signedIn':
            // Another member may have used this browser: nothing cached may leak across.
            queryClient.clear();
            signedIn(payload.data);
            break;
          case 'signedOut':
            queryClient.clear();
            signedOut();
            break;
          case 'tokenRefresh_failure':
            // The refresh token is dead or revoked: the session cannot recover.
            void auth.signOut().catch(signedOut);
            break;
        }
      });
      const user = await auth.getCurrentUser().catch(() => null);
      if (user) signedIn(user);
      else signedOut();
      return auth;
    })().catch((error: unknown) => {
      // A later call (the next request, a sign-out) tries again.
      starting = undefined;
      throw error;
    }));
  setAmplifyStarter(startAmplify);

  const storage = browserStorage();
  const stored = storage && storedMember(storage, config.userPoolClientId);
  if (stored) {
    // Amplify waits until the session needs it: the 30-second check finds the stored token near its
    // end, a request finds it too old, or the member signs out (lib/session.ts, decision 0044).
    signedIn(stored);
  } else {
    await startAmplify();
  }
  return runtime;
}
