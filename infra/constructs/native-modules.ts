import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The installed package directories a native module needs at run time: the
 * module, its dependencies, and whichever optional platform packages npm
 * installed here (sharp's libvips binaries for linux-x64). Copied next to the
 * bundle, because esbuild cannot inline native code and bundling must work
 * offline, so nothing may be downloaded at synth time.
 */
export function runtimeClosure(projectRoot: string, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string, optional: boolean) => {
    if (seen.has(name)) return;
    const dir = join(projectRoot, 'node_modules', name);
    if (!existsSync(join(dir, 'package.json'))) {
      if (optional) return;
      throw new Error(`Native module dependency ${name} is not installed; run npm ci first`);
    }
    seen.add(name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, false);
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, true);
  };
  for (const name of modules) visit(name, false);
  return [...seen].sort();
}

/**
 * Shell commands (run by local bundling) that put the native modules into the asset's node_modules.
 * sharp is packed: its JavaScript in one file, its platform packages as installed (packed-sharp.ts).
 * Any other is copied with its whole closure.
 */
export function nativeModuleCommands(projectRoot: string, modules: readonly string[], outputDir: string): string[] {
  const nodeModules = join(outputDir, 'node_modules');
  const copied = modules.filter((name) => name !== 'sharp');
  return [
    ...(modules.includes('sharp')
      ? [
          `"${join(projectRoot, 'node_modules', '.bin', 'tsx')}" "${join(projectRoot, 'infra', 'constructs', 'packed-sharp.ts')}" "${projectRoot}" "${nodeModules}"`,
        ]
      : []),
    ...runtimeClosure(projectRoot, copied).flatMap((name) => {
      const target = join(nodeModules, name);
      return [`mkdir -p "${join(target, '..')}"`, `cp -R "${join(projectRoot, 'node_modules', name)}" "${target}"`];
    }),
  ];
}
