/**
 * Moderation items (decision 0023): reports and the case of each
 * reported member, the append-only audit log of staff actions, the notices a
 * member is shown, and the moderation state on the profile.
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NoticeKind } from '#shared/moderation/rules.ts';
import { dynamo } from '../lib/aws-clients';
import { keys } from './keys';
import { getByKeys } from './batch-get';
import { newestOnTarget } from './member-items';
import { tableName } from './table';
import { failedConditions, type TransactItem, updateIfConditionHolds } from './conditions';

export type ReportSubject = 'profile' | 'story' | 'messages' | 'photo';

export type ReportRecord = {
  reportId: string;
  reporterId: string;
  reportedId: string;
  category: string;
  note: string | null;
  subject: ReportSubject;
  snapshot: Record<string, unknown>;
  createdAt: string;
  status: 'open' | 'resolved';
  resolution?: { action: string; auditId: string; at: string } | null;
};

export type CaseRecord = {
  memberId: string;
  openCount: number;
  openReportIds: string[];
  /** Who has an open report about the member now: one each. Never leaves the moderation partition. */
  openReporters: string[];
  lastReportedAt: string | null;
  version: number;
};

export type AuditRecord = {
  auditId: string;
  at: string;
  actorId: string;
  action: string;
  targetMemberId: string;
  reason: string;
  details: Record<string, string | number | boolean | null>;
};

export type NoticeRecord = {
  noticeId: string;
  memberId: string;
  kind: NoticeKind;
  reason: string;
  createdAt: string;
  until: string | null;
  subject: string | null;
  acknowledgedAt?: string | null;
};

const STORAGE = new Set(['pk', 'sk', 'entity', 'feedPk', 'feedSk', 'targetPk', 'targetSk']);
const strip = <T>(item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).filter(([key]) => !STORAGE.has(key))) as T;

const EMPTY_CASE = (memberId: string): CaseRecord => ({
  memberId,
  openCount: 0,
  openReportIds: [],
  openReporters: [],
  lastReportedAt: null,
  version: 0,
});
/** Most reported first, then the latest report: a sort key that orders both (counts below a million). */
const caseSortKey = (record: CaseRecord) =>
  `${String(record.openCount).padStart(6, '0')}#${record.lastReportedAt}#${record.memberId}`;

export async function getCase(memberId: string): Promise<CaseRecord> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.moderationCase(memberId), ConsistentRead: true }),
  );
  return Item ? { ...EMPTY_CASE(memberId), ...strip<CaseRecord>(Item) } : EMPTY_CASE(memberId);
}

export async function getCases(memberIds: string[]): Promise<Map<string, CaseRecord>> {
  const unique = [...new Set(memberIds)].slice(0, 100);
  const found = new Map<string, CaseRecord>();
  if (unique.length === 0) return found;
  for (const item of await getByKeys(unique.map((id) => keys.moderationCase(id))))
    found.set(String(item.memberId), { ...EMPTY_CASE(String(item.memberId)), ...strip<CaseRecord>(item) });
  return found;
}

/** The case as stored: open (in the reported-members queue) while it has open reports. */
function putCase(next: CaseRecord, expectedVersion: number): TransactItem {
  const open = next.openCount > 0;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.moderationCase(next.memberId),
        entity: 'moderationCase',
        ...next,
        ...(open ? { ...keys.reportedMembersQueue(), feedSk: caseSortKey(next) } : {}),
      },
      ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
      ...(expectedVersion === 0 ? {} : { ExpressionAttributeValues: { ':v': expectedVersion } }),
    },
  };
}

export type FileReportOutcome = 'filed' | 'alreadyReported' | 'stale';

/**
 * Files a report and adds it to the member's case in one transaction, while
 * the case is as it was read (concurrent reports retry). One open report per
 * reporter and member: a second is refused until the first is resolved.
 * `reporterKey` is what counts as one reporter: the member who reports, or for
 * automatic screening one held item (each its own report, decision 0082).
 */
