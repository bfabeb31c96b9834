import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { confirmSignUp } from '../use-cases/auth/sign-up';

export const handler = httpHandler(HTTP_ROUTES.confirmSignUp, async ({ body }) => confirmSignUp(body));
