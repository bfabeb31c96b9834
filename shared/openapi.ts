import * as z from 'zod';
import { HTTP_ROUTES, type HttpRoute, type RouteSchema } from './routes';
import { ApiErrorSchema } from './errors';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: RouteSchema, io: 'input' | 'output'): JsonSchema {
  // OpenAPI 3.1 uses JSON Schema 2020-12, which is zod's default target.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function pathParametersOf(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParametersOf(route: HttpRoute) {
  if (!route.query) return [];
  const schema = schemaOf(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** Builds the OpenAPI 3.1 document from the route table; nothing is listed twice. */
export function buildOpenApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, route] of Object.entries(HTTP_ROUTES) as [string, HttpRoute][]) {
    const operation: Record<string, unknown> = {
      operationId,
      summary: route.summary,
      security: route.auth === 'member' ? [{ cognito: [] }] : [],
      parameters: [...pathParametersOf(route.path), ...queryParametersOf(route)],
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: schemaOf(route.response, 'output') } } },
        400: errorResponse('Invalid input: invalid_json, duplicate_key, validation_failed or unexpected_body'),
        ...(route.auth === 'member' ? { 401: { description: 'Missing, forged or expired token' } } : {}),
        413: errorResponse('Body larger than the API accepts'),
        500: errorResponse('Unexpected failure'),
      },
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
      };
    }
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Kindred member API', version: '1.0.0' },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
    components: {
      securitySchemes: {
        cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Cognito access token' },
      },
      schemas: { ApiError: schemaOf(ApiErrorSchema, 'output') },
    },
  };
}
