import { describe, expect, it } from 'vitest';
import { auditMonthOfPk, isStartKeyOf, keys, memberIdFromPk } from './keys';

describe('cursor start keys', () => {
  it("accept only a start key the list's own pages end on", () => {
    const eliteStart = { ...keys.eliteRequest('m-1', 'r-1'), ...keys.eliteQueue(), feedSk: 'x' };
    expect(isStartKeyOf.eliteQueue(eliteStart)).toBe(true);
    expect(isStartKeyOf.eliteQueue({ ...eliteStart, pk: keys.report('r-1').pk })).toBe(false);
    expect(isStartKeyOf.eliteQueue({ ...eliteStart, ...keys.reportQueue('open') })).toBe(false);

    const reportStart = { ...keys.report('r-1'), ...keys.reportQueue('open'), feedSk: 'x' };
    expect(isStartKeyOf.openReports(reportStart)).toBe(true);
    expect(isStartKeyOf.openReports({ ...reportStart, ...keys.reportQueue('closed') })).toBe(false);
    expect(isStartKeyOf.openReports({ ...reportStart, pk: keys.profile('m-1').pk })).toBe(false);

    const caseStart = { ...keys.moderationCase('m-1'), ...keys.reportedMembersQueue(), feedSk: 'x' };
    expect(isStartKeyOf.reportedMembers(caseStart)).toBe(true);
    expect(isStartKeyOf.reportedMembers({ ...caseStart, pk: keys.report('r-1').pk })).toBe(false);
  });

  it('read the month back from an audit partition and the member from a member partition', () => {
    expect(auditMonthOfPk(keys.auditMonth('2026-02').pk)).toBe('2026-02');
    expect(auditMonthOfPk(keys.auditEntry('2026-02', '2026-02-03T00:00:00.000Z', 'a').pk)).toBe('2026-02');
    expect(auditMonthOfPk(`${keys.auditMonth('2026-02').pk}#more`)).toBeUndefined();
    expect(auditMonthOfPk(keys.profile('m-1').pk)).toBeUndefined();
    expect(memberIdFromPk(keys.profile('m-1').pk)).toBe('m-1');
    expect(memberIdFromPk(keys.report('r-1').pk)).toBeUndefined();
  });
});
