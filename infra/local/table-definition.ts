/**
 * Turns shared/table.ts into DynamoDB API input. Pure, so the mapping (every
 * key attribute defined once, projection ALL, stream view) is unit-tested
 * without a database.
 */
import type { AttributeDefinition, CreateTableCommandInput, GlobalSecondaryIndex } from '@aws-sdk/client-dynamodb';
import type { KeyAttribute, TableDefinition } from '#shared/table.ts';

export function createTableInput(table: TableDefinition, tableName: string = table.localName): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributeDefinitions(table),
    KeySchema: [
      { AttributeName: table.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: table.sortKey.name, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: table.globalSecondaryIndexes.map(globalSecondaryIndex),
    StreamSpecification: { StreamEnabled: true, StreamViewType: table.streamView },
  };
}

export function globalSecondaryIndex(index: TableDefinition['globalSecondaryIndexes'][number]): GlobalSecondaryIndex {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  };
}

/** DynamoDB rejects a table whose AttributeDefinitions repeat a name or list a non-key attribute. */
export function attributeDefinitions(table: TableDefinition): AttributeDefinition[] {
  const keys: KeyAttribute[] = [
    table.partitionKey,
    table.sortKey,
    ...table.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  const byName = new Map<string, KeyAttribute>();
  for (const key of keys) {
    const seen = byName.get(key.name);
    if (seen && seen.type !== key.type) {
      throw new Error(`Key attribute ${key.name} is declared both as ${seen.type} and ${key.type}`);
    }
    byName.set(key.name, key);
  }
  return [...byName.values()].map((key) => ({ AttributeName: key.name, AttributeType: key.type }));
}
