import { VERIFICATION_ROUTES } from '#shared/routes/verification.ts';
import { staffRolesOf } from '../lib/claims';
import { httpHandler } from './http-handler';
import { decideVerification } from '../use-cases/verification/review';

export const handler = httpHandler(
  VERIFICATION_ROUTES.decideVerification,
  async ({ memberId, pathParameters, body, event }) =>
    decideVerification({ id: memberId, roles: staffRolesOf(event) }, pathParameters.memberId!, body),
);
