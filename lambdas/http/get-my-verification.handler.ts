import { VERIFICATION_ROUTES } from '#shared/routes/verification.ts';
import { httpHandler } from './http-handler';
import { getMyVerification } from '../use-cases/verification/verify-member';

export const handler = httpHandler(VERIFICATION_ROUTES.getMyVerification, async ({ memberId }) =>
  getMyVerification(memberId),
);
