/**
 * The in-process Lambda runtime runs every invocation of every function in
 * this one process, so the handlers' module-scope DynamoDB client
 * (lambdas/lib/aws-clients.ts) serves all the invocations in flight at once.
 * In AWS each concurrent invocation has a container, and a client, of its own.
 * The SDK's default agent allows 50 sockets per client: under `npm run
 * bench:load` every DynamoDB call of every handler (the stream's too) queued
 * behind those 50, a wait no Lambda ever has. The local client gets as many
 * sockets as a busy local cloud has invocations in flight.
 */
/** Far more invocations than a 2-core machine keeps in flight; DynamoDB Local's server takes them. */
export const IN_PROCESS_MAX_SOCKETS = 512;

type HandlerClass = new (options: { httpAgent: { keepAlive: boolean; maxSockets: number } }) => unknown;
type ClientWithHandler = { config: { requestHandler: unknown } };

/**
 * Gives a shared SDK client (local endpoints speak plain HTTP) a new request handler of the same
 * class (the SDK's NodeHttpHandler) whose agent has `maxSockets` sockets. Call it before the
 * client's first request: each command captures the handler when it is first sent.
 */
export function widenSharedClient(client: ClientWithHandler, maxSockets = IN_PROCESS_MAX_SOCKETS): void {
  const current = client.config.requestHandler as { constructor?: HandlerClass; updateHttpClientConfig?: unknown } | undefined;
  if (!current || typeof current.updateHttpClientConfig !== 'function' || typeof current.constructor !== 'function') {
    throw new Error('the client has no configurable HTTP handler');
  }
  client.config.requestHandler = new current.constructor({ httpAgent: { keepAlive: true, maxSockets } });
}
