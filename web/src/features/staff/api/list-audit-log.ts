/** GET /staff/audit: the append-only log of staff actions, newest first. Moderators only. */
import { api } from '#web/lib/api-client.ts';
import { useCursorPages } from '#web/lib/cursor-pages.ts';
import { staffKeys } from './keys';

export const useAuditLog = () =>
  useCursorPages(staffKeys.audit, (cursor) => api('listAuditLog', { query: { cursor } }));
