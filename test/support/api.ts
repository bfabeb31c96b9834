import { buildPath, HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import { request } from 'node:http';
import { cloud } from './cloud-info';

function rawRequest(url: URL, method: string, headers: Record<string, string>, body: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const responseHeaders = new Headers();
          for (const [key, value] of Object.entries(incoming.headers))
            if (typeof value === 'string') responseHeaders.set(key, value);
          resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode, headers: responseHeaders }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

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
  // fetch refuses a body on GET; API Gateway does not, so such requests go through node:http.
  const response =
    body !== undefined && route.method === 'GET'
      ? await rawRequest(url, route.method, headers, body)
      : await fetch(url, { method: route.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* keep text */
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
