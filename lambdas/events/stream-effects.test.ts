import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DecodedChange } from '../db/table-changes';
import { logger } from '../lib/logger';
import { applyTableChange, type EffectTable } from './stream-effects';

const match = { matchId: 'm1', memberIds: ['a', 'b'], createdAt: '2026-01-01T00:00:00.000Z', madeBy: 'a' };
const calls: unknown[][] = [];
const record =
  (name: string) =>
  async (...args: unknown[]) =>
    void calls.push([name, ...args]);

const table: EffectTable = {
  match: [{ inserted: record('first inserted'), removed: record('removed') }, { inserted: record('second inserted') }],
  matchEdge: [{ modified: record('modified') }],
};

afterEach(() => {
  calls.length = 0;
  vi.restoreAllMocks();
});

describe('applyTableChange', () => {
  it("runs the entity's effects for an insert, in their order, with the new item", async () => {
    await applyTableChange({ entity: 'match', why: 'insert', new: match }, table);
    expect(calls).toEqual([
      ['first inserted', match],
      ['second inserted', match],
    ]);
  });

  it('gives a modify both items, and a removal its old item and whether the TTL made it', async () => {
    const before = { ...match, readUpTo: 'x1' };
    const after = { ...match, readUpTo: 'x2' };
    await applyTableChange({ entity: 'matchEdge', why: 'modify', old: before, new: after }, table);
    await applyTableChange({ entity: 'match', why: 'remove', old: match }, table);
    await applyTableChange({ entity: 'match', why: 'ttl', old: match }, table);
    expect(calls).toEqual([
      ['modified', before, after],
      ['removed', match, false],
      ['removed', match, true],
    ]);
  });

  it('runs nothing for a kind of change the entity has no effect for', async () => {
    await applyTableChange({ entity: 'matchEdge', why: 'insert', new: match }, table);
    await applyTableChange({ entity: 'story', why: 'ttl', old: { storyId: 's1' } }, table);
    expect(calls).toEqual([]);
  });

  it('ignores an entity it does not know, with a log line, instead of failing the batch', async () => {
    const debug = vi.spyOn(logger, 'debug').mockImplementation(() => undefined);
    const unknown: DecodedChange = { entity: 'somethingNew', why: 'insert', new: { entity: 'somethingNew' } };
    await expect(applyTableChange(unknown, table)).resolves.toBeUndefined();
    await expect(applyTableChange({ entity: undefined, why: 'remove', old: {} }, table)).resolves.toBeUndefined();
    expect(calls).toEqual([]);
    expect(debug).toHaveBeenCalledWith('Stream change without effects', { entity: 'somethingNew', why: 'insert' });
    expect(debug).toHaveBeenCalledWith('Stream change without effects', { entity: undefined, why: 'remove' });
  });
});
