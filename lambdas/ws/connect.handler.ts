import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { MAX_SOCKETS_PER_MEMBER } from '#shared/limits.ts';
import { saveConnectionWithin } from '../db/connections';
import { getProfile } from '../db/profiles';
import { AppError } from '../lib/errors';
import { METRIC } from '../lib/metric-names';
import { countMetricNow } from '../lib/metrics';
import type { WsEvent } from './ws-handler';
import { takeRateLimit, type RateLimitTake } from '../use-cases/limits/enforce-rate-limit';

const tooMany = (retryAfterSeconds: number): APIGatewayProxyResultV2 => ({
  statusCode: 429,
  headers: { 'retry-after': String(retryAfterSeconds) },
});

/** $connect runs only after the authorizer allowed the member; its context carries the member id. */
export const handler = async (event: WsEvent): Promise<APIGatewayProxyResultV2> => {
  const memberId = event.requestContext.authorizer?.memberId;
  if (!memberId) return { statusCode: 401 };
  const profile = await getProfile(memberId);
  // A banned member's access token lives until it expires; their sockets do not (decision 0023).
  if (profile?.bannedAt) return { statusCode: 403 };
  const now = Date.now();
  let taken: RateLimitTake;
  try {
    taken = await takeRateLimit(memberId, 'socketConnect', now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return tooMany(error.retryAfterSeconds ?? 60);
    throw error;
  }
  // Tabs and devices, not hundreds of sockets (shared/limits.ts); a closed one frees its place at $disconnect.
  // Counted and stored in one step, so a burst of connects cannot pass the cap between them.
  if (!(await saveConnectionWithin(event.requestContext.connectionId, memberId, MAX_SOCKETS_PER_MEMBER, now))) {
    // Refused sockets are not connects: the hour's allowance is for sockets that opened.
    await taken.giveBack();
    return tooMany(60);
  }
  countMetricNow(METRIC.socketsOpened);
  return { statusCode: 200 };
};
