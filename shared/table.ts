/**
 * The single DynamoDB table: the one place that names its keys, indexes, TTL
 * attribute and stream. CDK (infra/) and the local cloud both build the table
 * from this object, so they cannot drift apart.
 *
 * Key formats (what goes *into* these attributes) are known only to lambdas/db/.
 * docs/data-model.md lists every access pattern that uses them.
 */
export type KeyAttribute = { name: string; type: 'S' | 'N' };

export type IndexDefinition = {
  indexName: string;
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
  /** Why the index exists, in access-pattern terms. */
  purpose: string;
};

export const TABLE = {
  /** Logical id in CDK and the physical name in the local cloud. */
  localName: 'kindred-local',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  timeToLiveAttribute: 'expiresAt',
  streamView: 'NEW_AND_OLD_IMAGES',
  globalSecondaryIndexes: [
    {
      indexName: 'byTarget',
      partitionKey: { name: 'targetPk', type: 'S' },
      sortKey: { name: 'targetSk', type: 'S' },
      purpose: "Inverted edges: likes received (who liked you), blocks received, a member's matches and connections.",
    },
    {
      indexName: 'byCell',
      partitionKey: { name: 'cellPk', type: 'S' },
      sortKey: { name: 'cellSk', type: 'S' },
      purpose: 'Discovery: complete profiles by coarse geo cell, ranked boosted first.',
    },
    {
      indexName: 'byFeed',
      partitionKey: { name: 'feedPk', type: 'S' },
      sortKey: { name: 'feedSk', type: 'S' },
      purpose: 'Time-ordered feeds: active stories, voice profiles, the moderation queue, landing samples.',
    },
  ] satisfies IndexDefinition[],
} as const;

export type TableDefinition = typeof TABLE;
