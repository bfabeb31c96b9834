import { AUTH_ROUTES } from '#shared/routes/auth.ts';
import { httpHandler } from './http-handler';
import { resendSignUpCode } from '../use-cases/auth/sign-up';

export const handler = httpHandler(AUTH_ROUTES.resendSignUpCode, async ({ body, event }) =>
  resendSignUpCode(body.email, event.requestContext.http.sourceIp),
);
