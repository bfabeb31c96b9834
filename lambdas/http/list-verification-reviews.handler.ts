import { VERIFICATION_ROUTES } from '#shared/routes/verification.ts';
import { httpHandler } from './http-handler';
import { verificationReviews } from '../use-cases/verification/review';

export const handler = httpHandler(VERIFICATION_ROUTES.listVerificationReviews, async () => verificationReviews());
