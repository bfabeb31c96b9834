/**
 * The route table for the browser, in two parts: the core member routes first, and the features'
 * routes (billing, stories, voice, boosts, Elite, staff, notifications) once a page's first content
 * is shown or a call needs one of them. zod builds every schema of a module as the module loads, and
 * the whole table took the longest single task of a member page's start; the deck and /me need only
 * the core part (decision 0040). Together the parts are `HTTP_ROUTES` (route-table.test.ts checks it).
 */
import type { HttpRoute, OperationId } from '../../../shared/routes';
import { whenIdleAfterFirstContent } from './first-content';
import { loadOnce } from './load-once';

type Routes = Readonly<Record<string, HttpRoute>>;

export const loadCoreRoutes: () => Promise<Routes> = loadOnce(() => import('../../../shared/routes/core').then((module) => module.CORE_ROUTES));

export const loadFeatureRoutes: () => Promise<Routes> = loadOnce(() =>
  import('../../../shared/routes/feature-routes').then((module) => module.FEATURE_ROUTES),
);

/** The route of an operation, loading the part of the table that has it. */
export async function routeFor(operationId: OperationId): Promise<HttpRoute> {
  const coreRoutes = await loadCoreRoutes();
  if (Object.hasOwn(coreRoutes, operationId)) return coreRoutes[operationId]!;
  const featureRoutes = await loadFeatureRoutes();
  const route = featureRoutes[operationId];
  if (!route) throw new Error(`No route for ${operationId}`);
  return route;
}

/** The features' part loads once the page's first content is shown and the browser is idle. */
export function loadFeatureRoutesWhenIdle(): void {
  whenIdleAfterFirstContent(() => void loadFeatureRoutes().catch(() => undefined), 5_000);
}
