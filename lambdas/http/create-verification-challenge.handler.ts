import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { createChallenge } from '../use-cases/verification/verify-member';

export const handler = httpHandler(HTTP_ROUTES.createVerificationChallenge, async ({ memberId }) =>
  createChallenge(memberId),
);
