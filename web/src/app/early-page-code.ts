import type { EarlyPageCode } from '../lib/early-member-request';

/**
 * The route module of each page that opens on data, which the entry asks for
 * beside that data (lib/early-member-request.ts, decisions 0039 and 0060). Here, in
 * app/, because these are the router's modules; early-page-code.test.ts
 * checks each is the module the router renders at its path.
 */
export const EARLY_PAGE_CODE: EarlyPageCode = {
  // '/' renders the landing route, which loads the member's home only for a member: the entry runs this
  // only for a member's tab, so both are asked for at once.
  '/': () => Promise.all([import('./routes/landing'), import('./routes/members-home')]).then(([landing]) => landing),
  '/discover': () => import('./routes/discover'),
  '/matches': () => import('./routes/matches'),
  '/messages': () => import('./routes/messages'),
  '/profile': () => import('./routes/profile'),
  '/profile/dashboard': () => import('./routes/dashboard'),
  '/messages/:matchId': () => import('./routes/conversation'),
};
