/**
 * Each function's own identity in the local cloud (decision 0064): an access
 * key id per function, which the local services map to the function's role.
 *
 * On Lambda every function runs in its own container and its SDK clients sign
 * with its role's credentials. Locally all handlers share one process, and the
 * SDK clients they build at module scope (lambdas/lib/aws-clients.ts and its
 * kind) are shared too: a client resolves its credentials once and keeps them,
 * so a key set in each function's environment would sign every function's
 * calls with whichever function used the client first. The key is therefore
 * put on each request as it leaves: `http.request` is wrapped once, and a
 * request made while a function runs (its environment is in the async context,
 * function-env.ts) carries that function's key in its SigV4 credential. The
 * key id is not part of the string SigV4 signs, and every local key shares the
 * local secret, so the signature stays valid; handlers never know.
 *
 * Requests to DynamoDB Local go to its authorizing front instead
 * (dynamodb-front.ts): DynamoDB Local itself checks nothing.
 */
import { createHash } from 'node:crypto';
import http, { type ClientRequest, type RequestOptions } from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { currentFunctionEnvironment } from './function-env';

/** AWS's temporary keys start with ASIA; the rest is the function name's hash, so a key is stable across starts. */
export function functionAccessKeyId(functionName: string): string {
  return `ASIA${createHash('sha256').update(functionName).digest('hex').slice(0, 16).toUpperCase()}`;
}

const keysByFunction = new Map<string, string>();
const functionsByKey = new Map<string, string>();

/** Registers the functions of this cloud: their keys are known to the SigV4 checks and stamped on their requests. */
export function registerFunctionIdentities(functionNames: Iterable<string>): void {
  for (const name of functionNames) {
    const key = functionAccessKeyId(name);
    keysByFunction.set(name, key);
    functionsByKey.set(key, name);
  }
}

/** The function an access key id belongs to, or undefined for the local cloud's own key (seeds, tests, tools). */
export function functionOfAccessKey(accessKeyId: string): string | undefined {
  return functionsByKey.get(accessKeyId);
}

/** The access key id of a SigV4 request, from its Authorization header or a presigned URL's query. */
export function accessKeyIdOf(headers: Record<string, string | string[] | undefined>, url = ''): string | undefined {
  const authorization = headers.authorization;
  const header = typeof authorization === 'string' ? /Credential=([^/,\s]+)\//.exec(authorization)?.[1] : undefined;
  if (header) return header;
  const query = /[?&]X-Amz-Credential=([^&/%]+)(?:%2F|\/)/i.exec(url)?.[1];
  return query ? decodeURIComponent(query) : undefined;
}

/** The Authorization header with `key` in place of the credential's access key id. */
export function withAccessKey(authorization: string, key: string): string {
  return authorization.replace(/Credential=[^/,\s]+\//, `Credential=${key}/`);
}

type Redirect = { fromPort: number; toPort: number };
let redirects: Redirect[] = [];
let installed = false;

const isLoopback = (host: string | null | undefined) =>
  host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]';

/**
 * From here on, requests a function makes to the local services carry its key, and those aimed at
 * `fromPort` go to `toPort` (DynamoDB Local's port → its authorizing front). Idempotent.
 */
export function stampFunctionRequests(options: { redirects: Redirect[] }): void {
  redirects = options.redirects;
  if (installed) return;
  installed = true;
  const original = http.request;
  const wrapped = function (this: unknown, ...args: unknown[]): ClientRequest {
    const environment = currentFunctionEnvironment();
    const first = args[0];
    // The SDK's NodeHttpHandler passes one options object (and a callback); anything else goes through untouched.
    if (environment && first && typeof first === 'object' && !(first instanceof URL)) {
      const key = keysByFunction.get(environment.AWS_LAMBDA_FUNCTION_NAME ?? '');
      const options = first as RequestOptions;
      if (key && isLoopback(options.hostname ?? options.host)) {
        const headers = { ...(options.headers as Record<string, string>) };
        const name = Object.keys(headers).find((header) => header.toLowerCase() === 'authorization');
        if (name && typeof headers[name] === 'string') headers[name] = withAccessKey(headers[name], key);
        const redirect = redirects.find((candidate) => Number(options.port) === candidate.fromPort);
        args[0] = { ...options, headers, ...(redirect ? { port: redirect.toPort } : {}) };
      }
    }
    return (original as (...rest: unknown[]) => ClientRequest).apply(this, args);
  };
  http.request = wrapped as typeof http.request;
  // The SDK reads node:http by require(); code that imports `request` by name sees the wrapper too.
  syncBuiltinESMExports();
}
