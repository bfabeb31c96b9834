import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#shared/limits.ts';
import { HTTP_ROUTES, type HttpRoute, type OperationId } from '#shared/routes/index.ts';

const routes = Object.entries(HTTP_ROUTES) as [OperationId, HttpRoute][];
const writeRoutes = routes.filter(([, route]) => route.method !== 'GET');

/** Every .ts source under lambdas/, tests left out. */
function lambdaSources(dir = join(import.meta.dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return lambdaSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('per-member limits in the route table', () => {
  it('every route that writes names a limit from the one limits table', () => {
    expect(writeRoutes.length).toBeGreaterThan(30);
    const missing = writeRoutes.filter(([, route]) => !route.limit).map(([id]) => id);
    expect(missing).toEqual([]);
    for (const [id, route] of writeRoutes) {
      if (route.limit === 'gatewayThrottle') {
        // Only a public route, with no member to count against, may rest on API Gateway's throttle alone.
        expect(route.auth, id).toBe('public');
        expect(route.throttle, id).toBeDefined();
      } else expect(Object.keys(RATE_LIMITS), id).toContain(route.limit);
    }
  });

  it('a public route that writes on behalf of a member counts it in the use case, where the member is known', () => {
    for (const [id, route] of writeRoutes.filter(([, r]) => r.auth === 'public' && r.limit !== 'gatewayThrottle'))
      expect(route.limitTakenBy, id).toBe('useCase');
  });

  it('a limit left to the use case is taken by some use case', () => {
    const sources = lambdaSources().join('\n');
    for (const [id, route] of writeRoutes.filter(([, r]) => r.limitTakenBy === 'useCase'))
      expect(sources, `${id} leaves '${route.limit}' to its use case`).toMatch(
        new RegExp(`(enforceRateLimit|rateLimitInTransaction)\\([^)]*'${route.limit}'`),
      );
  });
});
