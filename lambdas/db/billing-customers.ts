import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { tableName } from './table';
import { IS_NEW, failedConditions, putItem, writeWhileMemberExists } from './conditions';

/** The member's own Stripe customer id; the only way any billing call finds a customer. */
export async function getCustomerId(memberId: string): Promise<string | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.billingCustomer(memberId), ConsistentRead: true }),
  );
  return Item?.stripeCustomerId as string | undefined;
}

/** Whose customer this is; undefined for a customer we do not know (or whose member is gone). */
export async function memberOfCustomer(customerId: string): Promise<string | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.stripeCustomer(customerId), ConsistentRead: true }),
  );
  return Item?.memberId as string | undefined;
}

/**
 * Records the customer both ways, once, while the member exists. Returns the
 * id that is stored: a concurrent request that stored first wins, and both
 * requests then use its customer.
 */
export async function saveCustomer(
  memberId: string,
  customerId: string,
  now = new Date(),
): Promise<string | undefined> {
  const at = now.toISOString();
  try {
    await writeWhileMemberExists(memberId, [
      putItem(
        {
          ...keys.billingCustomer(memberId),
          entity: 'billingCustomer',
          memberId,
          stripeCustomerId: customerId,
          createdAt: at,
        },
        IS_NEW,
      ),
      putItem(
        { ...keys.stripeCustomer(customerId), entity: 'stripeCustomer', memberId, createdAt: at },
        {
          ConditionExpression: 'attribute_not_exists(pk) OR memberId = :member',
          ExpressionAttributeValues: { ':member': memberId },
        },
      ),
    ]);
    return customerId;
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    if (failed.includes(0)) return undefined;
    if (failed.includes(2)) throw new Error(`Stripe customer ${customerId} already belongs to another member`);
    return getCustomerId(memberId);
  }
}

/** The lookup outside the member's partition, which account deletion removes by hand. */
export async function deleteCustomerLookup(customerId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.stripeCustomer(customerId) }));
}
