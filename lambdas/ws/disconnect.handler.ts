import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { deleteConnection } from '../db/connections';
import type { WsEvent } from '../lib/ws-handler';

export const handler = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  await deleteConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
};
