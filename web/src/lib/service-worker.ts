/**
 * Registers the service worker (src/service-worker/sw.ts) in built apps only:
 * the dev server serves modules, not the hashed files it caches. Once it is
 * active, the page hands it the code it has loaded, which was fetched before
 * any worker could see it, so the next visit needs no network for code.
 */
import { whenIdleAfterFirstContent } from './first-content';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      const registration = await navigator.serviceWorker.ready;
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${location.origin}/assets/`));
      registration.active?.postMessage({ type: 'cache-code', urls });
    } catch (error) {
      // Without a worker the site works as before, from the network.
      console.warn('Service worker not registered', error);
    }
  };
  // After the load event, once the page's first content is shown and the main thread is idle: installing
  // the worker fetches the shell and the entry's code again, and a member's page is still fetching its
  // own code and data at load.
  const registerWhenIdle = () => whenIdleAfterFirstContent(() => void register(), 5_000);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
