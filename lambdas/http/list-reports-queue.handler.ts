import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { httpHandler } from './http-handler';
import { listReportsQueue } from '../use-cases/staff/moderation';

export const handler = httpHandler(STAFF_ROUTES.listReportsQueue, async ({ query }) =>
  listReportsQueue(query.order, query.cursor),
);
