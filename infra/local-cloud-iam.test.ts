/**
 * The local cloud authorizes each function's AWS calls against its synthesized role (decision 0064):
 * a grant removed from the stack is a call denied locally, as AWS denies it. The call here is the real
 * SDK's, from inside a function's environment, through the identity stamping and DynamoDB's
 * authorizing front, to a stand-in for DynamoDB Local (which would answer it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteItemCommand, DynamoDBClient, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_ROUTES, WEBSOCKET_ROUTES } from '#shared/routes/index.ts';
import { TABLE } from '#shared/table.ts';
import { startDynamoDbFront, type DynamoDbFront } from '#infra/local/dynamodb-front.ts';
import { endpointsFor } from '#infra/local/endpoints.ts';
import { withFunctionEnvironment } from '#infra/local/function-env.ts';
import {
  functionAccessKeyId,
  registerFunctionIdentities,
  stampFunctionRequests,
} from '#infra/local/function-identity.ts';
import { buildHandlerEnv } from '#infra/local/handler-env.ts';
import { functionNameFromPath } from '#infra/local/lambda-runtime.ts';
import { localAssemblyOf, type LocalAssembly } from '#infra/local/local-assembly.ts';
import { createLocalIam } from '#infra/local/local-iam.ts';
import { portsFor } from '#infra/local/ports.ts';
import { stageApp } from './kindred-app';
import { flattenedTemplate } from './stack-templates';

const localValues = buildHandlerEnv({
  endpoints: endpointsFor(portsFor('test')),
  userPoolId: 'us-east-1_local',
  userPoolClientId: 'local-client',
  signUpClientId: 'local-sign-up-client',
});
const SWIPE = HTTP_ROUTES.recordSwipe.handler;
const SWIPE_FUNCTION = functionNameFromPath(SWIPE);
const TABLE_ARN = `arn:aws:dynamodb:us-east-1:000000000000:table/${TABLE.localName}`;

let assembly: LocalAssembly;
let upstream: Server;
let upstreamPort: number;
const reached: string[] = [];

beforeAll(async () => {
  const { stack } = stageApp('dev', { nag: false });
  assembly = localAssemblyOf(flattenedTemplate(stack));
  // Stands in for DynamoDB Local: answers every operation, and counts what got through.
  upstream = createServer((req, res) => {
    reached.push(String(req.headers['x-amz-target']));
    req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}'));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  registerFunctionIdentities(assembly.functions.map((fn) => functionNameFromPath(fn.entry)));
});

afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

/** The stack's functions, with `remove` applied to the swipe function's policies. */
function variant(remove?: (statement: { Action?: unknown }) => boolean): LocalAssembly {
  const copy = structuredClone(assembly);
  const swipe = copy.functions.find((fn) => fn.entry === SWIPE)!;
  for (const { document } of swipe.policies) {
    const policy = document as { Statement: Array<{ Action?: unknown }> };
    if (remove) policy.Statement = policy.Statement.filter((statement) => !remove(statement));
  }
  return copy;
}

