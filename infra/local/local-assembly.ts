/**
 * What the local cloud takes from the synthesized stack (decision 0063): each
 * of the app's functions, by its handler file, with the environment variables
 * CDK gives it, its memory and timeout. The functions are the stack's, not a
 * list kept here: a handler CDK does not deploy is not invocable locally, and
 * a variable CDK does not set is not there for the handler to read.
 *
 * Synthesis takes seconds, so its result is cached by the infrastructure's
 * inputs (the files synthesis reads): `npm start` synthesizes only after one
 * of them changed, in a child process beside the stand-ins' start.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TemplateValue } from '#infra/stack-templates.ts';
import { PROJECT_ROOT } from './paths';

/** The tag CDK's AppFunction puts on every function of the app (infra/constructs/app-function.ts). */
const APP_FUNCTION_TAG = 'KindredFunctionGroup';

export type LocalFunction = {
  /** The handler file, as the route table spells it (the template's Description of the function). */
  entry: string;
  /** The function's logical id in the flattened template (`CoreApi/GetMe286D786C`). */
  logicalId: string;
  /**
   * Its environment variables as the template sets them: a plain string where the template has one,
   * `null` where CloudFormation fills the value at deploy time (a table name, a bucket, an ARN).
   */
  environment: Record<string, string | null>;
  memoryMb: number;
  timeoutSeconds: number;
  /** What invokes it besides the APIs: the table's stream mappings and the buckets' notifications. */
  eventSources: EventSource[];
  /** Its execution role's logical id, and the role's identity policies as the template writes them (references unresolved). */
  roleLogicalId: string;
  policies: Array<{ name: string; document: unknown }>;
};

/**
 * What the template's policies refer to, for local-iam.ts to name locally: each resource's type, the
 * variable through which the stack hands its name (or address) to a function, and what an ARN needs
 * besides (a WebSocket API's stage, a table's partition key attribute).
 */
export type ReferencedResource = {
  type: string;
  /** A function variable set from `Ref` of this resource (or, for an e-mail identity, to its address). */
  variable?: string;
  /** A WebSocket API's stage (its @connections ARNs carry it); an HTTP API has none here. */
  stage?: string;
  /** A table's partition key attribute (the `dynamodb:LeadingKeys` condition key reads it). */
  partitionKey?: string;
};

/** A resource policy of the template (a bucket's), by the logical id of the resource it guards. */
export type ResourcePolicy = { resourceLogicalId: string; document: unknown };

export type EventSource =
  | { kind: 'tableStream'; batchSize: number; filterPatterns: string[] }
  | { kind: 's3ObjectCreated'; bucketLogicalId: string; prefix: string }
  | { kind: 'sqs'; batchSize: number };

export type LocalAssembly = {
  functions: LocalFunction[];
  resources: Record<string, ReferencedResource>;
  resourcePolicies: ResourcePolicy[];
};

type TemplateResource = { Type: string; Properties?: Record<string, unknown> };

/** The app's functions in a flattened template (infra/stack-templates.ts); CDK's own helper functions are left out. */
export function localAssemblyOf(template: { Resources: Record<string, TemplateResource> }): LocalAssembly {
  const functions: LocalFunction[] = [];
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const properties = resource.Properties ?? {};
    const tags = (properties.Tags ?? []) as Array<{ Key: string }>;
    if (!tags.some((tag) => tag.Key === APP_FUNCTION_TAG)) continue;
    const variables = ((properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ??
      {}) as Record<string, unknown>;
    functions.push({
      entry: String(properties.Description),
      logicalId,
      environment: Object.fromEntries(
        Object.entries(variables).map(([name, value]) => [name, typeof value === 'string' ? value : null]),
      ),
      memoryMb: Number(properties.MemorySize ?? 128),
      timeoutSeconds: Number(properties.Timeout ?? 3),
      eventSources: eventSourcesOf(template, logicalId),
      ...identityOf(template, properties.Role),
    });
  }
  return {
    functions: functions.sort((a, b) => a.entry.localeCompare(b.entry)),
    resources: referencedResources(template),
    resourcePolicies: Object.values(template.Resources)
      .filter((resource) => resource.Type === 'AWS::S3::BucketPolicy')
      .map((resource) => ({
        resourceLogicalId: String((resource.Properties?.Bucket as { Ref?: string } | undefined)?.Ref),
        document: resource.Properties?.PolicyDocument,
      })),
  };
}

