/** Travel mode and profile insights (Premium, Elite; decision 0026), and the dating coach (everyone). */
import { CoachAdviceSchema, CoachRequestSchema } from '../schemas/coach';
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
} as const satisfies Record<string, HttpRoute>;
