import { defineConfig } from 'vitest/config';
import { routePathsPlugin } from './web/plugins/route-paths';
import { siteAssets } from './web/plugins/site-assets';

/**
 * Three layers, run separately by `npm test`:
 * - unit: pure code, next to the code it tests;
 * - integration: handlers through the local gateways against DynamoDB Local, cognito-local and s3rver;
 * - cdk: template assertions on the synthesized stack.
 * Playwright e2e lives in test/e2e and has its own runner.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The landing's sample profiles are a virtual module (web/plugins/site-assets.ts): the
        // prerendered-pages test renders the landing as the build does.
        plugins: [siteAssets(), routePathsPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // Worker threads, not a forked process for each of 200-odd files: 117 s and 144 CPU-seconds alone where
          // forks took 179 s and 221, on a run that is CPU-bound on CI (decision 0102).
          pool: 'threads',
          // The unit lane runs beside an e2e lane on CI's 2 cores, and some unit tests run a real model on real
          // photographs: a test that takes 2 s alone took over 5 s (vitest's default) on a loaded run.
          testTimeout: 30_000,
          include: [
            '*.test.ts',
            'shared/**/*.test.ts',
            'lambdas/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'infra/local/**/*.test.ts',
            'infra/ops/**/*.test.ts',
            'bench/**/*.test.ts',
            'test/architecture/**/*.test.ts',
            'test/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['infra/local/test-cloud.ts'],
          setupFiles: ['infra/local/test-cloud-env.ts'],
          // One local cloud serves every file; running files one at a time keeps 2 cores responsive.
          fileParallelism: false,
          // The suite runs beside the e2e suite on 2 cores; a test that takes 15-25 s there when quiet
          // (sign-ups, indexing, streams) must not fail for a busy minute, nor a hook whose first upload loads
          // the screening models (test/support/media-uploads.ts).
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'cdk',
          environment: 'node',
          pool: 'threads',
          include: ['infra/**/*.test.ts'],
          exclude: ['infra/local/**', 'infra/ops/**'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
