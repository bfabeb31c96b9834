/**
 * In-page links to a section that renders late: '/#pricing' lands on a lazily
 * loaded page, so the browser's own jump to the anchor finds nothing. The
 * section calls this hook, which scrolls to it once it is on screen, and
 * again whenever a link to the same hash is followed (a new history entry).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Smooth, unless the member asked the system for less motion ('instant' also overrides html's smooth scrolling). */
export function scrollBehavior(reducedMotion: boolean): ScrollBehavior {
  return reducedMotion ? 'instant' : 'smooth';
}

export function useScrollToHash(id: string): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== `#${id}`) return;
    const target = document.getElementById(id);
    if (!target) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // After this paint, so the layout above the section is in place.
    const frame = requestAnimationFrame(() =>
      target.scrollIntoView({ behavior: scrollBehavior(reducedMotion), block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, key, id]);
}
