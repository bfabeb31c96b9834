import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';
import { signUp } from '../use-cases/auth/sign-up';

export const handler = httpHandler(HTTP_ROUTES.signUp, async ({ body, event }) =>
  signUp(body, event.requestContext.http.sourceIp),
);
