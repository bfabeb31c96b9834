import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { sweepExpiredItems } from '#infra/local/ttl-sweeper.ts';
import { cloud } from '../support/cloud-info';
import { scanAll } from '../support/table';

describe('the local TTL sweeper', () => {
  it('deletes what has expired at the given moment, and nothing else', async () => {
    const { dynamo } = await import('#lambdas/lib/aws-clients.ts');
    const table = cloud().env.TABLE_NAME;
    // The moment swept is ten minutes ahead: the cloud's own sweeper, which sweeps at the real time, must not get
    // to the expired item first (it did once on CI, and this sweep then found nothing to delete).
    const now = Math.floor(Date.now() / 1000) + 600;
    const id = `ttl-${now}-${Math.random().toString(36).slice(2)}`;
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: { pk: `TEST#${id}`, sk: 'EXPIRED', entity: 'test', expiresAt: now - 1 },
      }),
    );
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: { pk: `TEST#${id}`, sk: 'LATER', entity: 'test', expiresAt: now + 3600 },
      }),
    );
    await dynamo.send(new PutCommand({ TableName: table, Item: { pk: `TEST#${id}`, sk: 'FOREVER', entity: 'test' } }));

    expect(await sweepExpiredItems(dynamo, table, now)).toBeGreaterThanOrEqual(1);
    const left = () =>
      scanAll().then((items) =>
        items
          .filter((item) => item.pk === `TEST#${id}`)
          .map((item) => item.sk)
          .sort(),
      );
    expect(await left()).toEqual(['FOREVER', 'LATER']);

    // A test moves the clock instead of waiting for it.
    await sweepExpiredItems(dynamo, table, now + 7200);
    expect(await left()).toEqual(['FOREVER']);
  });
});