/** The function's role (`Role: {Fn::GetAtt: [role, Arn]}`) and every identity policy attached to it. */
function identityOf(
  template: { Resources: Record<string, TemplateResource> },
  role: unknown,
): Pick<LocalFunction, 'roleLogicalId' | 'policies'> {
  const roleLogicalId = String((role as { 'Fn::GetAtt'?: unknown[] } | undefined)?.['Fn::GetAtt']?.[0]);
  const policies: LocalFunction['policies'] = [];
  const inline = (template.Resources[roleLogicalId]?.Properties?.Policies ?? []) as Array<{
    PolicyName: string;
    PolicyDocument: unknown;
  }>;
  for (const policy of inline) policies.push({ name: policy.PolicyName, document: policy.PolicyDocument });
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    const roles = (resource.Properties?.Roles ?? []) as Array<{ Ref?: string }>;
    if (roles.some((ref) => ref.Ref === roleLogicalId))
      policies.push({ name: logicalId, document: resource.Properties?.PolicyDocument });
  }
  return { roleLogicalId, policies };
}

const NAMED_TYPES = new Set([
  'AWS::DynamoDB::GlobalTable',
  'AWS::DynamoDB::Table',
  'AWS::S3::Bucket',
  'AWS::Cognito::UserPool',
  'AWS::SES::EmailIdentity',
  'AWS::SecretsManager::Secret',
  'AWS::ApiGatewayV2::Api',
  // A function another one invokes (decision 0098): its name comes from the invoker's variable.
  'AWS::Lambda::Function',
]);

