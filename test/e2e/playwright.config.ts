import { defineConfig } from '@playwright/test';
import { playwrightWebServer } from '#infra/local/test-cloud.ts';
import { writeFakeMicrophoneWav } from './fake-microphone';

/** Voice dating records from Chromium's fake microphone, which plays this WAV (made now, see fake-microphone.ts). */
const fakeMicrophone = writeFakeMicrophoneWav();

/**
 * e2e runs in Debian's Chromium (browsers cannot be downloaded here) against
 * the local cloud's test profile, which Playwright starts and stops.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
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
