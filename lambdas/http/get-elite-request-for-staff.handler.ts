import { STAFF_ROUTES } from '#shared/routes/staff.ts';
import { httpHandler } from './http-handler';
import { getEliteRequestForStaff } from '../use-cases/staff/matchmaking';

export const handler = httpHandler(STAFF_ROUTES.getEliteRequestForStaff, async ({ pathParameters }) =>
  getEliteRequestForStaff(pathParameters.memberId!, pathParameters.requestId!),
);
