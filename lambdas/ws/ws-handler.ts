import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { requireLiveSession } from '../identity/session-floor';
import { pushToConnection } from '../realtime/push';
import { AppError } from '../lib/errors';
import { correlateBy, logger } from '../lib/logger';
import { METRIC } from '../lib/metric-names';
import { countMetric, publishMetrics } from '../lib/metrics';

export type WsEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: APIGatewayProxyWebsocketEventV2['requestContext'] & {
    authorizer?: { memberId?: string; signedInAt?: string; principalId?: string };
  };
};

/**
 * `sessionChecked`: the session check, under way when the route runs; a route that awaits it before its
 * first write may read beside it (`wsHandler`'s `readsBesideSessionCheck`), else it has settled already.
 */
export type WsInput = { connectionId: string; memberId: string; event: WsEvent; sessionChecked: Promise<void> };

/** The action and clientId of the frame that failed, when it has them, so the client can tie the error to it. */
function frameReference(body: string | undefined): { action?: string; ref?: string } {
  try {
    const frame = JSON.parse(body ?? '') as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? value : undefined);
    return Object.fromEntries(
      Object.entries({ action: text(frame.action), ref: text(frame.clientId) }).filter(([, v]) => v !== undefined),
    );
  } catch {
    return {};
  }
}

/**
 * The shared stack for WebSocket routes. A route answers the sender by
 * pushing frames; a failure becomes an `error` frame with a stable code (API
 * Gateway would not relay a Lambda error to the client) and a 200, so API
 * Gateway does not retry or drop the socket.
 */
export function wsHandler(run: (input: WsInput) => Promise<void>, options: { readsBesideSessionCheck?: boolean } = {}) {
  return (
    middy<WsEvent, APIGatewayProxyResultV2>()
      // correlation_id: API Gateway's request id, the `requestId` of the access-log line of this frame.
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(correlateBy((event: WsEvent) => event.requestContext.requestId))
      .use(publishMetrics())
      .handler(async (event) => {
        const connectionId = event.requestContext.connectionId;
        // API Gateway hands the $connect authorizer's context to every later route of the connection.
        const memberId = event.requestContext.authorizer?.memberId;
        if (!memberId) return { statusCode: 401 };
        logger.appendKeys({ memberId });
        try {
          // Sockets of an ended session are closed when it ends; this catches a frame that raced the close.
          const sessionChecked = requireLiveSession(
            memberId,
            Number(event.requestContext.authorizer?.signedInAt ?? 0),
            {
              fresh: false,
            },
          );
          // A route that reads before it writes may overlap its reads with the check (one round trip off the
          // send's path when the floor is read), as long as it awaits the check before writing anything.
          if (!options.readsBesideSessionCheck) await sessionChecked;
          await run({ connectionId, memberId, event, sessionChecked }).catch(async (error: unknown) => {
            // An ended session is the answer to any frame it sends, whatever else is wrong with the frame.
            await sessionChecked;
            throw error;
          });
        } catch (error) {
          const appError = error instanceof AppError ? error : undefined;
          if (!appError) {
            logger.error('WebSocket route failed', error as Error);
            countMetric(METRIC.unhandledErrors);
          }
          const sent = frameReference(event.body);
          await pushToConnection(
            { connectionId, memberId },
            {
              type: 'error',
              code: appError?.code ?? 'internal_error',
              message: appError?.message ?? 'Something went wrong. Please try again.',
              ...(appError?.retryAfterSeconds ? { retryAfterSeconds: appError.retryAfterSeconds } : {}),
              ...sent,
            },
          ).catch(() => undefined);
        }
        return { statusCode: 200 };
      })
  );
}
