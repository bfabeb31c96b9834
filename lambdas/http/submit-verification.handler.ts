import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { submitVerification } from '../use-cases/verification/verify-member';

export const handler = httpHandler(HTTP_ROUTES.submitVerification, async ({ memberId, body }) =>
  submitVerification(memberId, body),
);
