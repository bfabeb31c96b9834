/**
 * The route table for the browser, in two parts: the core member routes first, and the features'
 * routes (billing, stories, voice, boosts, Elite, staff, notifications) once a page's first content
 * is shown or a call needs one of them. zod builds every schema of a module as the module loads, and
 * the whole table took the longest single task of a member page's start; the deck and /me need only
 * the core part (decision 0040). Together the parts are `HTTP_ROUTES` (route-table.test.ts checks it).
 */
import type { HttpRoute, OperationId } from '../../../shared/routes';
import { whenIdleAfterFirstContent } from './first-content';

type Routes = Readonly<Record<string, HttpRoute>>;

let core: Promise<Routes> | undefined;
let features: Promise<Routes> | undefined;

/** A part that failed to load (a network blip) is asked for again by the next call. */
function once(load: () => Promise<Routes>, forget: () => void): Promise<Routes> {
  return load().catch((error: unknown) => {
    forget();
    throw error;
  });
}

export function loadCoreRoutes(): Promise<Routes> {
  return (core ??= once(() => import('../../../shared/routes/core').then((module) => module.CORE_ROUTES), () => (core = undefined)));
}

export function loadFeatureRoutes(): Promise<Routes> {
  return (features ??= once(() => import('../../../shared/routes/feature-routes').then((module) => module.FEATURE_ROUTES), () => (features = undefined)));
}

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
