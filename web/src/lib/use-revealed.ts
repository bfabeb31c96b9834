/**
 * Whether a part of the page below the fold may render yet (decision 0060). Until it may, neither its code
 * (a lazy module) nor its queries are asked for, so the page's first content has the phone's network and
 * main thread to itself. Once the page's first content is shown (a member who touches or types counts as
 * shown), it renders when it comes within REVEAL_MARGIN of the viewport, or when the main thread is idle (so a page
 * read whole, by a screen reader, a find in page or a test, holds every part soon after it loads), or at
 * once when `eager` (a link to one of its sections: the target must not move as the parts above it fill).
 * The reveal is a transition: React renders it in slices, between which the browser handles input.
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { onFirstContentShown, whenIdleAfterFirstContent } from './first-content';

/** How far below the viewport a part starts to render: about a screen, so it is there when scrolled to. */
export const REVEAL_MARGIN = '600px 0px';
/** After the first content, at the latest this long for an idle main thread. */
const IDLE_TIMEOUT_MS = 4_000;

export function useRevealed(target: RefObject<Element | null>, eager = false): boolean {
  const [revealed, setRevealed] = useState(eager);
  useEffect(() => {
    if (revealed) return;
    let done = false;
    const reveal = () => {
      if (done) return;
      done = true;
      startTransition(() => setRevealed(true));
    };
    if (eager) {
      reveal();
      return;
    }
    // Nothing below the fold starts before the first content, even if it is near the screen already.
    let observer: IntersectionObserver | undefined;
    const cancelFirstContent = onFirstContentShown(() => {
      const element = target.current;
      if (element && typeof IntersectionObserver === 'function') {
        observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), {
          rootMargin: REVEAL_MARGIN,
        });
        observer.observe(element);
      }
    });
    const cancelIdle = whenIdleAfterFirstContent(reveal, IDLE_TIMEOUT_MS);
    return () => {
      cancelFirstContent();
      observer?.disconnect();
      cancelIdle();
    };
  }, [revealed, eager, target]);
  return revealed;
}
