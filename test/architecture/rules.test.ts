import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules (.dependency-cruiser.cjs, docs/architecture.md) run by the same command
 * `npm run lint:architecture` runs, with the real configuration: once on a small tree that breaks
 * each rule once (and also holds imports the rules allow), and once on the real tree, which breaks
 * none.
 */

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const RULES = (createRequire(import.meta.url)(CONFIG) as { forbidden: { name: string }[] }).forbidden.map(
  (rule) => rule.name,
);

type Violation = { from: string; to: string; rule: { name: string } };
type Report = { summary: { violations: Violation[] } };

/** `npm run lint:architecture` in `cwd`, in its own words (`err`) or as JSON. */
async function cruise(cwd: string, json = false): Promise<{ exitCode: number; stdout: string }> {
  const args = [DEPCRUISE, '--config', CONFIG, ...(json ? ['--output-type', 'json'] : []), '.'];
  try {
    const { stdout } = await run(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    return { exitCode: 0, stdout };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string };
    if (typeof failed.code !== 'number' || failed.stdout === undefined) throw error;
    return { exitCode: failed.code, stdout: failed.stdout };
  }
}

/** Each file of the planted tree and what it imports; `// allowed` marks imports the rules must let through. */
const TREE: Record<string, string> = {
  // shared/: a cycle of a value import and a type-only one; an npm package and a node built-in are fine.
  'shared/cycle-a.ts': "import { B } from './cycle-b.ts';\nexport type A = { b: typeof B };",
  'shared/cycle-b.ts': "import type { A } from './cycle-a.ts';\nexport const B = 1;\nexport type Bs = A[];",
  'shared/reads-lambdas.ts': "import { env } from '#lambdas/lib/env.ts';\nexport const x = env;",
  'shared/ok.ts':
    "import * as z from 'zod'; // allowed\nimport { join } from 'node:path'; // allowed\nexport const s = [z, join];",

  // lambdas/: entries → use cases → adapters → lib, each broken once upward or sideways.
  'lambdas/lib/env.ts': 'export const env = {};',
  'lambdas/lib/typo.ts': "import { nothing } from '#shared/nothing-here.ts';\nexport const y = nothing;",
  'lambdas/lib/handler.ts': "import { floor } from '../identity/floor.ts';\nexport const h = floor;",
  'lambdas/db/sessions.ts': "import { env } from '../lib/env.ts'; // allowed\nexport const sessions = env;",
  'lambdas/db/profiles.ts': "import type { Rendered } from '../use-cases/render.ts';\nexport type P = Rendered;",
  'lambdas/db/connections.ts': "import { push } from '../realtime/push.ts';\nexport const c = push;",
  'lambdas/identity/floor.ts':
    "import { sessions } from '../db/sessions.ts'; // allowed\nexport const floor = sessions;",
  'lambdas/realtime/push.ts': "import { env } from '../lib/env.ts'; // allowed\nexport const push = env;",
  'lambdas/media/objects.ts': 'export const objects = 1;',
  'lambdas/coach/engine.ts': "import { objects } from '../media/objects.ts';\nexport const engine = objects;",
  'lambdas/use-cases/render.ts':
    "import { format } from '#web/lib/format.ts';\nimport { sessions } from '../db/sessions.ts'; // allowed\n" +
    "import { A } from '#shared/ok.ts'; // allowed\nexport type Rendered = string;\nexport const r = [format, sessions, A];",
  'lambdas/use-cases/deploy.ts': "import { stack } from '#infra/stack.ts';\nexport const d = stack;",
  'lambdas/use-cases/respond.ts':
    "import { httpHandler } from '../http/http-handler.ts';\nexport const r = httpHandler;",
  'lambdas/http/http-handler.ts':
    "import { floor } from '../identity/floor.ts'; // allowed\nexport const httpHandler = floor;",
  'lambdas/http/get.handler.ts':
    "import { httpHandler } from './http-handler.ts'; // allowed\nimport { r } from '../use-cases/render.ts'; // allowed\nexport const handler = [httpHandler, r];",
  'lambdas/events/stream.handler.ts':
    "import { sessions } from '../db/sessions.ts'; // allowed\nexport const handler = sessions;",
  'lambdas/ws/send.handler.ts':
    "import { httpHandler } from '../http/http-handler.ts';\nexport const handler = httpHandler;",
  'infra/stack.ts': 'export const stack = 1;',

  // web/: app → features → components and lib → config.
  'web/src/config/paths.ts': 'export const paths = {};',
  'web/src/config/site.ts': "import { format } from '../lib/format.ts';\nexport const site = format;",
  'web/src/lib/format.ts': "import { paths } from '../config/paths.ts'; // allowed\nexport const format = paths;",
  'web/src/lib/links.ts': "import { routes } from '../app/router.tsx';\nexport const links = routes;",
  'web/src/lib/calls-db.ts': "import { sessions } from '#lambdas/db/sessions.ts';\nexport const c = sessions;",
  'web/src/components/card.tsx': "import { send } from '../features/chat/api/send.ts';\nexport const Card = send;",
  'web/src/features/discover/api/list.ts':
    "import { format } from '#web/lib/format.ts'; // allowed\nexport const list = format;",
  'web/src/features/discover/components/deck.tsx':
    "import { list } from '../api/list.ts'; // allowed\nexport const Deck = list;",
  'web/src/features/chat/api/send.ts': 'export const send = 1;',
  'web/src/features/chat/components/page.tsx':
    "import { send } from '../api/send.ts'; // allowed\nimport { list } from '#web/features/discover/api/list.ts'; // allowed\n" +
    "import { Deck } from '../../discover/components/deck.tsx';\nimport { routes } from '#web/app/router.tsx';\n" +
    "import { Card } from '#web/components/card.tsx'; // allowed\nexport const Page = [send, list, Deck, routes, Card];",
  'web/src/app/router.tsx':
    "import { Page } from '../features/chat/components/page.tsx'; // allowed\nexport const routes = () => Page;",
};

