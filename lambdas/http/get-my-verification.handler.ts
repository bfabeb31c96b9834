import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { getMyVerification } from '../use-cases/verification/verify-member';

export const handler = httpHandler(HTTP_ROUTES.getMyVerification, async ({ memberId }) => getMyVerification(memberId));
