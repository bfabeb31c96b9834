import { describe, expect, it } from 'vitest';
import { TABLE, type TableDefinition } from '#shared/table.ts';
import { attributeDefinitions, createTableInput } from './table-definition';

describe('createTableInput', () => {
  const input = createTableInput(TABLE);

  it('creates the local table with the keys, every GSI projecting ALL, and the stream', () => {
    expect(input.TableName).toBe(TABLE.localName);
    expect(input.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(input.GlobalSecondaryIndexes?.map((index) => index.IndexName)).toEqual(
      TABLE.globalSecondaryIndexes.map((index) => index.indexName),
    );
    expect(input.GlobalSecondaryIndexes?.every((index) => index.Projection?.ProjectionType === 'ALL')).toBe(true);
    expect(input.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });

  it('defines each key attribute exactly once', () => {
    const names = input.AttributeDefinitions!.map((a) => a.AttributeName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['pk', 'sk', 'targetPk', 'targetSk', 'cellPk', 'cellSk', 'feedPk', 'feedSk']),
    );
  });
});

describe('attributeDefinitions', () => {
  it('refuses an attribute declared with two types', () => {
    const broken = {
      ...TABLE,
      globalSecondaryIndexes: [
        { indexName: 'x', partitionKey: { name: 'pk', type: 'N' }, sortKey: { name: 'sk', type: 'S' }, purpose: '' },
      ],
    } as unknown as TableDefinition;
    expect(() => attributeDefinitions(broken)).toThrow(/pk/);
  });
});
