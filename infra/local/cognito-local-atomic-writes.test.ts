import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { makeWritesAtomic } = require('./cognito-local-atomic-writes.cjs') as {
  makeWritesAtomic: (engine: unknown) => unknown;
};
const fromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));
type Engine = { write(data: unknown): Promise<void> | null };
type EngineClass = { new (path: string, options: { async: boolean }): Engine };

/** A fresh copy of stormdb's engine class, so patching it here leaves the module cache alone. */
function freshEngineClass(): EngineClass {
  const path = fromCognitoLocal.resolve('stormdb/src/engine/local.js');
  delete require.cache[path];
  const engine = fromCognitoLocal('stormdb/src/engine/local.js') as EngineClass;
  delete require.cache[path];
  return engine;
}

/** A pool as cognito-local snapshots it: a few MB once the demo seed's members are in. */
const snapshot = (index: number) => ({
  index,
  users: Array.from({ length: 20_000 }, (_, user) => ({ user, email: `member-${user}@kindred.local`, index })),
});

/**
 * Writes snapshots while another reader (a restarted cognito-local, say) reads the file over
 * and over; returns what each read found: 'whole', 'empty' or 'partial'.
 */
async function readsDuringWrites(
  Engine: EngineClass,
  dirs: string[],
): Promise<{ reads: string[]; last: unknown; files: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'kindred-pool-'));
  dirs.push(dir);
  const file = join(dir, 'pool.json');
  const engine = new Engine(file, { async: true });
  await engine.write(snapshot(0));
  let writing = true;
  const reads: string[] = [];
  const reader = (async () => {
    while (writing) {
      const text = await readFile(file, 'utf8');
      if (text === '') reads.push('empty');
      else {
        try {
          JSON.parse(text);
          reads.push('whole');
        } catch {
          reads.push('partial');
        }
      }
    }
  })();
  for (let round = 1; round <= 6; round++)
    await Promise.all([
      engine.write(snapshot(round * 2 - 1)),
      engine.write(snapshot(round * 2)),
      new Promise((resolve) => setImmediate(resolve)),
    ]);
  writing = false;
  await reader;
  return { reads, last: JSON.parse(await readFile(file, 'utf8')), files: readdirSync(dir) };
}

describe('cognito-local pool files', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  // Without makeWritesAtomic, stormdb's own writes were seen half-written by 3 of 4 reads here, every run.
  it('are never seen empty or half-written, and end as the last snapshot taken', async () => {
    const Engine = freshEngineClass();
    makeWritesAtomic(Engine);
    const { reads, last, files } = await readsDuringWrites(Engine, dirs);
    expect(reads.filter((read) => read !== 'whole')).toEqual([]);
    expect((last as { index: number }).index).toBe(12);
    expect(files).toEqual(['pool.json']);
  }, 60_000);

  it("fail a save as stormdb's async write does, with a rejected promise, never a throw out of the caller", async () => {
    const Engine = freshEngineClass();
    makeWritesAtomic(Engine);
    const engine = new Engine(join(tmpdir(), 'kindred-no-such-dir', 'nested', 'pool.json'), { async: true });
    let result: unknown;
    expect(() => {
      result = engine.write(snapshot(1));
    }).not.toThrow();
    await expect(result).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
