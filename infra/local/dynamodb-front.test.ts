import { describe, expect, it } from 'vitest';
import { dynamoDbRequests } from './dynamodb-front';

const naming = { partitionKeyOf: (table: string) => (table === 'kindred' ? 'pk' : undefined), streamArn: 'stream-arn' };
const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/kindred';
const requests = (operation: string, input: Record<string, unknown>) =>
  dynamoDbRequests(`DynamoDB_20120810.${operation}`, input, naming);

describe('DynamoDB operations as IAM requests', () => {
  it('authorizes an item operation on the table, with its partition key as the leading key', () => {
    expect(requests('PutItem', { TableName: 'kindred', Item: { pk: { S: 'MEMBER#a' }, sk: { S: 'x' } } })).toEqual([
      { action: 'dynamodb:PutItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['MEMBER#a'] } },
    ]);
    expect(requests('UpdateItem', { TableName: 'kindred', Key: { pk: { S: 'AUDIT#1' } } })[0]?.context).toEqual({
      'dynamodb:LeadingKeys': ['AUDIT#1'],
    });
  });

  it('authorizes a query or scan of an index on the index', () => {
    expect(requests('Query', { TableName: 'kindred', IndexName: 'byCell' })).toEqual([
      { action: 'dynamodb:Query', resource: `${TABLE}/index/byCell` },
    ]);
    expect(requests('Scan', { TableName: 'kindred' })).toEqual([{ action: 'dynamodb:Scan', resource: TABLE }]);
  });

  it('authorizes a batch by table with every key it touches, and a transaction item by item', () => {
    expect(
      requests('BatchWriteItem', {
        RequestItems: {
          kindred: [
            { PutRequest: { Item: { pk: { S: 'A' } } } },
            { DeleteRequest: { Key: { pk: { S: 'B' } } } },
            { PutRequest: { Item: { pk: { S: 'A' } } } },
          ],
        },
      }),
    ).toEqual([
      { action: 'dynamodb:BatchWriteItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['A', 'B'] } },
    ]);
    expect(
      requests('TransactWriteItems', {
        TransactItems: [
          { Put: { TableName: 'kindred', Item: { pk: { S: 'A' } } } },
          { Update: { TableName: 'kindred', Key: { pk: { S: 'B' } } } },
          { ConditionCheck: { TableName: 'kindred', Key: { pk: { S: 'C' } } } },
        ],
      }).map((request) => request.action),
    ).toEqual(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem']);
    expect(requests('BatchGetItem', { RequestItems: { kindred: { Keys: [{ pk: { S: 'A' } }] } } })).toEqual([
      { action: 'dynamodb:BatchGetItem', resource: TABLE, context: { 'dynamodb:LeadingKeys': ['A'] } },
    ]);
  });

  it("authorizes stream reads on the table's stream", () => {
    expect(dynamoDbRequests('DynamoDBStreams_20120810.GetRecords', { ShardIterator: 'x' }, naming)).toEqual([
      { action: 'dynamodb:GetRecords', resource: 'stream-arn' },
    ]);
    expect(dynamoDbRequests('DynamoDBStreams_20120810.DescribeStream', { StreamArn: 'arn:s' }, naming)).toEqual([
      { action: 'dynamodb:DescribeStream', resource: 'arn:s' },
    ]);
  });
});
