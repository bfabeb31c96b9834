/**
 * `npm start`: the whole app on this machine, seeded, with the web app.
 * `--profile=test` runs the test profile (ports +100, data in memory/temp),
 * which is what Playwright's webServer starts. `--data-dir=DIR` keeps the
 * data in DIR, on disk as the dev profile keeps .local/ (bench:startup starts
 * a fresh clone's cloud that way, on the bench ports).
 *
 * Ctrl-C (SIGINT) or SIGTERM stops everything in order; a stray error is
 * logged and never stops it (process-guards.ts). No java or cognito-local
 * process outlives this one.
 */
import { startLocalCloud, type LocalCloud } from './cloud';
import { isProfileName, type ProfileName } from './ports';
import { DEMO_ACCOUNT } from './seed/demo-account';
import { errorText } from './log';
import { keepRunningOnStrayErrors } from './process-guards';

function profileFromArgs(args: string[]): ProfileName {
  const flag = args.find((arg) => arg.startsWith('--profile='));
  const value = flag?.slice('--profile='.length) ?? 'dev';
  if (!isProfileName(value)) {
    console.error(`Unknown profile "${value}". Use --profile=dev (default) or --profile=test.`);
    process.exit(2);
  }
  return value;
}

/** `--web=built` serves the built site as CloudFront does, instead of the dev server (decision 0086). */
function webFromArgs(args: string[]): true | 'built' {
  return args.includes('--web=built') ? 'built' : true;
}

function dataDirFromArgs(args: string[]): string | undefined {
  return args.find((arg) => arg.startsWith('--data-dir='))?.slice('--data-dir='.length) || undefined;
}

function banner(cloud: LocalCloud): string {
  const { endpoints, startupMs, userPoolId, seeded, profile } = cloud.config;
  const lines = [
    `App ready at ${endpoints.webOrigin}`,
    '',
    `  HTTP API        ${endpoints.httpApiUrl}`,
    `  WebSocket API   ${endpoints.webSocketUrl}   (@connections: ${endpoints.webSocketCallbackUrl})`,
    `  DynamoDB        ${endpoints.dynamoDb}   (table ${cloud.config.tableName})`,
    `  Cognito         ${endpoints.cognito}   (pool ${userPoolId}; browser shim ${endpoints.cognitoShim})`,
    `  S3              ${endpoints.s3}   (buckets photos, stories, voice)`,
    `  Media           ${endpoints.mediaBaseUrl}`,
    `  Stripe (local)  ${endpoints.stripe}   (test card 4242 4242 4242 4242; npm run stripe -- events)`,
    `  Mailbox         ${endpoints.mailboxUrl}`,
    '',
    `  Demo account    ${DEMO_ACCOUNT.email}  /  ${DEMO_ACCOUNT.password}`,
    '',
    '  Sign-up and password-reset codes are printed here and shown at the mailbox page.',
    `  Started in ${(startupMs / 1000).toFixed(1)} s (${profile} profile${seeded ? ', demo data seeded' : ''}). Ctrl-C stops everything.`,
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  return [
    '',
    `╔${'═'.repeat(width)}╗`,
    ...lines.map((line) => `║ ${line.padEnd(width - 1)}║`),
    `╚${'═'.repeat(width)}╝`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const profile = profileFromArgs(process.argv.slice(2));
  // The SDK warns that it will need Node 22 from 2027; that concerns this
  // machine's Node, not the Lambdas (they run on the newest runtime), and it
  // would land in the middle of the startup output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  console.log(`Starting the local cloud (${profile} profile)…`);

  let starting: Promise<LocalCloud> | undefined;
  const abortStart = new AbortController();
  let shuttingDown = false;
  const shutdown = async (reason: string, exitCode: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`\n${reason}: stopping the local cloud…`);
    // A stop that hangs must not keep the terminal: the exit hook then kills the children.
    const forced = setTimeout(() => process.exit(exitCode || 1), 15_000);
    forced.unref();
    // Stopped mid-start? The abort stops what runs; then the start fails and cleans up.
    abortStart.abort();
    const cloud = await starting?.catch(() => undefined);
    await cloud?.stop();
    console.log('Local cloud stopped.');
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('Ctrl-C', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  keepRunningOnStrayErrors((line) => console.error(line));

  let cloud: LocalCloud;
  try {
    const dataDir = dataDirFromArgs(process.argv.slice(2));
    starting = startLocalCloud({
      profile,
      seed: true,
      web: webFromArgs(process.argv.slice(2)),
      signal: abortStart.signal,
      ...(dataDir ? { persist: true, dataDir } : {}),
    });
    cloud = await starting;
  } catch (error) {
    if (shuttingDown) return;
    console.error(`\nThe local cloud could not start: ${errorText(error)}`);
    process.exit(1);
  }
  if (!shuttingDown) console.log(banner(cloud));
}

void main();