/** Runs the swipe function's DynamoDB call as the local cloud runs it: from inside its environment. */
async function withFront<T>(stack: LocalAssembly, call: (client: DynamoDBClient) => Promise<T>) {
  const lines: string[] = [];
  const iam = createLocalIam({ assembly: stack, values: { variables: localValues }, log: (line) => lines.push(line) });
  const front: DynamoDbFront = await startDynamoDbFront({
    upstreamPort,
    iam,
    naming: () => ({ partitionKeyOf: iam.partitionKeyOf }),
    log: (line) => lines.push(line),
  });
  stampFunctionRequests({ redirects: [{ fromPort: upstreamPort, toPort: front.port }] });
  const client = new DynamoDBClient({
    endpoint: `http://localhost:${upstreamPort}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    const outcome = await withFunctionEnvironment({ AWS_LAMBDA_FUNCTION_NAME: SWIPE_FUNCTION }, () =>
      call(client).then(
        (value) => ({ ok: true as const, value }),
        (error: Error) => ({ ok: false as const, error }),
      ),
    );
    return { outcome, lines };
  } finally {
    client.destroy();
    await front.close();
  }
}

const putSwipe = (client: DynamoDBClient) =>
  client.send(
    new PutItemCommand({ TableName: TABLE.localName, Item: { pk: { S: 'MEMBER#a' }, sk: { S: 'SWIPE#b' } } }),
  );

describe("the local cloud's IAM", () => {
  it('lets a function make the call its synthesized role grants', async () => {
    const before = reached.length;
    const { outcome, lines } = await withFront(assembly, putSwipe);
    expect(outcome.ok).toBe(true);
    expect(reached.slice(before)).toEqual(['DynamoDB_20120810.PutItem']);
    expect(lines).toEqual([]);
  });

  it('denies the call once the grant is removed from the stack, as AWS does, and logs function, action and resource', async () => {
    const before = reached.length;
    const withoutPut = variant((statement) => [statement.Action].flat().includes('dynamodb:PutItem'));
    const { outcome, lines } = await withFront(withoutPut, putSwipe);
    expect(outcome.ok).toBe(false);
    const error = !outcome.ok ? (outcome.error as Error & { $metadata?: { httpStatusCode?: number } }) : undefined;
    expect(error?.name).toBe('AccessDeniedException');
    expect(error?.$metadata?.httpStatusCode).toBe(400);
    expect(error?.message).toMatch(
      new RegExp(
        `^User: arn:aws:sts::000000000000:assumed-role/Kindred-[A-Za-z0-9]+/${SWIPE_FUNCTION} is not authorized to perform: dynamodb:PutItem on resource: ${TABLE_ARN} because no identity-based policy allows the dynamodb:PutItem action$`,
      ),
    );
    // DynamoDB Local never saw it.
    expect(reached.slice(before)).toEqual([]);
    expect(lines).toEqual([`[iam] denied ${SWIPE_FUNCTION} (${SWIPE}): dynamodb:PutItem on ${TABLE_ARN}`]);
  });

  it('names what the stack grants as the local services name the calls: @connections, the sender, the pool, a bucket', async () => {
    const iam = createLocalIam({ assembly, values: { variables: localValues }, log: () => undefined });
    const may = async (entry: string, action: string, resource: string) =>
      (await iam.authorize(iam.principalOf(functionAccessKeyId(functionNameFromPath(entry)))!, [{ action, resource }]))
        ?.message;
    const local = 'us-east-1:000000000000';
    expect(
      await may(
        WEBSOCKET_ROUTES.sendMessage.handler,
        'execute-api:ManageConnections',
        iam.connectionsArn('a=', 'POST'),
      ),
    ).toBeUndefined();
    expect(
      await may(HTTP_ROUTES.signUp.handler, 'ses:SendEmail', `arn:aws:ses:${local}:identity/${localValues.EMAIL_FROM}`),
    ).toBeUndefined();
    expect(
      await may(
        HTTP_ROUTES.getMe.handler,
        'cognito-idp:AdminGetUser',
        `arn:aws:cognito-idp:${local}:userpool/us-east-1_local`,
      ),
    ).toBeUndefined();
    expect(
      await may(
        HTTP_ROUTES.deletePhoto.handler,
        's3:DeleteObject',
        `arn:aws:s3:::${localValues.PHOTOS_BUCKET}/m/a.jpg`,
      ),
    ).toBeUndefined();
    // Every socket shares the send function's decision (its role names `…/@connections/*`), and a function
    // without the grant is denied on any socket.
    const before = iam.summary();
    for (const id of ['b=', 'c/d=', 'e+f='])
      expect(
        await may(
          WEBSOCKET_ROUTES.sendMessage.handler,
          'execute-api:ManageConnections',
          iam.connectionsArn(id, 'POST'),
        ),
      ).toBeUndefined();
    expect(iam.summary().match(/\((\d+) distinct/)?.[1]).toBe(before.match(/\((\d+) distinct/)?.[1]);
    expect(await may(SWIPE, 'execute-api:ManageConnections', iam.connectionsArn('b=', 'POST'))).toMatch(
      /@connections\/b= because no identity-based policy allows/,
    );
    // And not what it does not grant: the swipe function sends no e-mail.
    expect(await may(SWIPE, 'ses:SendEmail', `arn:aws:ses:${local}:identity/${localValues.EMAIL_FROM}`)).toMatch(
      /because no identity-based policy allows the ses:SendEmail action$/,
    );
  });

  it("reads every function's policies and every bucket's policy without an evaluation error", async () => {
    const iam = createLocalIam({ assembly, values: { variables: localValues }, log: () => undefined });
    const buckets = [localValues.PHOTOS_BUCKET, localValues.STORIES_BUCKET, localValues.VOICE_BUCKET];
    for (const fn of assembly.functions) {
      const principal = iam.principalOf(functionAccessKeyId(functionNameFromPath(fn.entry)))!;
      // Each request validates the role's documents, and an object's the bucket's policy too; an invalid one throws.
      await iam.authorize(principal, [{ action: 'dynamodb:GetItem', resource: TABLE_ARN }]);
      for (const bucket of buckets)
        await iam.authorize(principal, [{ action: 's3:GetObject', resource: `arn:aws:s3:::${bucket}/k` }]);
    }
  });

  it("lets every route that takes a limit write the limit's counter to the table", async () => {
    const iam = createLocalIam({ assembly, values: { variables: localValues }, log: () => undefined });
    const refused: string[] = [];
    for (const [name, route] of Object.entries(HTTP_ROUTES)) {
      if (!('limit' in route) || route.limit === 'gatewayThrottle') continue;
      const principal = iam.principalOf(functionAccessKeyId(functionNameFromPath(route.handler)))!;
      const denied = await iam.authorize(principal, [{ action: 'dynamodb:UpdateItem', resource: TABLE_ARN }]);
      if (denied) refused.push(name);
    }
    expect(refused).toEqual([]);
  });

  it('authorizes a query by the index it reads, and the audit log stays append-only by its explicit deny', async () => {
    const query = (client: DynamoDBClient) =>
      client.send(
        new QueryCommand({
          TableName: TABLE.localName,
          IndexName: 'byTarget',
          KeyConditionExpression: 'targetPk = :pk',
          ExpressionAttributeValues: { ':pk': { S: 'MEMBER#a' } },
        }),
      );
    expect((await withFront(assembly, query)).outcome.ok).toBe(true);
    const remove = (pk: string) => (client: DynamoDBClient) =>
      client.send(new DeleteItemCommand({ TableName: TABLE.localName, Key: { pk: { S: pk }, sk: { S: 'a' } } }));
    expect((await withFront(assembly, remove('MEMBER#a'))).outcome.ok).toBe(true);
    // The stack denies changing or deleting an audit entry (dynamodb:LeadingKeys), whatever else the role may do.
    const { outcome } = await withFront(assembly, remove('AUDIT#x'));
    expect(!outcome.ok && outcome.error.message).toMatch(
      /is not authorized to perform: dynamodb:DeleteItem on resource: .* with an explicit deny in an identity-based policy$/,
    );
  });
});
