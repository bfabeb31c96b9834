/** GET /staff/elite/requests: paid requests still open, oldest payment first, a page at a time. Matchmakers only. */
import { api } from '#web/lib/api-client.ts';
import { useCursorPages } from '#web/lib/cursor-pages.ts';
import { staffKeys } from './keys';

export const useEliteQueue = () =>
  useCursorPages(staffKeys.eliteQueue, (cursor) => api('listEliteQueue', { query: { cursor } }));
