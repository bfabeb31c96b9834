/** GET /staff/reports: open reports newest first, or reported members with the most open reports first. Moderators only. */
import type { ReportOrder } from '#shared/schemas/staff.ts';
import { api } from '#web/lib/api-client.ts';
import { useCursorPages } from '#web/lib/cursor-pages.ts';
import { staffKeys } from './keys';

export const useReportsQueue = (order: ReportOrder) =>
  useCursorPages(staffKeys.reports(order), (cursor) => api('listReportsQueue', { query: { order, cursor } }));
