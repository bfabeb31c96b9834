/**
 * How many API invocations (HTTP routes, WebSocket routes and the socket
 * authorizer) run at once in the local cloud; the rest wait their turn.
 *
 * Why: in AWS every function has execution environments of its own, each with
 * its own SDK clients and connections. Locally they share one process, and so
 * one DynamoDB client with 50 sockets. Under bench:load's 500 members the API
 * handlers had over 1,000 DynamoDB requests queued for those sockets, and the
 * table stream's consumer (a function of its own in AWS) waited behind them
 * until its batches timed out twice in a minute: the only errors of the run.
 * DynamoDB Local answers one request at a time whatever the queue, so capping
 * the API's share of the sockets costs no throughput; it only moves the wait
 * from the socket pool to the gateway, and leaves event consumers (streams,
 * S3 events) sockets of their own, as separate functions have.
 */
import pLimit from 'p-limit';
import type { LambdaRuntime } from './lambda-runtime';

/** Below the 50 sockets the SDK gives the shared DynamoDB client (lambdas/lib/aws-clients.ts), leaving 10 for event consumers. */
export const API_CONCURRENCY = 40;

export function withConcurrencyLimit(runtime: LambdaRuntime, limit = API_CONCURRENCY): LambdaRuntime {
  const slot = pLimit(limit);
  return { invoke: (handlerPath, event, options) => slot(() => runtime.invoke(handlerPath, event, options)) };
}
