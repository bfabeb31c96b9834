import { startLocalCloud, type LocalCloud, type LocalCloudOptions } from '#infra/local/cloud.ts';

/**
 * Runs a bench's `main` and ends the process with its outcome: 0 once it
 * resolves (a socket or timer left by the cloud's clients must not keep a
 * finished bench alive), 1 with the error printed when it throws.
 */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * `body` against a local cloud on the bench ports, without the web app or the
 * seed and with its log silenced unless `options` say otherwise; the cloud is
 * stopped after, whatever happens. Handler lines below WARN and the EMF metric
 * documents are kept, not printed: at 100 messages a second they were thousands
 * of stdout writes a second in the measured process, and they buried the bench's
 * own lines.
 */
export async function withBenchCloud(
  options: LocalCloudOptions,
  body: (cloud: LocalCloud) => Promise<void>,
): Promise<void> {
  const cloud = await startLocalCloud({
    profile: 'bench',
    web: false,
    seed: false,
    log: () => undefined,
    quietHandlerLogs: true,
    ...options,
  });
  try {
    await body(cloud);
  } finally {
    await cloud.stop();
  }
}
