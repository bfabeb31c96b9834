import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerFrame } from '../../shared/schemas/realtime';
import { deleteConnection } from '../db/connections';
import { requireEnv } from '../lib/env';
import { logger } from '../lib/logger';

let client: ApiGatewayManagementApiClient | undefined;
const management = () => (client ??= new ApiGatewayManagementApiClient({ endpoint: requireEnv('WS_CALLBACK_URL') }));

/**
 * Sends one frame to one connection. A GoneException means the socket closed
 * without $disconnect reaching us, so the stale record is removed here.
 * Returns whether the frame was delivered.
 */
export async function pushToConnection(connectionId: string, frame: ServerFrame): Promise<boolean> {
  try {
    await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(frame) }));
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error as Error).name === 'GoneException') {
      await deleteConnection(connectionId);
      return false;
    }
    logger.error('Push failed', { connectionId, error: error as Error });
    throw error;
  }
}
