import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { EVENT_SUBSCRIPTIONS, TABLE_STREAM_ENTITIES } from '#shared/routes/index.ts';
import { globalStatsDelta, memberCounterDeltas } from './stream-deltas';
import { STREAM_EFFECTS } from './stream-effects';

const HOOKS = { inserted: 'INSERT', modified: 'MODIFY', removed: 'REMOVE' } as const;
type Kind = keyof typeof HOOKS;

/** The entities the effect table acts on for one kind of change. */
const actedOn = (kind: Kind) =>
  Object.entries(STREAM_EFFECTS)
    .filter(([, effects]) => effects?.some((effect) => effect[kind]))
    .map(([entity]) => entity)
    .sort();

/** A record of `entity` with the attributes the counters read, as a like, a match and a message carry them. */
function recordOf(entity: string, eventName: (typeof HOOKS)[Kind]): DynamoDBRecord {
  const image = {
    entity: { S: entity },
    isLike: { BOOL: true },
    swiperId: { S: 'a' },
    senderId: { S: 'a' },
    memberIds: { L: [{ S: 'a' }, { S: 'b' }] },
  };
  return { eventName, dynamodb: { NewImage: image, OldImage: image } } as DynamoDBRecord;
}

describe("the table stream's filters (decision 0092)", () => {
  it.each(Object.keys(HOOKS) as Kind[])('pass exactly the entities with an effect when %s', (kind) => {
    expect([...TABLE_STREAM_ENTITIES[kind]].sort()).toEqual(actedOn(kind));
  });

  it('pass every record that moves a counter', () => {
    const entities = [
      ...new Set([...Object.keys(STREAM_EFFECTS), 'rateWindow', 'connection', 'notification', 'counters']),
    ];
    for (const [kind, eventName] of Object.entries(HOOKS) as [Kind, (typeof HOOKS)[Kind]][]) {
      for (const entity of entities) {
        const record = recordOf(entity, eventName);
        const counts = memberCounterDeltas(record).length > 0 || Object.keys(globalStatsDelta(record)).length > 0;
        if (counts) expect(TABLE_STREAM_ENTITIES[kind], `${entity} ${eventName}`).toContain(entity);
      }
    }
  });

  it('are the ones the table-stream consumer subscribes with, one per kind of change', () => {
    const filters = EVENT_SUBSCRIPTIONS.tableStream.filters;
    expect(filters.map((filter) => [filter.eventNames, filter.image, filter.equals.entity])).toEqual([
      [['INSERT'], 'new', TABLE_STREAM_ENTITIES.inserted],
      [['MODIFY'], 'new', TABLE_STREAM_ENTITIES.modified],
      [['REMOVE'], 'old', TABLE_STREAM_ENTITIES.removed],
    ]);
  });
});
