import { ApiGatewayManagementApiClient, DeleteConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection, listConnectionsOfMember } from '../db/connections';
import { requireEnv } from '../lib/env';
import { logger } from '../lib/logger';

let client: ApiGatewayManagementApiClient | undefined;
const management = () => (client ??= new ApiGatewayManagementApiClient({ endpoint: requireEnv('WS_CALLBACK_URL') }));

/**
 * Every open socket of the member is closed by API Gateway (its
 * @connections DELETE) and the connection records go: a session that ended
 * (a ban, a suspension, a deletion, sign-out everywhere) keeps no live socket.
 * $connect refuses the old tokens from then on.
 */
export async function closeSocketsOf(memberId: string): Promise<number> {
  const connections = await listConnectionsOfMember(memberId);
  await Promise.all(
    connections.map(async (connection) => {
      try {
        await management().send(new DeleteConnectionCommand({ ConnectionId: connection.connectionId }));
      } catch (error) {
        if ((error as Error).name !== 'GoneException')
          logger.warn("Closing a member's socket failed", { error: error as Error });
      }
      await deleteConnection(connection);
    }),
  );
  return connections.length;
}
