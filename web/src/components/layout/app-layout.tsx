import { Outlet, useNavigation } from 'react-router';
import { useRealtime } from '../../lib/realtime/realtime-provider';
import { useRealtimeNotifications } from '../../lib/realtime/use-realtime-notifications';
import { TopBar } from './top-bar';

/** Every page: the fixed top bar, then the page below it; new messages and matches are announced on any of them. */
export function AppLayout() {
  const navigation = useNavigation();
  useRealtimeNotifications();
  const { status } = useRealtime();
  return (
    // data-realtime: the socket's state, for support and for tests that must not act before it is open.
    <div className="min-h-dvh bg-gradient-to-b from-rose-50/60 via-white to-white text-gray-900" data-realtime={status}>
      <TopBar />
      {navigation.state === 'loading' && (
        <div className="fixed inset-x-0 top-16 z-50 h-0.5 overflow-hidden bg-rose-100" role="progressbar" aria-label="Loading page">
          <div className="h-full w-1/3 animate-[loading-bar_1s_ease-in-out_infinite] bg-rose-500" />
        </div>
      )}
      <main className="pt-16">
        <Outlet />
      </main>
    </div>
  );
}
