import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { httpHandler } from './http-handler';
import { listEliteQueue } from '../use-cases/staff/matchmaking';

export const handler = httpHandler(STAFF_ROUTES.listEliteQueue, async ({ query }) => listEliteQueue(query.cursor));
