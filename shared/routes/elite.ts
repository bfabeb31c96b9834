/**
 * Elite Match, the member's side (marketing spec "Screens and routes", "States
 * and transitions" and "The calls it makes"; decision 0022): the request form,
 * the matches a matchmaker curated and the final choice, and the introductions
 * a candidate is asked to accept. Paying is a one-time purchase (billing.ts,
 * product elite_match, naming the request).
 */
import {
  AnswerIntroductionSchema,
  CandidateIdParamsSchema,
  EliteMatchesSchema,
  EliteRequestFormSchema,
  IntroductionListSchema,
  IntroductionSchema,
  MyEliteRequestSchema,
  RequestIdParamsSchema,
  SubmittedEliteRequestSchema,
} from '../schemas/elite';
import type { HttpRoute } from './route-types';

export const ELITE_ROUTES = {
  submitEliteRequest: {
    method: 'POST',
    path: '/elite/requests',
    auth: 'member',
    limit: 'eliteRequest',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/submit-elite-request.handler.ts',
    summary:
      'Stores my Elite Match request form, awaiting payment; checkout (createPaymentSession, elite_match) names it, and the paid request goes to the matchmakers. Refused while a paid request is still open.',
    body: EliteRequestFormSchema,
    response: SubmittedEliteRequestSchema,
  },
  getMyEliteRequest: {
    method: 'GET',
    path: '/elite/requests/current',
    auth: 'member',
    handler: 'lambdas/http/get-my-elite-request.handler.ts',
    summary: 'My latest Elite Match request and where it stands.',
    response: MyEliteRequestSchema,
    table: 'read',
  },
  listEliteMatches: {
    method: 'GET',
    path: '/elite/matches',
    auth: 'member',
    handler: 'lambdas/http/list-elite-matches.handler.ts',
    summary:
      'Up to three candidates who accepted an introduction to me, and my final choice with the contact the chosen one agreed to share. Active Elite only (403 elite_required).',
    response: EliteMatchesSchema,
    table: 'read',
    needs: ['photos'],
  },
  chooseEliteMatch: {
    method: 'POST',
    path: '/elite/matches/{candidateId}/choose',
    auth: 'member',
    limit: 'eliteAnswer',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/choose-elite-match.handler.ts',
    summary:
      'My final choice among my elite matches, stored in one transaction with the match it creates; a second choice is refused (409).',
    params: CandidateIdParamsSchema,
    response: EliteMatchesSchema,
    needs: ['photos'],
  },
  listIntroductions: {
    method: 'GET',
    path: '/elite/introductions',
    auth: 'member',
    handler: 'lambdas/http/list-introductions.handler.ts',
    summary: 'Introductions a matchmaker asked me to accept, showing only what the Elite member agreed to share.',
    response: IntroductionListSchema,
    table: 'read',
    needs: ['photos'],
  },
  answerIntroduction: {
    method: 'POST',
    path: '/elite/introductions/{requestId}',
    auth: 'member',
    limit: 'eliteAnswer',
    limitTakenBy: 'useCase',
    handler: 'lambdas/http/answer-introduction.handler.ts',
    summary:
      'Accepts an introduction (with the contact I agree to share, revealed only if I am chosen) or declines it, within its answer time.',
    params: RequestIdParamsSchema,
    body: AnswerIntroductionSchema,
    response: IntroductionSchema,
    needs: ['photos'],
  },
} as const satisfies Record<string, HttpRoute>;
