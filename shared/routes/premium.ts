/**
 * Travel mode and profile insights (Premium, Elite; decision 0026), the dating coach (everyone), Rewind
 * (Gold and up) and Incognito (Premium, Elite; decision 0067).
 */
import { CoachAdviceSchema, CoachRequestSchema } from '../schemas/coach';
import { IncognitoSchema, UpdateIncognitoSchema } from '../schemas/incognito';
import { RewindResultSchema, RewindSchema } from '../schemas/rewind';
import { ProfileInsightsSchema } from '../schemas/insights';
import { MyProfileSchema } from '../schemas/profile';
import { UpdateTravelSchema } from '../schemas/travel';
import type { HttpRoute } from './route-types';

export const PREMIUM_ROUTES = {
  updateMyTravel: {
    method: 'PUT',
    path: '/me/travel',
    auth: 'member',
    limit: 'travelMove',
    handler: 'lambdas/http/update-my-travel.handler.ts',
    summary:
      'Travel mode: places me in a listed city for discovery (Premium and Elite; 403 feature_locked otherwise), or brings me home with null.',
    body: UpdateTravelSchema,
    response: MyProfileSchema,
    needs: ['photos'],
  },
  getProfileInsights: {
    method: 'GET',
    path: '/me/insights',
    auth: 'member',
    handler: 'lambdas/http/get-profile-insights.handler.ts',
    summary:
      "Profile insights (Premium and Elite): views, likes received and discovery impressions (boosted or not) per day for 30 days, and each photo's like rate as main photo. Counts only.",
    response: ProfileInsightsSchema,
    table: 'read',
    needs: ['photos'],
  },
  askCoach: {
    method: 'POST',
    path: '/coach',
    auth: 'member',
    limit: 'coachQuestion',
    handler: 'lambdas/http/ask-coach.handler.ts',
    summary:
      'The dating coach (core spec "The calls it makes": ai-dating-coach): openers before the first message, tips after, built from the stored conversation of a match I am in (404 otherwise).',
    body: CoachRequestSchema,
    response: CoachAdviceSchema,
    // Its limit (coachQuestion) is a counter written to the table.
    table: 'readWrite',
    needs: ['coachModel'],
  },
  rewindLastPass: {
    method: 'POST',
    path: '/swipes/rewind',
    auth: 'member',
    limit: 'rewind',
    handler: 'lambdas/http/rewind-last-pass.handler.ts',
    summary:
      "Rewind (Gold and up; 403 feature_locked otherwise): takes back my last pass within my plan's daily allowance (429 limit_reached after it) and returns that member for the top of my deck; 409 nothing_to_rewind without one. Likes are never taken back.",
    body: RewindSchema,
    response: RewindResultSchema,
    needs: ['photos'],
  },
  getIncognito: {
    method: 'GET',
    path: '/me/incognito',
    auth: 'member',
    handler: 'lambdas/http/get-incognito.handler.ts',
    summary: 'Whether Incognito is on, and whether my plan includes it (Premium and Elite).',
    response: IncognitoSchema,
    table: 'read',
  },
  updateIncognito: {
    method: 'PUT',
    path: '/me/incognito',
    auth: 'member',
    limit: 'incognitoToggle',
    handler: 'lambdas/http/update-incognito.handler.ts',
    summary:
      'Incognito on or off (Premium and Elite; 403 feature_locked to turn it on otherwise): while on, I appear in discovery, stories and voice only to members I have liked.',
    body: UpdateIncognitoSchema,
    response: IncognitoSchema,
  },
} as const satisfies Record<string, HttpRoute>;
