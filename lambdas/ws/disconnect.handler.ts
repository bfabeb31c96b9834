import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { deleteConnection } from '../db/connections';
import { METRIC } from '../lib/metric-names';
import { countMetricNow } from '../lib/metrics';
import type { WsEvent } from './ws-handler';

export const handler = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  const memberId = event.requestContext.authorizer?.memberId;
  if (memberId) await deleteConnection({ connectionId: event.requestContext.connectionId, memberId });
  countMetricNow(METRIC.socketsClosed);
  return { statusCode: 200 };
};
