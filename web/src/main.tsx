/**
 * The entry: a few kilobytes that run as soon as they arrive, before React and
 * the app's code, which the app shell asks for beside it (decision 0039). For
 * a member's tab it starts what the first render will wait for: the runtime
 * config and, on a page that opens on data (the deck), that data and the
 * page's code (lib/early-member-request.ts). Then it starts the app
 * (start.tsx). The stylesheet is imported here so that it stays a <link> in
 * the document.
 */
import { requestRuntimeConfigEarly } from './config/runtime-config-request';
import { EARLY_PAGE_CODE } from './app/early-page-code';
import { browserEnvironment, startEarlyMemberRequest } from './lib/early-member-request';
import { hasStoredSession } from './lib/stored-session';
import { yieldToMain } from './lib/yield-to-main';
import './index.css';

// zod compiles object schemas with new Function() where it may; the site's CSP forbids eval (as it
// should), and zod's probe for it is itself a reported CSP violation. Browsers parse with the
// interpreter (the Lambdas keep the compiled parsers). zod keeps its settings on this global, so the
// setting holds whether zod's code has loaded yet or not, and the entry carries none of zod.
const zodSettings = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodSettings.jitless = true;

if (hasStoredSession()) {
  requestRuntimeConfigEarly();
  startEarlyMemberRequest(browserEnvironment(EARLY_PAGE_CODE));
}
// The app's code is evaluated in three tasks, not one: React DOM, then the router, then the app. Each is
// tens of milliseconds on a phone; in between, the browser may paint and handle input (decision 0043).
void import('react-dom/client')
  .then(yieldToMain)
  .then(() => import('./app/router'))
  .then(yieldToMain)
  .then(() => import('./start'))
  .then(({ startApp }) => startApp());
