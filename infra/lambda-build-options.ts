import type { BuildOptions } from 'esbuild';
import { PROJECT_ROOT } from './constructs/app-function';
import { LAMBDA_BUNDLING } from './constructs/lambda-bundling';

/**
 * esbuild's options for building Lambda bundles in a test as AppFunction builds them for CDK: CommonJS,
 * minified, with AppFunction's target, fields and aliases, and sharp left outside (decision 0010), where
 * CDK ships it beside the bundle. The source map tells which packages a bundle carries.
 */
export function lambdaBuildOptions(
  options: Pick<BuildOptions, 'entryPoints' | 'outdir' | 'outbase' | 'outfile'>,
): BuildOptions {
  return {
    ...options,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    minify: true,
    sourcemap: true,
    target: LAMBDA_BUNDLING.target,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    alias: { ...LAMBDA_BUNDLING.alias },
    absWorkingDir: PROJECT_ROOT,
    external: [...LAMBDA_BUNDLING.externalModules, 'sharp'],
    logLevel: 'error',
  };
}
