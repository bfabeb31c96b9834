/**
 * The member's session, as React state: {status, user}, plus the member
 * runtime once it has loaded. Amplify keeps the tokens (localStorage) and
 * refreshes them; the runtime (app/member-runtime.tsx) reads its state once at
 * start and then follows the Hub 'auth' channel. Screens ask `useAuth()`,
 * never Amplify, whether someone is signed in.
 *
 * This module is on every page, so it imports no Amplify, no TanStack Query
 * and no API client (decision 0021): a visitor with no stored session is
 * signed out at once and loads none of them. A stored session, the sign-in
 * page, or a member-only action loads the runtime (`loadMemberRuntime`).
 *
 * The runtime itself is app/ code (it puts features into the top bar), and
 * lib/ never imports app/ (docs/architecture.md): this module says what a
 * runtime is, and the app's start hands in how to load it
 * (`setMemberRuntimeLoader`).
 */
import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { MemberPageMeta } from '../components/page-meta';
import { PageSpinner } from '../components/ui/spinner';
import { hasStoredSession } from './stored-session';
import { yieldToMain } from './yield-to-main';

/** Amplify's AuthUser's two fields; a stored session gives the same two before Amplify has loaded. */
export type MemberUser = { username: string; userId: string };

export type MemberRuntime = {
  /** Member content renders inside it: the app's one query client. */
  MemberScope: ComponentType<{ children: ReactNode }>;
  /** Rendered once by the layout: toasts, and for a member the realtime connection and its notifications. */
  ShellExtras: ComponentType<{ signedIn: boolean }>;
  topBar: {
    /** 'Liked You', 'Elite Matches', 'Introductions' and 'Staff', each for the members it concerns. */
    NavLinks: ComponentType<{ onClick?: () => void }>;
    Actions: ComponentType;
    MenuActions: ComponentType<{ onNavigate: () => void }>;
  };
  signOut: () => Promise<void>;
};

/** The runtime's module (app/member-runtime.tsx): it starts once, publishing the auth state as it changes. */
export type MemberRuntimeModule = {
  startMemberRuntime: (publish: (state: Partial<AuthState>) => void) => Promise<MemberRuntime>;
};

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';
export type AuthState = {
  status: AuthStatus;
  user: MemberUser | null;
  /** The loaded member runtime (Amplify configured, the query client, toasts); null until something needs it. */
  runtime: MemberRuntime | null;
  /** Why the runtime could not start (most often /runtime-config.json), shown instead of the page. */
  runtimeError: unknown;
};

/** What the prerendered pages are rendered with, and what a visitor without a stored session starts from. */
const VISITOR: AuthState = { status: 'signedOut', user: null, runtime: null, runtimeError: null };

let state: AuthState = hasStoredSession() ? { ...VISITOR, status: 'loading' } : VISITOR;
const listeners = new Set<() => void>();

/** Called by the member runtime as Amplify's state changes. */
export function publishAuthState(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => VISITOR,
  );
}

let loading: Promise<MemberRuntime> | undefined;
let loadRuntimeModule: (() => Promise<MemberRuntimeModule>) | undefined;

/** Called once by the app's start (start.tsx), before anything may load the runtime. */
export function setMemberRuntimeLoader(load: () => Promise<MemberRuntimeModule>): void {
  loadRuntimeModule = load;
}

/**
 * Loads and starts the member runtime once: /runtime-config.json, then the
 * session (from storage when a live one is stored, else from Amplify). The
 * auth state follows through `publishAuthState`; Amplify itself is reached
 * through lib/session.ts, which waits for it (decision 0037).
 */
export function loadMemberRuntime(): Promise<MemberRuntime> {
  // The API client is imported on its own first. It is part of the runtime's graph, so nothing more is
  // fetched; but the app shell preloads all of that code (decision 0039), and importing code that is
  // already there evaluates it at once: the app's start, the API client and the runtime would be one
  // long task. A yield before each keeps them tasks of their own, so a phone's main thread is free
  // between them.
  loading ??= yieldToMain()
    .then(() => import('./api-client'))
    .then(yieldToMain)
    .then(() => {
      if (!loadRuntimeModule) throw new Error('The member runtime was asked for before the app started.');
      return loadRuntimeModule();
    })
    .then(({ startMemberRuntime }) => startMemberRuntime(publishAuthState))
    .catch((error: unknown) => {
      console.error(error);
      // A later attempt (a reload, the next page that needs it) may succeed.
      loading = undefined;
      publishAuthState({ status: 'signedOut', runtimeError: error });
      throw error;
    });
  return loading;
}

/**
 * Starts loading the runtime as soon as the visitor touches the page (the
 * sign-in page: a pointer, a key or focus), so Amplify is ready by the time a
 * form is sent, and a visitor who only reads loads none of it.
 */
export function usePreloadMemberRuntime(): void {
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const start = () => {
      for (const event of events) window.removeEventListener(event, start, true);
      loadMemberRuntime().catch(() => undefined);
    };
    for (const event of events) window.addEventListener(event, start, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, start, true);
    };
  }, []);
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
  const { runtime } = useAuth();
  useEffect(() => {
    if (active && runtime) void runtime.signOut().catch(() => undefined);
  }, [active, runtime]);
}

/** Member content: inside the runtime's query client. Only rendered once signed in, when the runtime is there. */
export function MemberScope({ children }: { children: ReactNode }) {
  const { runtime } = useAuth();
  if (!runtime) return <PageSpinner />;
  return <runtime.MemberScope>{children}</runtime.MemberScope>;
}

/**
 * Renders its children for members only; signed-out visitors go to /auth.
 * `title` names the page in the tab (member pages are never indexed); false
 * when the page sets its own head (PageMeta).
 */
export function ProtectedRoute({ title, children }: { title: string | false; children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'signedOut') return <Navigate to={paths.auth.getHref()} replace state={{ from: location.pathname }} />;
  return (
    <>
      {title !== false && <MemberPageMeta title={title} />}
      {status === 'loading' ? <PageSpinner /> : <MemberScope>{children}</MemberScope>}
    </>
  );
}
