import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { verificationReviews } from '../use-cases/verification/review';

export const handler = httpHandler(HTTP_ROUTES.listVerificationReviews, async () => verificationReviews());
