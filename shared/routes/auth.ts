/**
 * Sign-up, in front of Cognito (decision 0054): Cognito's own SignUp tells anyone whether an address
 * is registered (and its ConfirmSignUp whether one is confirmed), so the browser signs up and confirms
 * here, and the user pool refuses those calls from any other client.
 */
import {
  ConfirmSignUpRequestSchema,
  ResendSignUpCodeSchema,
  SignUpAcceptedSchema,
  SignUpConfirmedSchema,
  SignUpRequestSchema,
} from '../schemas/sign-up';
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
  confirmSignUp: {
    method: 'POST',
    path: '/auth/sign-up/confirm',
    auth: 'public',
    limit: 'signUpConfirmPerEmail',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/confirm-sign-up.handler.ts',
    summary:
      "Confirms a new account with the mailed code. A wrong or expired code, an unknown address and an address confirmed already all get the same 400 invalid_code, unlike Cognito's own ConfirmSignUp.",
    body: ConfirmSignUpRequestSchema,
    response: SignUpConfirmedSchema,
    needs: ['userPoolSignUp'],
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
} as const satisfies Record<string, HttpRoute>;
