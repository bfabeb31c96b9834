/**
 * `virtual:route-paths`: the method, path and access of every HTTP route, for the browser's API client
 * (decision 0042). The route table (shared/routes/) stays the one place for them; its zod schemas stay
 * on the server and in the pages that validate forms. A build writes the table's entries as plain data,
 * so a member page's start carries neither zod nor a schema. The dev server and the unit tests read the
 * live table instead, so an edited route needs no restart there.
 */
import type { Plugin } from 'vite';
import { HTTP_ROUTES } from '#shared/routes/index.ts';

const VIRTUAL_ID = 'virtual:route-paths';
const TABLE_MODULE = new URL('../../shared/routes/index.ts', import.meta.url).pathname;

/** The plain entries: what a request needs to be built, nothing else. */
export function routePaths(): Record<string, { method: string; path: string; auth: string }> {
  return Object.fromEntries(
    Object.entries(HTTP_ROUTES).map(([operationId, { method, path, auth }]) => [operationId, { method, path, auth }]),
  );
}

export function routePathsPlugin(): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'kindred-route-paths',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      return command === 'build'
        ? `export const ROUTE_PATHS = ${JSON.stringify(routePaths())};`
        : `export { HTTP_ROUTES as ROUTE_PATHS } from ${JSON.stringify(TABLE_MODULE)};`;
    },
  };
}
