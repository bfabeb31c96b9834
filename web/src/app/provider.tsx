import type { ReactNode } from 'react';

/**
 * App-wide providers. Deliberately none on every page: the session is a
 * module store (lib/auth.tsx), and the query client, toasts and realtime
 * connection come with the member runtime (app/member-runtime.tsx), which the
 * layout and member screens render once it has loaded (decision 0021).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
