/**
 * `npm run redrive -- [StreamFailures|UploadFailures] [--profile=test]`
 * replays the local cloud's parked failures; on AWS:
 * `npm run redrive -- [queue] --stage=<stage> --table=<table name>` with the
 * usual AWS credentials and AWS_REGION (the table name is the stack's
 * `TableName` output).
 */
import { FAILURE_QUEUES, type FailureQueue } from '#lambdas/db/parked-events.ts';
import { TABLE } from '#shared/table.ts';
import { STAGES } from '../stages';
import { LOCAL_ACCESS_KEY, LOCAL_REGION, endpointsFor } from '../local/endpoints';
import { portsFor } from '../local/ports';
import { redrive, invokeFunction, type LambdaTarget } from './redrive';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;

async function main() {
  const queueArg = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (queueArg && !FAILURE_QUEUES.includes(queueArg as FailureQueue)) {
    console.error(
      `Usage: npm run redrive -- [${FAILURE_QUEUES.join('|')}] [--profile=test | --stage=<stage> --table=<name>]`,
    );
    process.exit(2);
  }
  const stage = option('stage');
  let target: LambdaTarget;
  if (stage) {
    const table = option('table') ?? process.env.TABLE_NAME;
    const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
    if (!(stage in STAGES) || !table || !region) {
      console.error('On AWS: --stage=<stage> --table=<the stack TableName output>, with AWS_REGION set.');
      process.exit(2);
    }
    process.env.TABLE_NAME = table;
    const { defaultProvider } = await import('@aws-sdk/credential-provider-node');
    target = { endpoint: `https://lambda.${region}.amazonaws.com`, region, credentials: defaultProvider() };
  } else {
    const endpoints = endpointsFor(portsFor(option('profile') === 'test' ? 'test' : 'dev'));
    Object.assign(process.env, {
      TABLE_NAME: TABLE.localName,
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_ACCESS_KEY.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_ACCESS_KEY.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamoDb,
    });
    target = { endpoint: endpoints.lambda, region: LOCAL_REGION, credentials: async () => LOCAL_ACCESS_KEY };
  }
  // Imported once the environment names the table and its endpoint: the client reads them when created.
  const { listParkedEvents, removeParkedEvent } = await import('#lambdas/db/parked-events.ts');
  const result = await redrive(
    {
      list: listParkedEvents,
      invoke: (functionName, event) => invokeFunction(target, functionName, event),
      remove: removeParkedEvent,
      log: (line) => console.log(line),
    },
    queueArg as FailureQueue | undefined,
  );
  console.log(`redrive: parked=${result.total} replayed=${result.replayed} still-failing=${result.failed}`);
  if (result.failed) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(`redrive failed: ${error.message}`);
  process.exit(1);
});
