import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { httpHandler } from './http-handler';
import { getMemberCase } from '../use-cases/staff/moderation';

export const handler = httpHandler(STAFF_ROUTES.getMemberCase, async ({ memberId, pathParameters }) =>
  getMemberCase(memberId, pathParameters.memberId!),
);
