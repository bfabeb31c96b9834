import { buildPath, HTTP_ROUTES, type OperationId } from '#shared/routes/index.ts';
import { request } from 'node:http';
import { cloud } from './cloud-info';

function rawRequest(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string,
  localAddress?: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, localAddress },
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
  /**
   * Call from this loopback address (any of 127.0.0.0/8): the gateway gives it to the handler as the
   * source IP, so tests of per-address limits act as different people.
   */
  from?: string;
};

export type CallResult<T = any> = { status: number; body: T; headers: Headers };

/** Calls a route of the table through the local HTTP API gateway, as the web client does. */
export async function call<T = any>(operationId: OperationId, options: CallOptions = {}): Promise<CallResult<T>> {
  const route = HTTP_ROUTES[operationId];
  // 127.0.0.1, not localhost, when calling from an address: a connection from an IPv4 address cannot reach ::1.
  const base = options.from ? cloud().httpApiUrl.replace('//localhost:', '//127.0.0.1:') : cloud().httpApiUrl;
  const url = new URL(buildPath(route.path, options.params), base);
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
    (body !== undefined && route.method === 'GET') || options.from
      ? await rawRequest(url, route.method, headers, body ?? '', options.from)
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
