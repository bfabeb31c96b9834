/** The module web/plugins/route-paths.ts generates from the route table (decision 0042). */
declare module 'virtual:route-paths' {
  import type { HttpRoute, OperationId } from '#shared/routes/index.ts';

  export const ROUTE_PATHS: Readonly<Record<OperationId, Pick<HttpRoute, 'method' | 'path' | 'auth'>>>;
}
