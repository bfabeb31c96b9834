import type { EarlyPageCode } from '../lib/early-member-request';

/**
 * The route module of each page that opens on data, which the entry asks for
 * beside that data (lib/early-member-request.ts, decision 0039). Here, in
 * app/, because these are the router's modules; early-page-code.test.ts
 * checks each is the module the router renders at its path.
 */
export const EARLY_PAGE_CODE: EarlyPageCode = {
  '/discover': () => import('./routes/discover'),
};
