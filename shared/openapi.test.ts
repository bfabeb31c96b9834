import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';
import { HTTP_ROUTES } from './routes';

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument('https://api.example.com');

  it('lists every route of the table once, with a camelCase operationId', () => {
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods)) as {
      operationId: string;
    }[];
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(HTTP_ROUTES).sort());
    for (const { operationId } of operations) expect(operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('marks member routes as secured and public ones as open', () => {
    const me = (doc.paths['/me'] as Record<string, { security: unknown[] }>).get;
    const webhook = (doc.paths['/webhooks/stripe'] as Record<string, { security: unknown[] }>).post;
    expect(me.security).toEqual([{ cognito: [] }]);
    expect(webhook.security).toEqual([]);
  });

  it('describes the response with the zod schema', () => {
    const me = (
      doc.paths['/me'] as Record<
        string,
        { responses: Record<string, { content: Record<string, { schema: { properties: object } }> }> }
      >
    ).get;
    expect(Object.keys(me.responses[200].content['application/json'].schema.properties)).toContain('subscription');
  });
});
