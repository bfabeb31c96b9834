import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerFrame } from '#shared/schemas/realtime.ts';
import { deleteConnection, listConnectionsOfMember, type ConnectionRef } from '../db/connections';
import { requireEnv } from '../lib/env';
import { logger } from '../lib/logger';
import { METRIC } from '../lib/metric-names';
import { countMetric } from '../lib/metrics';

let client: ApiGatewayManagementApiClient | undefined;
const management = () => (client ??= new ApiGatewayManagementApiClient({ endpoint: requireEnv('WS_CALLBACK_URL') }));

/**
 * Sends one frame to one connection. A GoneException means the socket closed
 * without $disconnect reaching us, so the stale record is removed here.
 * Returns whether the frame was delivered.
 */
export async function pushToConnection(connection: ConnectionRef, frame: ServerFrame): Promise<boolean> {
  try {
    await management().send(
      new PostToConnectionCommand({ ConnectionId: connection.connectionId, Data: JSON.stringify(frame) }),
    );
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error as Error).name === 'GoneException') {
      countMetric(METRIC.pushToGoneConnection);
      await deleteConnection(connection);
      return false;
    }
    logger.error('Push failed', { connectionId: connection.connectionId, error: error as Error });
    countMetric(METRIC.pushFailed);
    throw error;
  }
}

/**
 * Sends a frame to every connection of each member. One failed socket never
 * stops the others: whatever a socket misses, its client fetches over HTTP
 * when it reconnects. Returns how many sockets received the frame.
 */
export async function pushToMembers(memberIds: readonly string[], frame: ServerFrame): Promise<number> {
  return pushToConnections(await listConnectionsOfMembers(memberIds), frame);
}

export async function listConnectionsOfMembers(memberIds: readonly string[]): Promise<ConnectionRef[]> {
  return (await Promise.all([...new Set(memberIds)].map(listConnectionsOfMember))).flat();
}

export async function pushToConnections(connections: readonly ConnectionRef[], frame: ServerFrame): Promise<number> {
  const results = await Promise.allSettled(connections.map((connection) => pushToConnection(connection, frame)));
  return results.filter((result) => result.status === 'fulfilled' && result.value).length;
}
