/**
 * Leaving for Stripe (Checkout or the customer portal) in the same tab
 * (decision 0016: `window.open` after an await is stopped by popup blockers).
 */
import { useCallback, useEffect, useState } from 'react';

/** Only web URLs: whatever answer arrives, the browser is never pointed at `javascript:` or the like. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * `go(url)` navigates this tab and keeps `redirecting` true until the page
 * unloads, so the button keeps its spinner while Stripe loads. Back from
 * Stripe, the browser may restore this page from its back-forward cache just
 * as it was left, spinner included; `pageshow` with `persisted` resets it.
 */
export function useExternalRedirect(): { redirecting: boolean; go: (url: string) => void } {
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const go = useCallback((url: string) => {
    if (!isWebUrl(url)) throw new Error('Refusing to navigate to a non-web URL');
    setRedirecting(true);
    window.location.assign(url);
  }, []);

  return { redirecting, go };
}
