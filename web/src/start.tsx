/**
 * Start-up (decision 0021), once main.tsx has started a member's early
 * requests. A public page arrives prerendered: a visitor's browser loads the
 * route's code and hydrates it, with no auth code at all. A browser holding a
 * member's session renders from scratch instead, because the member sees
 * something else than the prerendered visitor's page, and starts the member
 * runtime at once: the runtime config (already requested by main.tsx), then
 * the session Amplify stored, with Amplify itself loading only when the
 * session needs it (lib/session.ts, decisions 0037 and 0044). The app
 * shell (member pages) renders the same way.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App } from './app';
import { appRoutes, createAppRouter } from './app/router';
import { loadMemberRuntime, setMemberRuntimeLoader } from './lib/auth';
import { revealBelowFoldWhenIdle } from './lib/reveal-below-fold';
import { registerServiceWorker } from './lib/service-worker';
import { hasStoredSession } from './lib/stored-session';

const container = document.getElementById('root')!;
const prerendered = container.hasAttribute('data-prerendered');

/**
 * Hydration must render what the build rendered, so the matched routes' lazy
 * modules load first (React Router would otherwise show its fallback and
 * throw the prerendered page away).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The page's head tags came with the prerendered HTML; React renders its own as it hydrates, so these step aside, all
 * but the title. React adopts the document's first title as its own and sets its text when it commits; removed, the
 * page had no title for the whole sliced hydration (an axe check caught /auth without one), and a tab or a bookmark
 * made meanwhile had none. The other tags go: React adopts a meta or link only where its attributes match, and one
 * written at build time for another origin or address would stay beside React's.
 */
function removePrerenderedHead(): void {
  for (const element of document.head.querySelectorAll('[data-prerendered-head]')) {
    if (element.tagName === 'TITLE') element.removeAttribute('data-prerendered-head');
    else element.remove();
  }
}

async function start(): Promise<void> {
  const member = hasStoredSession();
  if (member) void loadMemberRuntime().catch(() => undefined);
  if (prerendered && !member) {
    await loadMatchedRoutes(appRoutes);
    removePrerenderedHead();
    // A transition hydrates in slices that give the main thread back every few
    // milliseconds (a default-priority hydration is one long task): the page is
    // already painted, and a tap meanwhile is handled first (decision 0021).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={createAppRouter()} />
        </StrictMode>,
      );
    });
  } else {
    removePrerenderedHead();
    const root = createRoot(container);
    // As a transition, React renders the member's page in slices that give the main thread back every
    // few milliseconds; a default-priority first render of the whole shell is one long task.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={createAppRouter()} />
        </StrictMode>,
      );
    });
  }
}

/** Called once by main.tsx. */
export function startApp(): void {
  // lib/auth.tsx loads the member runtime but may not import app/: the loader is handed in here.
  setMemberRuntimeLoader(() => import('./app/member-runtime'));
  void start();
  registerServiceWorker();
  revealBelowFoldWhenIdle();
}
