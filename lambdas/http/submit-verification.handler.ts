import { VERIFICATION_ROUTES } from '#shared/routes/verification.ts';
import { httpHandler } from './http-handler';
// Every attempt reads the member's photos from S3: its client loads with the function, not in the first attempt.
import '../media/objects';
import { submitVerification } from '../use-cases/verification/verify-member';

export const handler = httpHandler(VERIFICATION_ROUTES.submitVerification, async ({ memberId, body }) =>
  submitVerification(memberId, body),
);
