import { describe, expect, it } from 'vitest';
import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { call } from '../support/api';

describe('GET /openapi.json', () => {
  it('is public and describes every route of the table with a camelCase operationId', async () => {
    const response = await call('getOpenApi');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const operationIds = Object.values(
      response.body.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(operationIds.sort()).toEqual(Object.keys(HTTP_ROUTES).sort());
    for (const id of operationIds) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });
});
