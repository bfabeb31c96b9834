/** The REST API subset the local Stripe answers: every route, in one list. */
import { catalogRoutes } from './catalog';
import { checkoutRoutes } from './checkout';
import { customerRoutes } from './customers';
import { eventRoutes } from './events';
import { paymentRoutes } from './payments';
import type { ApiRoute } from './route';
import { subscriptionRoutes } from './subscriptions';

export const API_ROUTES: ApiRoute[] = [
  ...customerRoutes,
  ...catalogRoutes,
  ...checkoutRoutes,
  ...subscriptionRoutes,
  ...paymentRoutes,
  ...eventRoutes,
];
