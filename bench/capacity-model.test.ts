import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ACTIVITY,
  PEAK_HOUR_SHARE,
  PRICES,
  cognitoMonthly,
  costPerThousandMembers,
  peakRates,
  type ActionCost,
  type ActionName,
} from './capacity-model';

const nothing: ActionCost = {
  dynamoRequests: 0,
  readUnits: 0,
  writeUnits: 0,
  invocations: 0,
  handlerSeconds: 0,
  gbSeconds: 0,
  pushes: 0,
};
const costs = (changes: Partial<Record<ActionName, Partial<ActionCost>>>) =>
  Object.fromEntries(ACTIONS.map((name) => [name, { ...nothing, ...changes[name] }])) as Record<ActionName, ActionCost>;

describe('costPerThousandMembers', () => {
  it('multiplies what one action costs by how often 1,000 members do it in a month', () => {
    const messages = 1000 * ACTIVITY.activeDaysPerMonth * ACTIVITY.perActiveDay.message;
    const monthly = costPerThousandMembers(
      costs({ message: { writeUnits: 2, readUnits: 1, invocations: 1, pushes: 2 } }),
    );
    expect(monthly.breakdown['DynamoDB writes (on-demand)']).toBeCloseTo(messages * 2 * PRICES.dynamoWriteUnit);
    expect(monthly.breakdown['DynamoDB reads (on-demand)']).toBeCloseTo(messages * PRICES.dynamoReadUnit);
    expect(monthly.breakdown['Lambda requests']).toBeCloseTo(messages * PRICES.lambdaRequest);
    // The frame the sender sends and the two pushes are three WebSocket messages; typing and read frames are messages too.
    const frames =
      1000 *
      ACTIVITY.activeDaysPerMonth *
      (ACTIVITY.perActiveDay.typing + ACTIVITY.perActiveDay.markRead + ACTIVITY.perActiveDay.ping);
    expect(monthly.breakdown['API Gateway WebSocket messages']).toBeCloseTo(
      (messages * 3 + frames) * PRICES.webSocketMessage,
    );
    expect(monthly.total).toBeCloseTo(Object.values(monthly.breakdown).reduce((a, b) => a + b, 0));
  });

  it('bills every HTTP action as an HTTP API request and nothing for actions that cost nothing', () => {
    const monthly = costPerThousandMembers(costs({}));
    const httpActions = ACTIONS.filter(
      (name) => !['typing', 'message', 'markRead', 'socketSession', 'ping'].includes(name),
    );
    const requests = httpActions.reduce(
      (sum, name) => sum + 1000 * ACTIVITY.activeDaysPerMonth * ACTIVITY.perActiveDay[name],
      0,
    );
    expect(monthly.breakdown['API Gateway HTTP API']).toBeCloseTo(requests * PRICES.httpApiRequest);
    expect(monthly.breakdown['DynamoDB writes (on-demand)']).toBe(0);
  });
});

describe('media transfer', () => {
  it('prices the photos shown at their measured weight, else at the older 100 KB guess', () => {
    const gb = (mbPerDay: number) => (1000 * ACTIVITY.activeDaysPerMonth * mbPerDay) / 1024;
    expect(costPerThousandMembers(costs({})).breakdown['CloudFront media transfer']).toBeCloseTo(
      gb(ACTIVITY.downloadedMediaMbPerActiveDay) * PRICES.cloudFrontGb,
    );
    const measured = costPerThousandMembers(costs({}), ACTIVITY, PRICES, { bytesPerPhotoShown: 50 * 1024 });
    expect(measured.breakdown['CloudFront media transfer']).toBeCloseTo(
      gb((ACTIVITY.photosShownPerActiveDay * 50) / 1024) * PRICES.cloudFrontGb,
    );
  });
});

describe('cognitoMonthly', () => {
  it('is free up to 10,000 monthly active users, then per user', () => {
    expect(cognitoMonthly(9_000)).toBe(0);
    expect(cognitoMonthly(11_000)).toBeCloseTo(1_000 * PRICES.cognitoEssentialsMau);
  });
});

describe('peakRates', () => {
  it("spreads the busiest hour of the active members' day over its seconds", () => {
    const rates = peakRates(costs({ message: { writeUnits: 2, pushes: 3 } }), 3_000_000);
    const activeToday = (3_000_000 * ACTIVITY.activeDaysPerMonth) / 30;
    const peak = (perDay: number) => (perDay * activeToday * PEAK_HOUR_SHARE) / 3600;
    expect(rates.writeUnits).toBeCloseTo(peak(2 * ACTIVITY.perActiveDay.message));
    expect(rates.pushes).toBeCloseTo(peak(3 * ACTIVITY.perActiveDay.message));
    expect(rates.newConnections).toBeCloseTo(peak(ACTIVITY.perActiveDay.socketSession));
    expect(rates.openSockets).toBeCloseTo(rates.newConnections * ACTIVITY.minutesPerSession * 60);
    expect(rates.readUnits).toBe(0);
  });
});
