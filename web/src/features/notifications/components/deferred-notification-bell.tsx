/**
 * The top bar's bell with its panel's Radix code loaded after the page's first
 * render (lib/deferred-component.tsx, decision 0038). The bell and its live
 * count show at once; a click before the code is here opens the panel when it
 * arrives.
 */
import { deferredComponent } from '#web/lib/deferred-component.tsx';
import { BellStandIn } from './bell-face';

export const NotificationBell = deferredComponent<object>(
  () => import('./notification-bell').then((module) => module.NotificationBell),
  BellStandIn,
);