export async function fileReport(
  report: ReportRecord,
  current: CaseRecord,
  reporterKey = report.reporterId,
): Promise<FileReportOutcome> {
  if (current.openReporters.includes(reporterKey)) return 'alreadyReported';
  const next: CaseRecord = {
    ...current,
    openCount: current.openCount + 1,
    openReportIds: [...current.openReportIds, report.reportId],
    openReporters: [...current.openReporters, reporterKey],
    lastReportedAt: report.createdAt,
    version: current.version + 1,
  };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.report(report.reportId),
                ...keys.reportQueue('open'),
                feedSk: `${report.createdAt}#${report.reportId}`,
                entity: 'report',
                ...report,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          putCase(next, current.version),
        ],
      }),
    );
    return 'filed';
  } catch (error) {
    if (failedConditions(error)?.includes(1)) return 'stale';
    throw error;
  }
}

/**
 * The case without some of its open reports, and those reports marked resolved: an action about one
 * report (publishing the held item it names) leaves the others open. `openReporters` is kept in step
 * with `openReportIds`: fileReport appends both together.
 */
export function resolveSomeReportItems(
  current: CaseRecord,
  reportIds: readonly string[],
  resolution: { action: string; auditId: string; at: string },
): TransactItem[] {
  const keep = current.openReportIds.map((reportId) => !reportIds.includes(reportId));
  const openReportIds = current.openReportIds.filter((_, index) => keep[index]);
  const next: CaseRecord = {
    ...current,
    openCount: openReportIds.length,
    openReportIds,
    openReporters: current.openReporters.filter((_, index) => keep[index]),
    version: current.version + 1,
  };
  const resolved = current.openReportIds.filter((_, index) => !keep[index]);
  return [putCase(next, current.version), ...resolved.map((reportId) => resolveReportItem(reportId, resolution))];
}

/** Up to this many reports are resolved in the action's own transaction (DynamoDB allows 100 items). */
export const REPORTS_PER_TRANSACTION = 80;

/** The case with no open reports, and the reports marked resolved by the action's audit row. */
export function resolveCaseItems(
  current: CaseRecord,
  resolution: { action: string; auditId: string; at: string },
): { items: TransactItem[]; rest: string[] } {
  if (current.openCount === 0) return { items: [], rest: [] };
  const next: CaseRecord = {
    ...current,
    openCount: 0,
    openReportIds: [],
    openReporters: [],
    version: current.version + 1,
  };
  const now = current.openReportIds.slice(0, REPORTS_PER_TRANSACTION);
  return {
    items: [putCase(next, current.version), ...now.map((reportId) => resolveReportItem(reportId, resolution))],
    rest: current.openReportIds.slice(REPORTS_PER_TRANSACTION),
  };
}

function resolveReportItem(
  reportId: string,
  resolution: { action: string; auditId: string; at: string },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.report(reportId),
      UpdateExpression: 'SET #status = :resolved, resolution = :resolution, feedPk = :feedPk',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':resolved': 'resolved',
        ':resolution': resolution,
        ':feedPk': keys.reportQueue('resolved').feedPk,
      },
    },
  };
}

/** Reports past what one transaction holds (a member reported by very many): resolved after it, one by one. */
export async function resolveReports(
  reportIds: string[],
  resolution: { action: string; auditId: string; at: string },
): Promise<void> {
  for (const reportId of reportIds) {
    const { Update } = resolveReportItem(reportId, resolution) as {
      Update: ConstructorParameters<typeof UpdateCommand>[0];
    };
    await dynamo.send(new UpdateCommand(Update));
  }
}

