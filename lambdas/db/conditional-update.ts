import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';

/**
 * Runs an update whose ConditionExpression guards a state change, and says
 * whether it happened: false when the condition did not hold (someone else
 * got there first, or the item is not in the state the change starts from).
 */
export async function updateIfConditionHolds(input: UpdateCommandInput): Promise<boolean> {
  try {
    await dynamo.send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
