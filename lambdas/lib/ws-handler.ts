import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyWebsocketEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { pushToConnection } from '../realtime/push';
import { AppError } from './errors';
import { logger } from './logger';

export type WsEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: APIGatewayProxyWebsocketEventV2['requestContext'] & { authorizer?: { memberId?: string; principalId?: string } };
};

export type WsInput = { connectionId: string; event: WsEvent };

/**
 * The shared stack for WebSocket routes. A route answers the sender by
 * pushing frames; a failure becomes an `error` frame with a stable code (API
 * Gateway would not relay a Lambda error to the client) and a 200, so API
 * Gateway does not retry or drop the socket.
 */
export function wsHandler(run: (input: WsInput) => Promise<void>) {
  return middy<WsEvent, APIGatewayProxyResultV2>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(async (event) => {
      const connectionId = event.requestContext.connectionId;
      try {
        await run({ connectionId, event });
      } catch (error) {
        const appError = error instanceof AppError ? error : undefined;
        if (!appError) logger.error('WebSocket route failed', error as Error);
        await pushToConnection(connectionId, {
          type: 'error',
          code: appError?.code ?? 'internal_error',
          message: appError?.message ?? 'Something went wrong. Please try again.',
        }).catch(() => undefined);
      }
      return { statusCode: 200 };
    });
}
