import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Where a model-bearing function finds the files it loads by path (WASM binaries, model weights): beside
 * the bundle on Lambda, where the route table's `assetFiles` are copied flat (decisions 0070, 0071, 0083
 * and 0095), else in the installed package, since the local cloud and the tests run the sources. `probe`
 * is a file that is beside the bundle when the function was packaged with its assets. Never a network.
 */
export function assetDirectory(probe: string, installed: () => string): string {
  const taskRoot = process.env.LAMBDA_TASK_ROOT;
  if (taskRoot && existsSync(join(taskRoot, probe))) return `${taskRoot}/`;
  return `${installed()}/`;
}

const projectRequire = createRequire(join(process.cwd(), 'package.json'));

/** An installed package's directory, resolved from the project (not from the bundle's own location). */
export function packageDirectory(name: string): string {
  return dirname(projectRequire.resolve(`${name}/package.json`));
}