/**
 * What the rules must report on TREE: one line per breach (a cycle once, by its first edge), and nothing
 * for the imports marked allowed.
 */
const EXPECTED = [
  'no-circular: shared/cycle-a.ts → shared/cycle-b.ts',
  'no-circular: web/src/app/router.tsx → web/src/features/chat/components/page.tsx',
  'not-to-unresolvable: lambdas/lib/typo.ts → #shared/nothing-here.ts',
  'shared-imports-only-shared: shared/reads-lambdas.ts → lambdas/lib/env.ts',
  'lambdas-not-to-web-or-infra: lambdas/use-cases/render.ts → web/src/lib/format.ts',
  'lambdas-not-to-web-or-infra: lambdas/use-cases/deploy.ts → infra/stack.ts',
  'web-not-to-lambdas-or-infra: web/src/lib/calls-db.ts → lambdas/db/sessions.ts',
  'web-app-is-on-top: web/src/lib/links.ts → web/src/app/router.tsx',
  'web-app-is-on-top: web/src/features/chat/components/page.tsx → web/src/app/router.tsx',
  'web-features-above-shared-code: web/src/components/card.tsx → web/src/features/chat/api/send.ts',
  'web-config-is-lowest: web/src/config/site.ts → web/src/lib/format.ts',
  'web-features-only-through-api: web/src/features/chat/components/page.tsx → web/src/features/discover/components/deck.tsx',
  'lambdas-lib-is-lowest: lambdas/lib/handler.ts → lambdas/identity/floor.ts',
  'lambdas-adapters-below-use-cases: lambdas/db/profiles.ts → lambdas/use-cases/render.ts',
  'lambdas-db-below-services: lambdas/db/connections.ts → lambdas/realtime/push.ts',
  'lambdas-services-independent: lambdas/coach/engine.ts → lambdas/media/objects.ts',
  'lambdas-use-cases-below-entries: lambdas/use-cases/respond.ts → lambdas/http/http-handler.ts',
  'lambdas-entries-independent: lambdas/ws/send.handler.ts → lambdas/http/http-handler.ts',
].sort();

const lines = (json: string) =>
  (JSON.parse(json) as Report).summary.violations
    .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
    .sort();

describe('the architecture rules', () => {
  let planted: string;

  beforeAll(() => {
    planted = mkdtempSync(join(tmpdir(), 'kindred-architecture-'));
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { imports: unknown };
    writeFileSync(join(planted, 'package.json'), JSON.stringify({ type: 'module', imports: pkg.imports }));
    writeFileSync(join(planted, 'tsconfig.json'), readFileSync(join(ROOT, 'tsconfig.json')));
    symlinkSync(join(ROOT, 'node_modules'), join(planted, 'node_modules'), 'dir');
    for (const [file, source] of Object.entries(TREE)) {
      mkdirSync(dirname(join(planted, file)), { recursive: true });
      writeFileSync(join(planted, file), `${source}\n`);
    }
  });
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  it('plants a breach of every rule', () => {
    const planted = new Set(EXPECTED.map((line) => line.slice(0, line.indexOf(':'))));
    expect([...planted].sort()).toEqual([...RULES].sort());
  });

  it('catch each planted breach, relative or through an alias, and let the allowed imports through', async () => {
    expect(lines((await cruise(planted, true)).stdout)).toEqual(EXPECTED);
    // The script's own run (the `err` output, as `npm test` runs it) fails on them.
    const { exitCode, stdout } = await cruise(planted);
    expect(stdout).toContain(`${EXPECTED.length} dependency violations`);
    expect(exitCode).not.toBe(0);
  }, 60_000);

  it('find nothing in the real tree', async () => {
    const { exitCode, stdout } = await cruise(ROOT);
    expect(stdout).toContain('no dependency violations found');
    expect(exitCode).toBe(0);
  }, 120_000);
});
