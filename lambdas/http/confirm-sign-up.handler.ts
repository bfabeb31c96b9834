import { AUTH_ROUTES } from '#shared/routes/auth.ts';
import { httpHandler } from './http-handler';
import { confirmSignUp } from '../use-cases/auth/sign-up';

export const handler = httpHandler(AUTH_ROUTES.confirmSignUp, async ({ body }) => confirmSignUp(body));
