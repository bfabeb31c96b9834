import { useEffect, type ReactNode } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { ConfigError } from '../config-error';
import { useAuth } from '../../lib/auth';
import { markFirstContentShown } from '../../lib/first-content';
import { useRealtimeStatus } from '../../lib/realtime/realtime-store';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/**
 * What a route tells the layout: `siteFooter` for the public pages; `firstContentFromPage` for a page
 * that opens on data and says itself when its first content is shown (lib/first-content.ts). Any other
 * page's first content is the page as first rendered.
 */
export type RouteHandle = { siteFooter?: boolean; firstContentFromPage?: boolean };

/**
 * The page's frame, carrying the socket's state (`data-realtime`, for support and for tests that must not
 * act before it is open). A component of its own: a change of that state re-renders this element only,
 * not the page inside it (the children are the same elements), where the whole page was rendered again,
 * in one blocking task, when the socket opened.
 */
function RealtimeFrame({ children }: { children: ReactNode }) {
  const realtime = useRealtimeStatus();
  return (
    <div
      className="min-h-dvh bg-gradient-to-b from-rose-50/60 via-white to-white text-gray-900"
      data-realtime={realtime}
    >
      {children}
    </div>
  );
}

/**
 * Every page: the fixed top bar, then the page below it, and the site footer
 * on the public pages (their routes' handle says so). Once the member
 * runtime has loaded, its extras (toasts; for members the realtime connection
 * that announces new messages and matches on any page) join at the end, where
 * adding them leaves the page in place.
 */
export function AppLayout() {
  const navigation = useNavigation();
  const { status, runtime, runtimeError } = useAuth();
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  const siteFooter = handles.some((handle) => handle.siteFooter);
  const firstContentFromPage = handles.some((handle) => handle.firstContentFromPage);
  useEffect(() => {
    if (!firstContentFromPage) markFirstContentShown();
  }, [firstContentFromPage]);
  return (
    <RealtimeFrame>
      <TopBar />
      {navigation.state === 'loading' && (
        <div
          className="fixed inset-x-0 top-16 z-50 h-0.5 overflow-hidden bg-rose-100"
          role="progressbar"
          aria-label="Loading page"
        >
          <div className="h-full w-1/3 animate-[loading-bar_1s_ease-in-out_infinite] bg-rose-500" />
        </div>
      )}
      <main className="pt-16">{runtimeError ? <ConfigError error={runtimeError} /> : <Outlet />}</main>
      {siteFooter && <SiteFooter />}
      {runtime && <runtime.ShellExtras signedIn={status === 'signedIn'} />}
    </RealtimeFrame>
  );
}
