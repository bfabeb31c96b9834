/**
 * The built site a cloud serves (--web=built), built once for each set of inputs and shared by every cloud that
 * serves it. `npm test` starts two such clouds, the second at the end of its lane, and the build was most of that
 * cloud's start (16.8 s of 20.7 s here, on the run's longest path; decision 0102). The build reads nothing of the
 * cloud (the site's origin is a marker the server replaces), so one build serves every profile.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from './paths';

/** What the build reads: the web app and what it imports from shared/, the packages, and the compiler settings. */
const INPUT_DIRECTORIES = ['web', 'shared'];
const INPUT_FILES = ['package-lock.json', 'package.json', 'tsconfig.json'];
const SKIPPED = new Set(['node_modules', 'dist', '.vite']);
const cacheRootOf = (root: string) => join(root, 'node_modules', '.cache', 'kindred-site');
/** Older builds are removed past this many: a build is a few megabytes. */
const KEPT_BUILDS = 3;

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** A digest of every input's path and content: any edit makes another build. */
export function siteInputsKey(root: string = PROJECT_ROOT): string {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_DIRECTORIES.flatMap((directory) => filesUnder(join(root, directory))),
    ...INPUT_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ].sort();
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/**
 * The folder holding the site built from the current inputs, built now by `build` if no cloud has built it yet.
 * A build goes to a folder of its own and is renamed into place whole, so a cloud never serves half of one.
 */
export async function cachedSiteBuild(
  build: (outDir: string) => Promise<string>,
  log: (line: string) => void,
  root: string = PROJECT_ROOT,
): Promise<string> {
  const cacheRoot = cacheRootOf(root);
  const key = siteInputsKey(root);
  const ready = join(cacheRoot, key);
  if (existsSync(ready)) {
    log(`build:web: the site built from these sources is already there (${relative(root, ready)})`);
    return ready;
  }
  mkdirSync(cacheRoot, { recursive: true });
  const building = join(cacheRoot, `${key}.building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  log(await build(building));
  if (existsSync(ready)) rmSync(building, { recursive: true, force: true });
  else renameSync(building, ready);
  pruneOlderBuilds(cacheRoot, ready);
  return ready;
}

function pruneOlderBuilds(cacheRoot: string, current: string): void {
  const builds = readdirSync(cacheRoot)
    .filter((name) => !name.includes('.building-'))
    .map((name) => join(cacheRoot, name))
    .filter((path) => path !== current)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of builds.slice(KEPT_BUILDS - 1)) rmSync(old, { recursive: true, force: true });
}
