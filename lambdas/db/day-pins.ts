import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DayPin } from '../../shared/member-day';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';

/** The member's day pin, kept on the profile (shared/member-day.ts); undefined before their first like or deck. */
export async function getDayPin(memberId: string): Promise<DayPin | undefined> {
  const { Item } = await dynamo.send(new GetCommand({
    TableName: tableName(), Key: keys.profile(memberId), ProjectionExpression: 'dayPin', ConsistentRead: true,
  }));
  return Item?.dayPin as DayPin | undefined;
}

/**
 * Stores a moved pin if the profile still holds the pin it was worked out
 * from (none, or the one moved at `previousMovedAt`): two requests moving
 * it at once cannot both win. False when another did.
 */
export async function saveDayPin(memberId: string, pin: DayPin, previousMovedAt: number | undefined): Promise<boolean> {
  try {
    await dynamo.send(new UpdateCommand({
      TableName: tableName(), Key: keys.profile(memberId),
      UpdateExpression: 'SET dayPin = :pin',
      ConditionExpression: previousMovedAt === undefined
        ? 'attribute_exists(pk) AND attribute_not_exists(dayPin)'
        : 'attribute_exists(pk) AND dayPin.movedAt = :previous',
      ExpressionAttributeValues: { ':pin': pin, ...(previousMovedAt === undefined ? {} : { ':previous': previousMovedAt }) },
    }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
