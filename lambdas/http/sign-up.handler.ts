import { AUTH_ROUTES } from '#shared/routes/auth.ts';
import { httpHandler } from './http-handler';
import { signUp } from '../use-cases/auth/sign-up';

export const handler = httpHandler(AUTH_ROUTES.signUp, async ({ body, event }) =>
  signUp(body, event.requestContext.http.sourceIp),
);
