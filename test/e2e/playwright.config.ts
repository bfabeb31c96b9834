import { defineConfig } from '@playwright/test';
import { e2eProfile, playwrightWebServer } from '#infra/local/test-cloud.ts';
import { writeFakeMicrophoneWav } from './fake-microphone';
import { budget } from './time-budget';

/** Voice dating records from Chromium's fake microphone, which plays this WAV (made now, see fake-microphone.ts). */
const fakeMicrophone = writeFakeMicrophoneWav();

/**
 * `npm test` runs e2e in two lanes (test/run-suites.sh, decision 0085): E2E_LANE=first runs every spec but
 * these at once on the test profile; E2E_LANE=second runs these once the integration suite has finished, on
 * its ports (E2E_PROFILE=bench). Without E2E_LANE, everything runs. They are the specs that walk pages one
 * member or visitor reads, so nothing in them waits on the first lane's members; and code-loading, which sees
 * modules load one by one on the dev server (E2E_WEB=dev), where the first lane's cloud serves the build.
 */
const SECOND_LANE = [
  'accessibility.spec.ts',
  'code-loading.spec.ts',
  'public-site.spec.ts',
  'public-site-pages.spec.ts',
];
const lane = process.env.E2E_LANE;

/**
 * e2e runs in Debian's Chromium (browsers cannot be downloaded here) against
 * the local cloud's test profile, which Playwright starts and stops.
 */
export default defineConfig({
  testDir: '.',
  testMatch: lane === 'second' ? SECOND_LANE.map((spec) => `**/${spec}`) : '**/*.spec.ts',
  testIgnore: lane === 'first' ? SECOND_LANE.map((spec) => `**/${spec}`) : [],
  // Playwright empties its output folder when it starts: each lane keeps its own.
  outputDir: e2eProfile === 'test' ? '../../test-results' : `../../test-results/${e2eProfile}`,
  timeout: budget(90_000),
  expect: { timeout: budget(15_000) },
  fullyParallel: false,
  // Two cores: one browser at a time keeps the local cloud responsive.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  webServer: { ...playwrightWebServer, cwd: '../..' },
  use: {
    baseURL: playwrightWebServer.url,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // A microphone that needs no permission prompt and plays a known recording.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-audio-capture=${fakeMicrophone}`,
      ],
    },
  },
});
