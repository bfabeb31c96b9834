import { VERIFICATION_ROUTES } from '#shared/routes/verification.ts';
import { httpHandler } from './http-handler';
import { createChallenge } from '../use-cases/verification/verify-member';

export const handler = httpHandler(VERIFICATION_ROUTES.createVerificationChallenge, async ({ memberId }) =>
  createChallenge(memberId),
);
