/**
 * A member's page shows its first content: the deck's first card with its photo, or for pages that open
 * without waiting for data, the page itself. Until then the page's own code, data and first photo have
 * the phone's network and main thread to themselves; what can wait (Amplify, the code of menus and
 * panels, the service worker, the bell's count, the deck's next page) waits for this moment and then for
 * an idle main thread (decision 0039). A page that never says so (a slow photo, a background tab) is
 * treated as shown after FIRST_CONTENT_FALLBACK_MS, and so is one the member has started to use.
 *
 * No React here: the entry's early modules use it too.
 */
import { whenIdle } from './when-idle';

export const FIRST_CONTENT_FALLBACK_MS = 3_000;

let shown = false;
let fallback: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** The page's first content is on screen (called once by the page; later calls do nothing). */
export function markFirstContentShown(): void {
  if (shown) return;
  shown = true;
  if (fallback !== undefined) clearTimeout(fallback);
  fallback = undefined;
  globalThis.removeEventListener?.('pointerdown', markFirstContentShown, true);
  globalThis.removeEventListener?.('keydown', markFirstContentShown, true);
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

function armFallback(): void {
  if (shown || fallback !== undefined) return;
  fallback = setTimeout(markFirstContentShown, FIRST_CONTENT_FALLBACK_MS);
  // A member who taps or types is using the page: nothing waits for a photo any more.
  globalThis.addEventListener?.('pointerdown', markFirstContentShown, { capture: true, passive: true });
  globalThis.addEventListener?.('keydown', markFirstContentShown, { capture: true, passive: true });
}

/** A frame's content that is drawn but not yet on screen waits this long at most for the browser's report. */
export const PRESENTED_FALLBACK_MS = 500;

/**
 * Calls `done` once what the page has just drawn is on screen: the browser's next largest-paint report
 * (its time is when the frame was presented, which comes after the frame's own callbacks), two turns of
 * the event loop after a frame where browsers have no such report, and after PRESENTED_FALLBACK_MS when
 * no report comes (a smaller element than one painted before is not reported).
 */
export function whenPresented(done: () => void): void {
  let finished = false;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    observer?.disconnect();
    clearTimeout(timer);
    done();
  };
  const timer = setTimeout(finish, PRESENTED_FALLBACK_MS);
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const since = performance.now();
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint' });
  } else {
    requestAnimationFrame(() => setTimeout(finish));
  }
}

/** Runs `listener` once the first content is shown (at once if it is). Returns a cancel function. */
export function onFirstContentShown(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => undefined;
  }
  armFallback();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `whenIdle` (same arguments), counted from the moment the first content is shown. */
export function whenIdleAfterFirstContent(work: () => void, timeoutMs: number, fallbackMs?: number): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelWait = onFirstContentShown(() => {
    cancelIdle = whenIdle(work, timeoutMs, fallbackMs);
  });
  return () => {
    cancelWait();
    cancelIdle?.();
  };
}

/** Whether the first content is shown (use-first-content-shown.ts subscribes React to it). */
export function isFirstContentShown(): boolean {
  return shown;
}

/** Tests start from a page that has shown nothing yet. */
export function forgetFirstContent(): void {
  shown = false;
  if (fallback !== undefined) clearTimeout(fallback);
  fallback = undefined;
  listeners.clear();
}
