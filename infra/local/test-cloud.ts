/**
 * The local cloud for test runners.
 *
 * Vitest: use this file as `globalSetup`. It starts the test profile (ports
 * +100, DynamoDB in memory, temp dirs, no web app), seeds it, and hands tests
 * what they need through Vitest's `provide`/`inject` (no files to clean up):
 *
 *   // vitest config: globalSetup: ['infra/local/test-cloud.ts'],
 *   //                setupFiles: ['infra/local/test-cloud-env.ts']
 *   const cloud = inject('localCloud');   // { config, env }
 *
 * test-cloud-env.ts copies `env` into each worker's process.env, so handler
 * modules imported by tests reach the same local services. Codes sent during
 * a test are at `${cloud.config.endpoints.cognitoShim}/dev/mailbox.json`.
 *
 * Playwright: use `playwrightWebServer` as `webServer`; it runs
 * `tsx infra/local/start.ts --profile=test`, which includes the web app on
 * http://localhost:5273 (mailbox at /dev/mailbox.json).
 */
import type { TestProject } from 'vitest/node';
import { startLocalCloud, type LocalCloudConfig } from './cloud';
import { endpointsFor } from './endpoints';
import { portsFor, type ProfileName } from './ports';

export type ProvidedLocalCloud = { config: LocalCloudConfig; env: Record<string, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    localCloud: ProvidedLocalCloud;
  }
}

/** Sample members seeded for integration tests: enough to page through, quick to render. */
export const TEST_SAMPLE_MEMBERS = 20;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const lines: string[] = [];
  const verbose = process.env.LOCAL_CLOUD_VERBOSE === '1';
  const cloud = await startLocalCloud({
    // LOCAL_CLOUD_PROFILE=bench runs the suite on ports +200, beside a test-profile e2e run.
    profile: process.env.LOCAL_CLOUD_PROFILE === 'bench' ? 'bench' : 'test',
    // The suite expects the test profile's behaviour on any ports: expired items are swept.
    ttlSweep: true,
    persist: false,
    web: false,
    seed: true,
    sampleCount: TEST_SAMPLE_MEMBERS,
    // Handler lines below WARN are noise in test output unless asked for; they are kept for
    // /_local/logs, where a test reads one request's story (correlation.test.ts).
    quietHandlerLogs: !verbose,
    // Quiet unless asked: the log is printed only if starting fails.
    // A denied AWS call (decision 0064) is a missing grant: always shown, with the count at the end.
    log: (line) => (verbose ? console.log(line) : line.startsWith('[iam]') ? console.error(line) : lines.push(line)),
  }).catch((error: unknown) => {
    console.error(lines.join('\n'));
    throw error;
  });
  // Handlers a test imports in its own worker log at WARN there: the worker's output stays readable.
  const env = verbose ? cloud.env : { ...cloud.env, POWERTOOLS_LOG_LEVEL: 'WARN' };
  project.provide('localCloud', { config: cloud.config, env });
  return () => cloud.stop();
}

/**
 * The profile an e2e run's cloud uses: the test profile's ports, or with E2E_PROFILE=bench the bench
 * profile's, which `npm test` gives its second e2e lane once the integration suite has left them (decision 0085).
 */
export const e2eProfile: ProfileName = process.env.E2E_PROFILE === 'bench' ? 'bench' : 'test';
/** Where that cloud listens: what an e2e test calls beside the browser (Stripe, the push service, the admin API). */
export const e2eEndpoints = endpointsFor(portsFor(e2eProfile));

/**
 * How an e2e run's cloud serves the web app: the built site as CloudFront serves it, unless E2E_WEB=dev asks for
 * the dev server (the dev-server lane's default, whose code-loading checks see each module the dev server serves;
 * decisions 0086 and 0101).
 */
export const e2eWeb: 'built' | 'dev' =
  (process.env.E2E_WEB ?? (process.env.E2E_LANE === 'dev-server' ? 'dev' : 'built')) === 'dev' ? 'dev' : 'built';

/** Playwright `webServer` entry for the e2e profile with the web app. */
export const playwrightWebServer = {
  command: `npx tsx infra/local/start.ts --profile=${e2eProfile}${e2eWeb === 'built' ? ' --web=built' : ''}`,
  url: e2eEndpoints.webOrigin,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};
