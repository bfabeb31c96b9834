import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DayPin } from '#shared/member-day.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** The member's day pin, kept on the profile (shared/member-day.ts); undefined before their first like or deck. */
export async function getDayPin(memberId: string): Promise<DayPin | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.profile(memberId),
      ProjectionExpression: 'dayPin',
      ConsistentRead: true,
    }),
  );
  return Item?.dayPin as DayPin | undefined;
}

/** The pin a profile already read holds (the same attribute `getDayPin` projects): no second read of it. */
export const dayPinOf = (profile: object | undefined): DayPin | undefined =>
  (profile as { dayPin?: DayPin } | undefined)?.dayPin;

/** A pin to store, and the `movedAt` of the pin it was worked out from (undefined: there was none). */
export type DayPinMove = { pin: DayPin; previousMovedAt: number | undefined };

/**
 * The transaction item that stores a moved pin, only if the profile still
 * holds the pin it was worked out from (two requests moving it at once cannot
 * both win) and `condition` (with `values`) holds too. It is never written on
 * its own: it goes into the transaction of the write it counts for, so a
 * request that is refused moves nothing (decision 0030).
 */
export function dayPinMoveItem(
  memberId: string,
  { pin, previousMovedAt }: DayPinMove,
  condition: string,
  values: Record<string, unknown>,
) {
  const pinUnchanged =
    previousMovedAt === undefined ? 'attribute_not_exists(dayPin)' : 'dayPin.movedAt = :previousMovedAt';
  return {
    Update: {
      TableName: tableName(),
      Key: keys.profile(memberId),
      UpdateExpression: 'SET dayPin = :pin',
      ConditionExpression: `attribute_exists(pk) AND ${pinUnchanged} AND (${condition})`,
      ExpressionAttributeValues: {
        ...values,
        ':pin': pin,
        ...(previousMovedAt === undefined ? {} : { ':previousMovedAt': previousMovedAt }),
      },
      // On a refusal, what the profile held tells a moved pin from a member out of good standing.
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}
