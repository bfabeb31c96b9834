import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES, type OperationId } from '../../../shared/routes';
import { CORE_ROUTES } from '../../../shared/routes/core';
import { FEATURE_ROUTES } from '../../../shared/routes/feature-routes';
import { routeFor } from './route-table';

describe('the browser route table', () => {
  it('is HTTP_ROUTES, in two parts that share no operation', () => {
    expect(Object.keys(HTTP_ROUTES)).toEqual([...Object.keys(CORE_ROUTES), ...Object.keys(FEATURE_ROUTES)]);
    expect(Object.keys(CORE_ROUTES).filter((key) => key in FEATURE_ROUTES)).toEqual([]);
  });

  it.each(Object.keys(HTTP_ROUTES) as OperationId[])('finds %s, the same entry the server routes by', async (operationId) => {
    expect(await routeFor(operationId)).toBe(HTTP_ROUTES[operationId]);
  });

  it('has the routes a member page opens on in its core part', () => {
    for (const operationId of ['getMe', 'listCandidates', 'recordSwipe', 'listMatches', 'getMyProfile'] as const) {
      expect(Object.hasOwn(CORE_ROUTES, operationId)).toBe(true);
    }
  });

  it('refuses an operation no route has', async () => {
    await expect(routeFor('noSuchOperation' as OperationId)).rejects.toThrow(/No route for noSuchOperation/);
  });
});