function referencedResources(template: {
  Resources: Record<string, TemplateResource>;
}): Record<string, ReferencedResource> {
  const variables = new Map<string, string>();
  for (const resource of Object.values(template.Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function') continue;
    const set = (resource.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
    for (const [name, value] of Object.entries(set ?? {})) {
      const key = typeof value === 'string' ? `=${value}` : (value as { Ref?: string }).Ref;
      if (key && !variables.has(key)) variables.set(key, name);
    }
  }
  const resources: Record<string, ReferencedResource> = {};
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    if (!NAMED_TYPES.has(resource.Type)) continue;
    const properties = resource.Properties ?? {};
    const entry: ReferencedResource = { type: resource.Type };
    const variable =
      variables.get(logicalId) ??
      (resource.Type === 'AWS::SES::EmailIdentity' ? variables.get(`=${String(properties.EmailIdentity)}`) : undefined);
    if (variable) entry.variable = variable;
    const keys = (properties.KeySchema ?? []) as Array<{ AttributeName: string; KeyType: string }>;
    const partitionKey = keys.find((key) => key.KeyType === 'HASH')?.AttributeName;
    if (partitionKey) entry.partitionKey = partitionKey;
    // Only a WebSocket API has @connections (the HTTP API's stage names nothing a handler calls).
    const stage =
      properties.ProtocolType === 'WEBSOCKET' &&
      Object.values(template.Resources).find(
        (other) => other.Type === 'AWS::ApiGatewayV2::Stage' && refersTo(other.Properties?.ApiId, logicalId),
      );
    if (stage) entry.stage = String(stage.Properties?.StageName);
    resources[logicalId] = entry;
  }
  return resources;
}

const refersTo = (value: unknown, logicalId: string): boolean => {
  const node = value as { Ref?: unknown; 'Fn::GetAtt'?: unknown[] } | undefined;
  return node?.Ref === logicalId || node?.['Fn::GetAtt']?.[0] === logicalId;
};

function eventSourcesOf(template: { Resources: Record<string, TemplateResource> }, logicalId: string): EventSource[] {
  const sources: EventSource[] = [];
  for (const resource of Object.values(template.Resources)) {
    const properties = (resource.Properties ?? {}) as Record<string, TemplateValue>;
    if (resource.Type === 'AWS::Lambda::EventSourceMapping' && refersTo(properties.FunctionName, logicalId)) {
      // A stream mapping must say where to start reading; a queue's never does.
      if (properties.StartingPosition === undefined) {
        sources.push({ kind: 'sqs', batchSize: Number(properties.BatchSize ?? 10) });
        continue;
      }
      sources.push({
        kind: 'tableStream',
        batchSize: Number(properties.BatchSize ?? 100),
        filterPatterns: (properties.FilterCriteria?.Filters ?? []).map((filter: { Pattern: string }) => filter.Pattern),
      });
    }
    if (resource.Type !== 'Custom::S3BucketNotifications') continue;
    for (const target of properties.NotificationConfiguration?.LambdaFunctionConfigurations ?? []) {
      if (!refersTo(target.LambdaFunctionArn, logicalId)) continue;
      const rules: Array<{ Name: string; Value: string }> = target.Filter?.Key?.FilterRules ?? [];
      sources.push({
        kind: 's3ObjectCreated',
        bucketLogicalId: String(properties.BucketName?.Ref),
        prefix: rules.find((rule) => rule.Name === 'prefix')?.Value ?? '',
      });
    }
  }
  return sources;
}

/**
 * What synthesis reads besides node_modules: the stack's code, the route table and shared settings, the
 * Lambda-side names the constructs import (env names, keys, metric names), CDK's context, the lock file.
 */
const SYNTH_INPUTS = ['infra', 'shared', 'lambdas/lib', 'lambdas/db', 'cdk.json', 'package-lock.json'];
// The local cloud is not synthesized, but the two files that read the assembly shape what is cached.
const NOT_INPUTS = /(^infra\/local\/(?!local-assembly\.ts$|synth-local-assembly\.ts$)|\.test\.tsx?$)/;

function* inputFiles(path: string): Generator<string> {
  const full = join(PROJECT_ROOT, path);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    if (!NOT_INPUTS.test(path)) yield path;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* inputFiles(`${path}/${name}`);
}

/** A hash of every synthesis input's path and content: the cache key. */
export function synthInputsHash(): string {
  const hash = createHash('sha256');
  for (const root of SYNTH_INPUTS) {
    for (const file of inputFiles(root)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(join(PROJECT_ROOT, file)))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export const LOCAL_ASSEMBLY_CACHE_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'kindred-local-assembly');

/** The script that synthesizes in a child process (aws-cdk-lib costs a second to load; the cloud's process never needs it). */
const SYNTH_SCRIPT = join(PROJECT_ROOT, 'infra', 'local', 'synth-local-assembly.ts');

/**
 * The cached assembly for today's inputs, or a fresh synthesis (written to the cache for the next start).
 * Two starts at once (a test cloud beside `npm start`) may both synthesize; the rename keeps the file whole.
 */
export async function loadLocalAssembly(options: { log?: (line: string) => void } = {}): Promise<LocalAssembly> {
  const file = join(LOCAL_ASSEMBLY_CACHE_DIR, `${synthInputsHash()}.json`);
  if (!existsSync(file)) {
    mkdirSync(LOCAL_ASSEMBLY_CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    options.log?.(`[assembly] the infrastructure changed: synthesizing the stack (${relative(PROJECT_ROOT, file)})`);
    await synthesizeInChild(partial);
    renameSync(partial, file);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as LocalAssembly;
}

function synthesizeInChild(outFile: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'), [SYNTH_SCRIPT, outFile], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`synthesizing the stack failed (${code}):\n${errors}`)),
    );
  });
}
