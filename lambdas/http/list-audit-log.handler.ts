import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { httpHandler } from './http-handler';
import { listAuditLog } from '../use-cases/staff/moderation';

export const handler = httpHandler(STAFF_ROUTES.listAuditLog, async ({ query }) => listAuditLog(query.cursor));
