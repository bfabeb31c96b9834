import { buildPath, HTTP_ROUTES, type OperationId } from '../../shared/routes';
import { cloud } from './cloud-info';

export type CallOptions = {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is (for malformed bodies). */
  body?: unknown;
  headers?: Record<string, string>;
};

export type CallResult<T = any> = { status: number; body: T; headers: Headers };

/** Calls a route of the table through the local HTTP API gateway, as the web client does. */
export async function call<T = any>(operationId: OperationId, options: CallOptions = {}): Promise<CallResult<T>> {
  const route = HTTP_ROUTES[operationId];
  const url = new URL(buildPath(route.path, options.params), cloud().httpApiUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(url, { method: route.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try { parsed = text ? JSON.parse(text) : undefined; } catch { /* keep text */ }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
