import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { staffRolesOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { decideVerification } from '../use-cases/verification/review';

export const handler = httpHandler(HTTP_ROUTES.decideVerification, async ({ memberId, pathParameters, body, event }) =>
  decideVerification({ id: memberId, roles: staffRolesOf(event) }, pathParameters.memberId!, body),
);
