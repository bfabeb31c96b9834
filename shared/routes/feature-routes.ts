/**
 * The feature route groups (billing, stories, voice, boosts, Elite, staff, premium, notifications, sign-up),
 * together. `HTTP_ROUTES` (shared/routes/index.ts) is these and `CORE_ROUTES`. The browser reads
 * neither: it gets the table's methods and paths as plain data (web/plugins/route-paths.ts).
 */
import type { HttpRoute } from './route-types';
import { BILLING_ROUTES } from './billing';
import { STORY_ROUTES } from './stories';
import { VOICE_ROUTES } from './voice';
import { BOOST_ROUTES } from './boosts';
import { ELITE_ROUTES } from './elite';
import { STAFF_ROUTES } from './staff';
import { PREMIUM_ROUTES } from './premium';
import { NOTIFICATION_ROUTES } from './notifications';
import { AUTH_ROUTES } from './auth';
import { VERIFICATION_ROUTES } from './verification';

export const FEATURE_ROUTES = {
  ...BILLING_ROUTES,
  ...STORY_ROUTES,
  ...VOICE_ROUTES,
  ...BOOST_ROUTES,
  ...ELITE_ROUTES,
  ...STAFF_ROUTES,
  ...PREMIUM_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...AUTH_ROUTES,
  ...VERIFICATION_ROUTES,
} as const satisfies Record<string, HttpRoute>;
