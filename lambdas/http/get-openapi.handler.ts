import { buildOpenApiDocument } from '#shared/openapi.ts';
import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { httpHandler } from './http-handler';

// Built once per container: the route table cannot change while it runs.
let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const handler = httpHandler(HTTP_ROUTES.getOpenApi, async ({ event }) => {
  const protocol = event.headers['x-forwarded-proto'] ?? 'https';
  document ??= buildOpenApiDocument(`${protocol}://${event.requestContext.domainName}`);
  return document;
});
