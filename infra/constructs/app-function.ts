import { join } from 'node:path';
import { nativeModuleCommands } from './native-modules';
import { fileURLToPath } from 'node:url';
import { Duration, Stack, Tags, Validations } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, Grant, PolicyStatement, Role, ServicePrincipal, type Policy } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { keys } from '#lambdas/db/keys.ts';
import type { Env } from '#lambdas/lib/env.ts';
import { metricsNamespaceOf } from '#lambdas/lib/metric-names.ts';
import { TABLE } from '#shared/table.ts';
import type { LogSettings, StageName } from '../stages';
import type { MemberAuth } from './member-auth';
import { LAMBDA_BUNDLING } from './lambda-bundling';
import { acknowledgeWildcardResource } from './nag';

/** The repository root: route-table handler paths are relative to it. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The newest Node.js runtime aws-cdk-lib 2.276 knows (cdk-nag L1 checks the
 * same list). Named, not NODEJS_LATEST, so an upgrade is a visible diff.
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

export type TableAccess = 'none' | 'read' | 'readWrite';

/**
 * One log group per kind of function, shared by its functions: a group per
 * function was ~90 resources of CloudFormation's 500 per stack. Each line is
 * Powertools JSON naming its function (function_name), and each function
 * writes its own streams, so Logs Insights still reads one function at a time.
 */
function sharedLogGroup(scope: Construct, kind: FunctionKind, logs: LogSettings): LogGroup {
  const stack = Stack.of(scope);
  const id = `${kind === 'api' ? 'Api' : 'Event'}FunctionLogs`;
  return (
    (stack.node.tryFindChild(id) as LogGroup | undefined) ??
    new LogGroup(stack, id, { retention: logs.retention, removalPolicy: logs.removalPolicy })
  );
}

/** `api` sits behind API Gateway (29 s hard limit, we want far less); `event` drains streams and S3 events. */
export type FunctionKind = 'api' | 'event';

const SIZING: Record<FunctionKind, { memorySize: number; timeout: Duration }> = {
  api: { memorySize: 256, timeout: Duration.seconds(10) },
  event: { memorySize: 512, timeout: Duration.seconds(30) },
};

/** Only names from lambdas/lib/env.ts can be set, so a typo fails the type check. */
export type EnvName = keyof Env | 'POWERTOOLS_LOG_LEVEL' | 'POWERTOOLS_METRICS_NAMESPACE';

/** The tag every function carries with its stage and kind: the per-kind Lambda alarms select functions by it. */
export const FUNCTION_GROUP_TAG = 'KindredFunctionGroup';
export const functionGroupOf = (stage: StageName, kind: FunctionKind) => `kindred-${stage}-${kind}`;

export interface AppFunctionProps {
  /** Path from the project root, exactly as the route table spells it. */
  readonly entry: string;
  readonly kind: FunctionKind;
  /** Browser origins allowed to call or connect (the web app). */
  readonly allowedOrigins: string;
  /**
   * Native modules (sharp) shipped beside the bundle: sharp's JavaScript packed into one file, its
   * platform packages as installed (native-modules.ts). They come from this machine's node_modules,
   * which npm filled for linux-x64, so such a function runs on x86_64
   * (docs/decisions/0010-native-image-lambda.md, 0097-sharp-packed-beside-the-bundle.md).
   */
  readonly nativeModules?: readonly string[];
  /** Files (paths from the project root) copied beside the bundle, e.g. WASM binaries loaded by path. */
  readonly assetFiles?: readonly string[];
  /** Overrides the kind's timeout (a route running models on many images, decision 0071). */
  readonly timeoutSeconds?: number;
  /** The stage's log retention (infra/stages.ts). */
  readonly logs: LogSettings;
  /** The stage: names the metrics namespace and the function's alarm group. */
  readonly stage: StageName;
  /**
   * Where Lambda parks an asynchronous invocation (an S3 notification) that
   * failed its retries. Functions without one are never invoked
   * asynchronously: API Gateway waits for them, and a table stream's failures
   * go to its mapping's own destination.
   */
  readonly asyncFailures?: IQueue;
}