/** The audit row: written once (conditional Put), never updated or deleted by any code path (and IAM denies both in AWS). */
export function auditItem(entry: AuditRecord, actorRoles: readonly string[]): TransactItem {
  const month = entry.at.slice(0, 7);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.auditEntry(month, entry.at, entry.auditId),
        ...keys.auditOfMember(entry.targetMemberId),
        targetSk: `${entry.at}#${entry.auditId}`,
        entity: 'audit',
        ...entry,
        actorRoles: [...actorRoles],
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function noticeItem(notice: NoticeRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.notice(notice.memberId, notice.noticeId), entity: 'notice', ...notice },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Moderation state on the profile, where every reader of profiles sees it (shared/moderation/rules.ts). */
export function profileModerationItem(memberId: string, set: Record<string, string>): TransactItem {
  const entries = Object.entries(set);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.profile(memberId),
      UpdateExpression: `SET ${entries.map((_, i) => `#m${i} = :m${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#m${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:m${i}`, value])),
    },
  };
}

/** One moderator action, all or nothing; 'stale' when the case moved under it (a new report): read again. */
export async function writeModeration(items: TransactItem[]): Promise<'written' | 'stale' | 'noMember'> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
    return 'written';
  } catch (error) {
    const failed = failedConditions(error);
    if (!failed) throw error;
    const reasons = failed.map((index) => items[index]);
    if (reasons.some((item) => 'Update' in item && (item.Update?.Key as { sk?: string })?.sk === 'PROFILE'))
      return 'noMember';
    return 'stale';
  }
}

export type FeedPage<T> = { items: T[]; next: Record<string, unknown> | null };

async function queryFeed(feedPk: string, limit: number, startKey?: Record<string, unknown>) {
  const { Items = [], LastEvaluatedKey } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byFeed',
      KeyConditionExpression: 'feedPk = :f',
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':f': feedPk },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { Items, next: LastEvaluatedKey ?? null };
}

/** Open reports, newest first. */
export async function queryOpenReports(
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<FeedPage<ReportRecord>> {
  const { Items, next } = await queryFeed(keys.reportQueue('open').feedPk, limit, startKey);
  return { items: Items.map((item) => strip<ReportRecord>(item)), next };
}

/** Members with open reports, most reported first. */
export async function queryReportedMembers(
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<FeedPage<CaseRecord>> {
  const { Items, next } = await queryFeed(keys.reportedMembersQueue().feedPk, limit, startKey);
  return { items: Items.map((item) => ({ ...EMPTY_CASE(String(item.memberId)), ...strip<CaseRecord>(item) })), next };
}

export async function getReports(reportIds: string[]): Promise<ReportRecord[]> {
  const found = await getByKeys([...new Set(reportIds)].map((id) => keys.report(id)));
  return found.map((item) => strip<ReportRecord>(item));
}

/** A member's moderation history, newest first (byTarget). */
export async function listAuditOfMember(memberId: string, limit = 50): Promise<AuditRecord[]> {
  const Items = await newestOnTarget(keys.auditOfMember(memberId).targetPk, limit);
  return Items.map((item) => strip<AuditRecord>(item));
}

/** One month of the audit log, newest first. */
export async function queryAuditMonth(
  month: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<FeedPage<AuditRecord>> {
  const { Items = [], LastEvaluatedKey } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
      ExpressionAttributeValues: { ':pk': keys.auditMonth(month).pk },
    }),
  );
  return { items: Items.map((item) => strip<AuditRecord>(item)), next: LastEvaluatedKey ?? null };
}

/** Notices the member has not acknowledged yet, oldest first. */
export async function listOpenNotices(memberId: string): Promise<NoticeRecord[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      ConsistentRead: true,
      Limit: 20,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'attribute_not_exists(acknowledgedAt)',
      ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':prefix': keys.noticePrefix() },
    }),
  );
  return Items.map((item) => strip<NoticeRecord>(item));
}

export async function acknowledgeNotice(memberId: string, noticeId: string, now: Date): Promise<boolean> {
  return updateIfConditionHolds({
    TableName: tableName(),
    Key: keys.notice(memberId, noticeId),
    UpdateExpression: 'SET acknowledgedAt = if_not_exists(acknowledgedAt, :now)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': now.toISOString() },
  });
}
