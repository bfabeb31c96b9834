import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { cloud } from './cloud-info';

/** One write, as the table's stream recorded it. */
export type TableWrite = _Record;

const local = () => ({
  endpoint: cloud().env.AWS_ENDPOINT_URL_DYNAMODB,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

let clients: { table: DynamoDBClient; streams: DynamoDBStreamsClient } | undefined;
const client = () => (clients ??= { table: new DynamoDBClient(local()), streams: new DynamoDBStreamsClient(local()) });

async function shardsOf(streamArn: string) {
  const shards = [];
  let start: string | undefined;
  do {
    const { StreamDescription } = await client().streams.send(
      new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
    );
    shards.push(...(StreamDescription?.Shards ?? []));
    start = StreamDescription?.LastEvaluatedShardId;
  } while (start);
  return shards;
}

async function drain(iterator: string | undefined): Promise<_Record[]> {
  const records: _Record[] = [];
  while (iterator) {
    const page = await client().streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
    records.push(...(page.Records ?? []));
    // An open shard always hands a next iterator: stop once it has nothing more to give.
    if (!page.Records?.length) break;
    iterator = page.NextShardIterator;
  }
  return records;
}

/** An iterator on one shard: from its head (`LATEST`) or from its first record (`TRIM_HORIZON`). */
const iteratorOf = async (streamArn: string, shardId: string | undefined, type: 'LATEST' | 'TRIM_HORIZON') =>
  (
    await client().streams.send(
      new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type }),
    )
  ).ShardIterator;

/**
 * Every write to the table from now on, as its stream records: how "nothing was written" is proven
 * without scanning the whole table twice (a scan reads every item of a table every earlier test has
 * filled). The stream has every put, update and delete, even one that wrote an item as it was.
 * Call the answer once the writes of interest are done; it reads what the stream recorded meanwhile.
 */
export async function watchTableWrites(): Promise<() => Promise<_Record[]>> {
  const { Table } = await client().table.send(new DescribeTableCommand({ TableName: cloud().env.TABLE_NAME }));
  const streamArn = Table!.LatestStreamArn!;
  const before = await shardsOf(streamArn);
  const known = new Set(before.map((shard) => shard.ShardId));
  const iterators = await Promise.all(
    before
      .filter((shard) => !shard.SequenceNumberRange?.EndingSequenceNumber)
      .map((shard) => iteratorOf(streamArn, shard.ShardId, 'LATEST')),
  );
  return async () => {
    // A shard opened meanwhile (DynamoDB rolls them now and then) is read from its start.
    const opened = (await shardsOf(streamArn)).filter((shard) => !known.has(shard.ShardId));
    const fresh = await Promise.all(opened.map((shard) => iteratorOf(streamArn, shard.ShardId, 'TRIM_HORIZON')));
    return (await Promise.all([...iterators, ...fresh].map(drain))).flat();
  };
}

/** What a stream record wrote (its new image, or the old one for a removal), as plain values. */
export function writtenItem(record: _Record): Record<string, unknown> {
  const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage ?? {};
  return unmarshall(image as Parameters<typeof unmarshall>[0]);
}

/** The records among `records` whose item names `id` anywhere: its keys or any attribute. */
export const writesNaming = (records: _Record[], id: string) =>
  records.map(writtenItem).filter((item) => JSON.stringify(item).includes(id));
