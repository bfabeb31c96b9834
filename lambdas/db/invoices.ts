import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanKey } from '#shared/billing/catalog.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { queryAll } from './member-items';
import { tableName } from './table';
import { failedConditions } from './conditions';

/** One line of billing history. No card data: Stripe keeps the card, we never see its number. */
export type InvoiceRecord = {
  invoiceId: string;
  planKey: PlanKey | null;
  status: string;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  periodStart: string | null;
  periodEnd: string | null;
  billingReason: string | null;
  createdAt: string;
};

/** Upserts an invoice as Stripe says it is now, for a member who exists; older reads never overwrite newer. */
export async function saveInvoice(
  memberId: string,
  invoice: InvoiceRecord,
  syncedAt: number,
): Promise<'written' | 'stale' | 'noMember'> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.profile(memberId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.invoice(memberId, invoice.invoiceId), entity: 'invoice', ...invoice, syncedAt },
              ConditionExpression: 'attribute_not_exists(syncedAt) OR syncedAt < :syncedAt',
              ExpressionAttributeValues: { ':syncedAt': syncedAt },
            },
          },
        ],
      }),
    );
    return 'written';
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    return failed.includes(0) ? 'noMember' : 'stale';
  }
}

export async function listInvoices(memberId: string): Promise<InvoiceRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':prefix': keys.invoicePrefix() },
  });
  return items.map(
    ({ pk: _pk, sk: _sk, entity: _entity, syncedAt: _synced, ...invoice }) => invoice as unknown as InvoiceRecord,
  );
}
