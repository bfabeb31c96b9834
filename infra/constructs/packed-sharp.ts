/**
 * sharp as the functions that resize images ship it: its JavaScript and the pure-JavaScript packages it
 * requires (`semver`, `detect-libc`, `@img/colour`) packed into one file, and its platform packages (the
 * native binding and libvips) copied as installed. Installed, sharp loads 70 files through Node's
 * resolver at every cold start, 47 of them `semver`'s: packed, the same code costs about 10 ms less
 * (docs/decisions/0097-sharp-packed-beside-the-bundle.md).
 *
 * Run by AppFunction's bundling hook, after esbuild has written the function's bundle:
 *   tsx infra/constructs/packed-sharp.ts <project root> <the asset's node_modules>
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { LAMBDA_BUNDLING } from './lambda-bundling';
import { runtimeClosure } from './native-modules';

/** The packages of sharp's closure that hold native code: copied as they are, required at run time. */
export function sharpPlatformPackages(projectRoot: string): string[] {
  return runtimeClosure(projectRoot, ['sharp']).filter((name) =>
    holdsNativeCode(join(projectRoot, 'node_modules', name)),
  );
}

function holdsNativeCode(directory: string): boolean {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).some((file) =>
    /\.node$|\.so(\.\d+)*$/.test(file),
  );
}

/**
 * sharp first tries a binding built from its own sources, by a template path
 * (`require(`../src/build/Release/sharp-${platform}-${version}.node`)`). esbuild would resolve that at build
 * time as a pattern of files and fails when there are none. A tagged template stays a require at run time,
 * where it fails as it does installed, and sharp goes on to its platform package.
 */
const SOURCE_BUILD_REQUIRE = 'require(`../src/build/';

const sourceBuildRequireAtRunTime: Plugin = {
  name: 'sharp-source-build-require-at-run-time',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]sharp[\\/]dist[\\/]sharp\.cjs$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const rewritten = source.replaceAll(SOURCE_BUILD_REQUIRE, 'require(String.raw`../src/build/');
      // A sharp that loads its binding another way must be looked at again, not packed wrongly.
      if (rewritten === source) throw new Error(`sharp's ${args.path} no longer has ${SOURCE_BUILD_REQUIRE}`);
      return { contents: rewritten, loader: 'js' };
    });
  },
};

/** Writes the packed sharp and its platform packages into `nodeModules`. */
export async function packSharp(projectRoot: string, nodeModules: string): Promise<void> {
  const installed = join(projectRoot, 'node_modules', 'sharp');
  const packed = join(nodeModules, 'sharp');
  mkdirSync(join(packed, 'dist'), { recursive: true });
  // Its exports map sends `require('sharp')` to dist/index.cjs, which is what is written.
  writeFileSync(join(packed, 'package.json'), readFileSync(join(installed, 'package.json')));
  await build({
    entryPoints: [join(installed, 'dist', 'index.cjs')],
    outfile: join(packed, 'dist', 'index.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: LAMBDA_BUNDLING.target,
    minify: true,
    logLevel: 'error',
    logOverride: { 'unsupported-require-call': 'silent' },
    plugins: [
      sourceBuildRequireAtRunTime,
      {
        name: 'sharp-platform-packages',
        setup(esbuild) {
          // Every platform's package sharp names, installed here or not: the ones installed are copied below.
          esbuild.onResolve({ filter: /^@img\/sharp-/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  for (const name of sharpPlatformPackages(projectRoot)) {
    cpSync(join(projectRoot, 'node_modules', name), join(nodeModules, name), { recursive: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [projectRoot, nodeModules] = process.argv.slice(2);
  if (!projectRoot || !nodeModules || !existsSync(dirname(nodeModules))) {
    throw new Error('usage: packed-sharp.ts <project root> <node_modules>');
  }
  await packSharp(projectRoot, nodeModules);
}
