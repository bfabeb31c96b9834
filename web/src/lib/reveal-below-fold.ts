/**
 * The sections below the fold skip rendering until they near the viewport (`.below-fold`, index.css), so
 * the first paint costs the hero alone. Once the page has loaded and the main thread is idle, each section
 * is rendered for good, one per idle slot so that no slot is a long task: a page captured whole (a
 * full-page screenshot, a reader's "save as image") or read by a tool that does not scroll then holds
 * every section, not the blank placeholders `contain-intrinsic-size` reserves. Print needs no wait
 * (index.css's print rule).
 */
import { whenIdle } from './when-idle';

/** Each slot waits for idle, and at the latest this long. */
const SLOT_TIMEOUT_MS = 2_000;

/** Set on <html> once every section has been rendered: from then on, sections rendered later show at once too. */
export const BELOW_FOLD_RENDERED = 'data-below-fold-rendered';

export function revealBelowFoldWhenIdle(root: Document = document): void {
  const start = () => {
    const sections = [...root.querySelectorAll<HTMLElement>('.below-fold')];
    const next = () => {
      const section = sections.shift();
      if (!section) {
        // Sections a client render adds later (a page opened in the app, a dev server's page) need no slot of their own.
        root.documentElement.setAttribute(BELOW_FOLD_RENDERED, '');
        return;
      }
      // Inline, so React (which renders the class, never a style on these sections) leaves it in place.
      section.style.contentVisibility = 'visible';
      whenIdle(next, SLOT_TIMEOUT_MS);
    };
    whenIdle(next, SLOT_TIMEOUT_MS);
  };
  if (root.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
