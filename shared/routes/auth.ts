/**
 * Sign-up, in front of Cognito (decision 0054): Cognito's own SignUp tells anyone whether an address
 * is registered, so the browser signs up here and the user pool refuses SignUp from any other client.
 */
import { ResendSignUpCodeSchema, SignUpAcceptedSchema, SignUpRequestSchema } from '../schemas/sign-up';
import type { HttpRoute } from './route-types';

export const AUTH_ROUTES = {
  signUp: {
    method: 'POST',
    path: '/auth/sign-up',
    auth: 'public',
    limit: 'signUpPerAddress',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/sign-up.handler.ts',
    summary:
      'Creates an account and mails its confirmation code. A registered address gets the same answer; its owner is mailed a notice with sign-in and reset links instead, and nothing is created.',
    body: SignUpRequestSchema,
    response: SignUpAcceptedSchema,
    needs: ['userPoolSignUp', 'email'],
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  resendSignUpCode: {
    method: 'POST',
    path: '/auth/sign-up/code',
    auth: 'public',
    limit: 'signUpPerAddress',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/resend-sign-up-code.handler.ts',
    summary:
      'Mails the confirmation code of an unconfirmed account again. Every address gets the same answer, registered, unconfirmed or unknown.',
    body: ResendSignUpCodeSchema,
    response: SignUpAcceptedSchema,
    needs: ['userPoolSignUp'],
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
} as const satisfies Record<string, HttpRoute>;
