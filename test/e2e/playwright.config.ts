import { defineConfig } from '@playwright/test';
import { e2eProfile, playwrightWebServer } from '#infra/local/test-cloud.ts';
import { writeFakeMicrophoneWav } from './fake-microphone';
import { budget } from './time-budget';

/** Voice dating records from Chromium's fake microphone, which plays this WAV (made now, see fake-microphone.ts). */
const fakeMicrophone = writeFakeMicrophoneWav();

/**
 * `npm test` runs e2e in lanes (test/run-suites.sh, decision 0085): E2E_LANE=first runs every spec but the
 * lanes' below at once, on the test profile; E2E_LANE=second runs its specs once the integration suite has
 * finished, on its ports (E2E_PROFILE=bench), and then E2E_LANE=dev-server runs its own with the dev server
 * (E2E_WEB=dev). Without E2E_LANE, everything runs. The second lane's specs walk pages one member or visitor reads,
 * so nothing in them waits on the first lane's members; they run against the built site, which loads a page
 * in a third of the dev server's time (decision 0101). code-loading sees modules load one by one, which only the
 * dev server serves (decision 0086).
 */
const LANES: Record<string, string[]> = {
  second: ['accessibility.spec.ts', 'public-site.spec.ts', 'public-site-pages.spec.ts'],
  'dev-server': ['code-loading.spec.ts'],
};
const inLanes = Object.values(LANES)
  .flat()
  .map((spec) => `**/${spec}`);
const lane = process.env.E2E_LANE;

/**
 * A failed test keeps its trace: each action with the page's DOM before and after it, and the network. Not the
 * screencast: recording it had Chromium's compositor paint a frame for every change on every open page, which was
 * half of Chromium's CPU in the chat spec (decision 0101). `npm test` sets E2E_TRACE=off: on CI nobody can open a
 * trace, and the DOM snapshots cost the renderers another tenth. A failure there is read from its message and its
 * screenshot; run the spec again here to get the trace.
 */
const trace =
  process.env.E2E_TRACE === 'off'
    ? ('off' as const)
    : { mode: 'retain-on-failure' as const, screenshots: false, snapshots: true, sources: true };

/**
 * e2e runs in Debian's Chromium (browsers cannot be downloaded here) against
 * the local cloud's test profile, which Playwright starts and stops.
 */
export default defineConfig({
  testDir: '.',
  testMatch: lane && lane in LANES ? LANES[lane]!.map((spec) => `**/${spec}`) : '**/*.spec.ts',
  testIgnore: lane === 'first' ? inLanes : [],
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
    // Members who ask for less motion get none (web/src/index.css), so no page keeps the compositor painting a
    // spinner, a pulse or a transition while a step waits (decision 0101). The motion itself is CSS the tests never read.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace,
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
        // V8's optimizing tiers compile hot code on background threads; a test's pages live seconds, too short to
        // earn it back: without them the renderers took a tenth less CPU in the chat spec (decision 0101).
        '--js-flags=--no-opt --no-maglev',
        // A microphone that needs no permission prompt and plays a known recording.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-audio-capture=${fakeMicrophone}`,
      ],
    },
  },
});
