import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { resendSignUpCode } from '../use-cases/auth/sign-up';

export const handler = httpHandler(HTTP_ROUTES.resendSignUpCode, async ({ body, event }) =>
  resendSignUpCode(body.email, event.requestContext.http.sourceIp),
);
