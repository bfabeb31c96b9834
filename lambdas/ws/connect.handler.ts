import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { saveConnection } from '../db/connections';
import { getProfile } from '../db/profiles';
import type { WsEvent } from '../lib/ws-handler';

/** $connect runs only after the authorizer allowed the member; its context carries the member id. */
export const handler = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  const memberId = event.requestContext.authorizer?.memberId;
  if (!memberId) return { statusCode: 401 };
  // A banned member's access token lives until it expires; their sockets do not (decision 0023).
  if ((await getProfile(memberId))?.bannedAt) return { statusCode: 403 };
  await saveConnection(event.requestContext.connectionId, memberId);
  return { statusCode: 200 };
};
