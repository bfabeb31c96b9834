/** The REST API's route table entries: `/v1/customers/:id` patterns mapped to handlers. */
import type { Params } from '../params';
import type { StripeStore } from '../store';

export type Method = 'GET' | 'POST' | 'DELETE';

export type ApiCall = {
  params: Params;
  /** Path parameters by name (`:id` → `id`), URL-decoded. */
  path: Record<string, string>;
  store: StripeStore;
};

export type ApiRoute = {
  method: Method;
  template: string;
  pattern: RegExp;
  names: string[];
  /** Returns the Stripe object to answer with; `expand[]` is applied after. */
  handle: (call: ApiCall) => unknown;
};

export function route(method: Method, template: string, handle: (call: ApiCall) => unknown): ApiRoute {
  const names: string[] = [];
  const source = template.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, template, pattern: new RegExp(`^${source}$`), names, handle };
}

export function matchRoute(
  routes: ApiRoute[],
  method: string,
  path: string,
): { route: ApiRoute; path: Record<string, string> } | undefined {
  for (const candidate of routes) {
    if (candidate.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    try {
      return {
        route: candidate,
        path: Object.fromEntries(candidate.names.map((name, i) => [name, decodeURIComponent(match[i + 1])])),
      };
    } catch {
      // A malformed %-escape names nothing we have.
      return undefined;
    }
  }
  return undefined;
}
