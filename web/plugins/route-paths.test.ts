import { describe, expect, it } from 'vitest';
import type { ConfigEnv, Plugin, ResolvedConfig } from 'vite';
import { HTTP_ROUTES } from '#shared/routes/index.ts';
import { routePaths, routePathsPlugin } from './route-paths';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
function moduleFor(command: ConfigEnv['command']): string {
  const plugin: Plugin = routePathsPlugin();
  (plugin.configResolved as Hook).call({}, { command } as ResolvedConfig);
  const id = (plugin.resolveId as Hook).call({}, 'virtual:route-paths') as string;
  return (plugin.load as Hook).call({}, id) as string;
}

describe('virtual:route-paths', () => {
  it('has every operation of the route table with its method, path and access, and nothing else', () => {
    const table = routePaths();
    expect(Object.keys(table)).toEqual(Object.keys(HTTP_ROUTES));
    for (const [operationId, route] of Object.entries(HTTP_ROUTES)) {
      expect(table[operationId]).toStrictEqual({ method: route.method, path: route.path, auth: route.auth });
    }
  });

  it('is plain data in a build: no schema, no handler, no import', () => {
    const source = moduleFor('build');
    expect(source.startsWith('export const ROUTE_PATHS = ')).toBe(true);
    expect(source).not.toContain('import');
    expect(source).not.toContain('handler');
    expect(JSON.parse(source.slice('export const ROUTE_PATHS = '.length, -1))).toStrictEqual(routePaths());
  });

  it('is the live table on the dev server, so an edited route needs no restart', () => {
    expect(moduleFor('serve')).toMatch(
      /^export \{ HTTP_ROUTES as ROUTE_PATHS \} from ".*\/shared\/routes\/index\.ts";$/,
    );
  });

  it('leaves other modules alone', () => {
    const plugin = routePathsPlugin();
    expect((plugin.resolveId as Hook).call({}, 'virtual:sample-profiles')).toBeUndefined();
  });
});
