import { describe, expect, it, vi } from 'vitest';
import { resolveSomeReportItems, type CaseRecord } from './moderation';

const resolution = { action: 'publish_held', auditId: 'audit-1', at: '2026-11-27T12:00:00.000Z' };

describe('resolveSomeReportItems', () => {
  it('resolves the named reports alone, keeping each open report beside its reporter', () => {
    vi.stubEnv('TABLE_NAME', 'kindred-test');
    const current: CaseRecord = {
      memberId: 'm',
      openCount: 3,
      openReportIds: ['r1', 'r2', 'r3'],
      openReporters: ['alice', 'automatic-screening#photo#p1', 'automatic-screening#photo#p2'],
      lastReportedAt: '2026-11-27T11:00:00.000Z',
      version: 4,
    };
    const items = resolveSomeReportItems(current, ['r2'], resolution);
    const put = items[0] as unknown as { Put: { Item: CaseRecord; ExpressionAttributeValues: { ':v': number } } };
    expect(put.Put.Item).toMatchObject({
      openCount: 2,
      openReportIds: ['r1', 'r3'],
      openReporters: ['alice', 'automatic-screening#photo#p2'],
      version: 5,
    });
    // Written only while the case is as it was read.
    expect(put.Put.ExpressionAttributeValues[':v']).toBe(4);
    expect(items.slice(1).map((item) => (item as { Update: { Key: unknown } }).Update.Key)).toHaveLength(1);
    // A report no longer open (another moderator resolved it) resolves nothing more.
    expect(resolveSomeReportItems(current, ['gone'], resolution)).toHaveLength(1);
  });
});
