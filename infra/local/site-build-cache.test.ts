import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedSiteBuild, siteInputsKey } from './site-build-cache';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project with a web app and a shared folder, as the build reads them. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-cache-'));
  roots.push(root);
  for (const dir of ['web/src', 'shared', 'web/dist', 'node_modules']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'web/src/main.tsx'), 'export const a = 1;');
  writeFileSync(join(root, 'shared/limits.ts'), 'export const b = 2;');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  return root;
}

/** A build that writes one file saying which build it was. */
function countingBuild() {
  let builds = 0;
  const build = async (outDir: string) => {
    builds += 1;
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `build ${builds}`);
    return `built ${builds}`;
  };
  return { build, count: () => builds };
}

describe('the built site, shared between clouds (decision 0102)', () => {
  it('changes its key with any source of the web app, of shared/ or of the lockfile, and not with build output', () => {
    const root = project();
    const first = siteInputsKey(root);
    writeFileSync(join(root, 'web/dist/index.html'), 'output');
    expect(siteInputsKey(root)).toBe(first);
    for (const [file, text] of [
      ['web/src/main.tsx', 'export const a = 3;'],
      ['shared/limits.ts', 'export const b = 4;'],
      ['package-lock.json', '{"x":1}'],
    ] as const) {
      const before = siteInputsKey(root);
      writeFileSync(join(root, file), text);
      expect(siteInputsKey(root), file).not.toBe(before);
    }
  });

  it('builds once for the same sources, and again after an edit', async () => {
    const root = project();
    const { build, count } = countingBuild();
    const lines: string[] = [];
    const first = await cachedSiteBuild(build, (line) => lines.push(line), root);
    const second = await cachedSiteBuild(build, (line) => lines.push(line), root);
    expect(second).toBe(first);
    expect(count()).toBe(1);
    expect(readFileSync(join(second, 'index.html'), 'utf8')).toBe('build 1');
    expect(lines[1]).toMatch(/already there/);

    writeFileSync(join(root, 'web/src/main.tsx'), 'export const a = 5;');
    const third = await cachedSiteBuild(build, () => {}, root);
    expect(third).not.toBe(first);
    expect(readFileSync(join(third, 'index.html'), 'utf8')).toBe('build 2');
  });
});