/**
 * The house Lambda: one route-table entry, bundled locally by esbuild into a
 * single minified CommonJS file, on arm64 and the newest Node runtime, with its own
 * log group and a role that starts empty. Every permission arrives through a
 * `bind*` method that also sets the environment variable the handler reads,
 * so a grant and its configuration can never drift apart.
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    // No AWSLambdaBasicExecutionRole: the role may write to its own log group and nothing else.
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role for ${props.entry}`,
    });
    const logGroup = sharedLogGroup(scope, props.kind, props.logs);
    logGroup.grantWrite(role);

    super(scope, id, {
      entry: join(PROJECT_ROOT, props.entry),
      handler: 'handler',
      description: props.entry,
      runtime: LAMBDA_RUNTIME,
      architecture: props.nativeModules?.length ? Architecture.X86_64 : Architecture.ARM_64,
      role,
      logGroup,
      tracing: Tracing.ACTIVE,
      // An on-failure destination, not a dead-letter queue: its message keeps the whole request
      // (the S3 event, or the payload handed on) beside the error, which is what `npm run redrive` replays.
      ...(props.asyncFailures
        ? { onFailure: new SqsDestination(props.asyncFailures), retryAttempts: 2, maxEventAge: Duration.hours(6) }
        : {}),
      ...SIZING[props.kind],
      // sharp decodes up to 50 megapixels; Lambda CPU scales with memory.
      ...(props.nativeModules?.length ? { memorySize: 1024 } : {}),
      ...(props.timeoutSeconds ? { timeout: Duration.seconds(props.timeoutSeconds) } : {}),
      projectRoot: PROJECT_ROOT,
      depsLockFilePath: join(PROJECT_ROOT, 'package-lock.json'),
      environment: {
        POWERTOOLS_SERVICE_NAME: 'kindred',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespaceOf(props.stage),
        ALLOWED_ORIGINS: props.allowedOrigins,
      } satisfies Partial<Record<EnvName, string>>,
      bundling: {
        forceDockerBundling: false,
        // CommonJS, not ESM: Node loads a CommonJS package imported from ESM through its
        // ESM loader, which lexes every file of it for exports; required, the same packages
        // cost half the CPU (docs/decisions/0027-cold-start.md). The SDK is now bundled
        // (decision 0084), but sharp and the bundle itself are still loaded that way.
        format: OutputFormat.CJS,
        minify: true,
        // The map ships beside the bundle and is read only when a stack is formatted
        // (lambdas/lib/source-mapped-stacks.ts), not at every cold start as
        // `--enable-source-maps` reads it (docs/decisions/0096-stacks-mapped-on-demand.md).
        sourceMap: true,
        sourcesContent: false,
        target: LAMBDA_BUNDLING.target,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        externalModules: [...LAMBDA_BUNDLING.externalModules, ...(props.nativeModules ?? [])],
        // CDK passes each as `--alias:from=to`; esbuild runs in the project root, where they resolve.
        esbuildArgs: { '--alias': Object.entries(LAMBDA_BUNDLING.alias).map(([from, to]) => `${from}=${to}`) },
        ...(props.nativeModules?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => [
                  ...nativeModuleCommands(PROJECT_ROOT, props.nativeModules!, outputDir),
                  ...(props.assetFiles ?? []).map((file) => `cp "${join(PROJECT_ROOT, file)}" "${outputDir}/"`),
                ],
              },
            }
          : {}),
      },
    });

    Tags.of(this).add(FUNCTION_GROUP_TAG, functionGroupOf(props.stage, props.kind));

    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Only the statement Tracing.ACTIVE adds: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    });
    Validations.of(this).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: props.asyncFailures
        ? 'Invoked asynchronously (by S3, or by the function that hands it work), with an on-failure destination (an SQS queue with an alarm) instead of a dead-letter queue: the destination keeps the error and the whole request, a dead-letter queue only the event.'
        : 'Never invoked asynchronously, and a dead-letter queue only receives failed asynchronous invocations: API Gateway invokes it synchronously and answers the error, or Lambda polls the table stream, whose mapping parks failed records in its own on-failure queue.',
    });
    // Keeps that acknowledgement honest: a later grant on `*` fails the synth instead of hiding behind it.
    this.node.addValidation({ validate: () => onlyXrayOnAnyResource(role) });
  }

  setEnv(name: EnvName, value: string): this {
    this.addEnvironment(name, value);
    return this;
  }

  /**
   * TABLE_NAME is always set (the handler environment requires it); grants are
   * listed per index from TABLE rather than `index/*`, so no wildcard is needed.
   */
  bindTable(table: ITableV2, access: TableAccess): this {
    this.setEnv('TABLE_NAME', table.tableName);
    if (access === 'none') return this;
    // No Scan: every access pattern is a key or index query (docs/data-model.md).
    const read = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
    const write = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    Grant.addToPrincipal({
      grantee: this,
      actions: access === 'readWrite' ? [...read, ...write] : read,
      resourceArns: [
        table.tableArn,
        ...TABLE.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
      ],
    });
    if (access === 'readWrite') {
      // The audit log is append-only (decision 0023): no function may change or delete a row once written.
      this.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
          resources: [table.tableArn],
          conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [`${keys.auditPartitionPrefix()}*`] } },
        }),
      );
    }
    return this;
  }

  /** Object-level access to one media bucket; keys are generated per member at runtime. */
  bindBucket(envName: 'PHOTOS_BUCKET' | 'STORIES_BUCKET' | 'VOICE_BUCKET', bucket: IBucket): this {
    this.setEnv(envName, bucket.bucketName);
    Grant.addToPrincipal({
      grantee: this,
      actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      resourceArns: [bucket.arnForObjects('*')],
    });
    acknowledgeWildcardResource(
      this.role!,
      bucket.arnForObjects('*'),
      'Object keys are generated per member and per upload at runtime; the grant is get/put/delete of objects in this one bucket.',
    );
    return this;
  }

  /**
   * ListBucket on these buckets: listing a member's keys (ListObjectsV2 by prefix) is authorized on the
   * bucket, not on the objects bindBucket grants.
   */
  grantBucketListing(buckets: IBucket[]): this {
    Grant.addToPrincipal({ grantee: this, actions: ['s3:ListBucket'], resourceArns: buckets.map((b) => b.bucketArn) });
    return this;
  }

  /**
   * `verify`: the ids and issuer needed to check a token (the WebSocket
   * authorizer). `admin`: also AdminGetUser/AdminDeleteUser on this pool only.
   * `moderate`: a ban, AdminDisableUser and AdminUserGlobalSignOut on this pool only.
   * `signOut`: AdminUserGlobalSignOut on this pool only (sign out everywhere).
   */
  bindUserPool(auth: MemberAuth, access: 'verify' | 'admin' | 'moderate' | 'signOut' | 'signUp'): this {
    this.setEnv('USER_POOL_ID', auth.userPool.userPoolId)
      .setEnv('USER_POOL_CLIENT_ID', auth.client.userPoolClientId)
      .setEnv('USER_POOL_ISSUER', auth.issuer);
    // Sign-up reads the sign-up client's secret once per container and looks addresses up (decision 0054);
    // SignUp and ResendConfirmationCode themselves are unauthenticated calls, proven by the SecretHash.
    if (access === 'signUp') this.setEnv('SIGN_UP_CLIENT_ID', auth.signUpClient.userPoolClientId);
    const actions = {
      verify: [],
      admin: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
      moderate: ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut'],
      signOut: ['cognito-idp:AdminUserGlobalSignOut'],
      signUp: ['cognito-idp:ListUsers', 'cognito-idp:DescribeUserPoolClient'],
    }[access];
    if (actions.length > 0) Grant.addToPrincipal({ grantee: this, actions, resourceArns: [auth.userPool.userPoolArn] });
    return this;
  }

  /** Post to connected clients through the stage's @connections endpoint. */
  bindWebSocket(stage: WebSocketStage): this {
    this.setEnv('WS_CALLBACK_URL', stage.callbackUrl);
    const grant = stage.grantManagementApiAccess(this);
    for (const statement of grant.principalStatements) {
      for (const resource of statement.resources) {
        acknowledgeWildcardResource(
          this.role!,
          resource,
          'Connection ids are assigned by API Gateway at runtime; the grant is execute-api:ManageConnections on this one stage only.',
        );
      }
    }
    return this;
  }

  /** Base URL under which `/<key>` of any media bucket resolves (see media-storage.ts). */
  bindMediaBaseUrl(baseUrl: string): this {
    return this.setEnv('MEDIA_BASE_URL', baseUrl);
  }

  bindSecret(envName: 'STRIPE_SECRET_ARN' | 'NOTIFICATION_SECRET_ARN' | 'VAPID_SECRET_ARN', secret: ISecret): this {
    this.setEnv(envName, secret.secretArn);
    secret.grantRead(this);
    return this;
  }
}

function onlyXrayOnAnyResource(role: Role): string[] {
  const policy = role.node.tryFindChild('DefaultPolicy') as Policy | undefined;
  if (!policy) return [];
  const document = Stack.of(role).resolve(policy.document) as {
    Statement?: Array<{ Action: string | string[]; Resource: unknown }>;
  };
  return (document.Statement ?? [])
    .filter((statement) => [statement.Resource].flat().includes('*'))
    .flatMap((statement) => [statement.Action].flat())
    .filter((action) => !action.startsWith('xray:'))
    .map((action) => `${role.node.path} grants ${action} on every resource; only X-Ray may`);
}
