/**
 * A bundle built as the Lambdas are (minified, map beside it, no `--enable-source-maps`), run in a fresh
 * node: the stack the logger writes names the source's file, line and column, not the bundle's.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const LOGGER = join(import.meta.dirname, 'logger.ts');

/** Line 7, column 11 of this source is where `new Error` stands. */
const ENTRY = `import { logger } from ${JSON.stringify(LOGGER)};

class Fitting {
  constructor(readonly part: string) {}

  check(): void {
    throw new Error(\`no \${this.part}\`);
  }
}

export async function handler(): Promise<void> {
  await Promise.resolve();
  try {
    new Fitting('valve').check();
  } catch (error) {
    logger.error('the check failed', error as Error);
  }
}
`;

let scratch: string;
let bundle: string;

/** The `stack` of the error the bundle's logger wrote, run with the given NODE_OPTIONS. */
async function loggedStack(nodeOptions = ''): Promise<string> {
  // Powertools writes errors to stderr.
  const { stderr } = await run(process.execPath, ['-e', `require(${JSON.stringify(bundle)}).handler()`], {
    env: { PATH: process.env.PATH, NODE_OPTIONS: nodeOptions, POWERTOOLS_SERVICE_NAME: 'test' },
  });
  const line = stderr.split('\n').find((entry) => entry.includes('the check failed'));
  return (JSON.parse(line!) as { error: { stack: string } }).error.stack;
}

/** As AppFunction builds the Lambdas: minified CommonJS, the map beside it without the sources' text. */
function buildBundle() {
  return build({
    entryPoints: [join(scratch, 'entry.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'error',
  });
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'kindred-stacks-'));
  writeFileSync(join(scratch, 'package.json'), '{"type":"commonjs"}');
  writeFileSync(join(scratch, 'entry.ts'), ENTRY);
  bundle = join(scratch, 'index.js');
  await buildBundle();
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('stack traces of a bundle run without --enable-source-maps', () => {
  it('name the source, line and column of each of our frames, with V8 framing the rest', async () => {
    const stack = await loggedStack();
    const lines = stack.split('\n');
    expect(lines[0]).toBe('Error: no valve');
    expect(lines[1]).toMatch(/^ {4}at \S+\.check \(.*entry\.ts:7:11\)$/);
    expect(lines[2]).toMatch(/^ {4}at .*entry\.ts:14:\d+\)?$/);
    expect(stack).not.toContain('index.js');
  });

  it('leave the bundle positions where there is no map, and still format', async () => {
    unlinkSync(`${bundle}.map`);
    try {
      const stack = await loggedStack();
      expect(stack.split('\n')[0]).toBe('Error: no valve');
      expect(stack).toMatch(/index\.js:\d+:\d+/);
      expect(stack).not.toContain('entry.ts');
    } finally {
      await buildBundle();
    }
  });

  it('leave the mapping to Node where it maps stacks itself', async () => {
    const stack = await loggedStack('--enable-source-maps');
    expect(stack).toContain('entry.ts:7:');
  });
});
