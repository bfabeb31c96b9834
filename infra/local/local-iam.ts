/**
 * IAM in the local cloud (decision 0064): every AWS call a function makes is
 * authorized against its role's identity policies from the synthesized
 * template, and the resource's policy where the template has one, by a real
 * policy evaluator (@cloud-copilot/iam-simulate, AGPL-3.0-or-later: it serves
 * the local cloud only and is never bundled into a Lambda).
 *
 * The template's references (Ref, Fn::GetAtt, Fn::Join, Fn::Sub) are resolved
 * to the ARNs the local services use, with the local account and region: the
 * local name of a resource is the local value of the variable through which
 * the stack hands it to the functions (TABLE_NAME, PHOTOS_BUCKET, ...).
 *
 * Decisions are cached per function, action, resource and condition values:
 * the evaluator takes a millisecond or more, a cached decision nothing.
 */
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { LOCAL_REGION } from './endpoints';
import { functionAccessKeyId } from './function-identity';
import { localFunctionArn } from './failure-queues';
import { LOCAL_ACCOUNT_ID, functionNameFromPath } from './lambda-runtime';
import type { LocalAssembly, ReferencedResource } from './local-assembly';

/** The stack name CDK's roles carry in their physical names. */
const STACK_NAME = 'Kindred';
/** An ARN no local call names: where a reference has no local meaning (a log group, a queue). */
const UNRESOLVED = 'arn:aws:local:::unresolved';

export class UnresolvableReferenceError extends Error {}

type Naming = {
  ref(logicalId: string): string;
  attribute(logicalId: string, name: string): string;
};

/** A template value with its references resolved: `{Fn::Join: ['', [{Fn::GetAtt: [T, 'Arn']}, '/index/x']]}` → `arn:…:table/kindred/index/x`. */
export function resolveTemplateValue(value: unknown, naming: Naming): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const node = (value ?? {}) as Record<string, unknown>;
  if (typeof node.Ref === 'string') return pseudoParameter(node.Ref) ?? naming.ref(node.Ref);
  const getAtt = node['Fn::GetAtt'];
  if (Array.isArray(getAtt)) return naming.attribute(String(getAtt[0]), String(getAtt[1]));
  const join = node['Fn::Join'];
  if (Array.isArray(join)) {
    const [separator, parts] = join as [string, unknown[]];
    return parts.map((part) => resolveTemplateValue(part, naming)).join(separator);
  }
  const sub = node['Fn::Sub'];
  if (sub !== undefined) {
    const [text, variables = {}] = (Array.isArray(sub) ? sub : [sub]) as [string, Record<string, unknown>?];
    return text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
      if (name in variables) return resolveTemplateValue(variables[name], naming);
      const [id, attribute] = name.split('.');
      return attribute ? naming.attribute(id!, attribute) : resolveTemplateValue({ Ref: id }, naming);
    });
  }
  const select = node['Fn::Select'];
  if (Array.isArray(select)) {
    const [index, list] = select as [number, unknown];
    if (Array.isArray(list)) return resolveTemplateValue(list[Number(index)], naming);
  }
  throw new UnresolvableReferenceError(`cannot resolve ${JSON.stringify(value)}`);
}

function pseudoParameter(name: string): string | undefined {
  return {
    'AWS::Partition': 'aws',
    'AWS::Region': LOCAL_REGION,
    'AWS::AccountId': LOCAL_ACCOUNT_ID,
    'AWS::URLSuffix': 'amazonaws.com',
    'AWS::StackName': STACK_NAME,
  }[name];
}

/** What a resource's ARN needs that only the running cloud knows. */
export type LocalResourceValues = {
  /** The local value of each variable a function may be given (handler-env.ts). */
  variables: Record<string, string>;
  /** DynamoDB Local's stream ARN of the table (it has its own label). */
  streamArn?: string;
};

/** The ids a WebSocket API's @connections ARNs carry locally: its logical id stands for the API id. */
export const localApiId = (logicalId: string) => logicalId.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How the template's references read locally, resource by resource. */
export function localNaming(resources: Record<string, ReferencedResource>, values: LocalResourceValues): Naming {
  const nameOf = (logicalId: string): string => {
    const resource = resources[logicalId];
    const variable = resource?.variable;
    if (resource?.type === 'AWS::ApiGatewayV2::Api') return localApiId(logicalId);
    if (resource?.type === 'AWS::SecretsManager::Secret')
      return `arn:aws:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:secret:${logicalId}`;
    // A table's name, a bucket's, the pool's id; an e-mail identity's address (the local sender's).
    return (variable && values.variables[variable]) || logicalId;
  };
  return {
    ref: nameOf,
    attribute(logicalId, attribute) {
      const type = resources[logicalId]?.type;
      const name = nameOf(logicalId);
      if (type === 'AWS::DynamoDB::GlobalTable' || type === 'AWS::DynamoDB::Table') {
        const table = `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:table/${name}`;
        if (attribute === 'Arn') return table;
        if (attribute === 'StreamArn') return values.streamArn ?? `${table}/stream/*`;
      }
      if (type === 'AWS::S3::Bucket' && attribute === 'Arn') return `arn:aws:s3:::${name}`;
      if (type === 'AWS::Cognito::UserPool' && attribute === 'Arn')
        return `arn:aws:cognito-idp:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:userpool/${name}`;
      // The local Lambda API authorizes Invoke by the ARN of the function's local name (lambda-api.ts).
      if (type === 'AWS::Lambda::Function' && attribute === 'Arn') return localFunctionArn(name);
      // A log group, a queue: nothing a handler calls locally.
      return UNRESOLVED;
    },
  };
}

/** Resolves every Resource of a policy document; a statement's unresolvable resource names nothing. */
export function resolvePolicy(document: unknown, naming: Naming): PolicyDocument {
  const policy = structuredClone(document) as PolicyDocument;
  const resolveAll = (value: unknown) =>
    [value].flat().map((one) => {
      try {
        return resolveTemplateValue(one, naming);
      } catch (error) {
        if (error instanceof UnresolvableReferenceError) return UNRESOLVED;
        throw error;
      }
    });
  for (const statement of policy.Statement) {
    for (const field of ['Resource', 'NotResource'] as const)
      if (statement[field] !== undefined) statement[field] = resolveAll(statement[field]);
    const principal = statement.Principal as { AWS?: unknown } | undefined;
    if (principal?.AWS !== undefined && typeof principal.AWS !== 'string') principal.AWS = resolveAll(principal.AWS);
    // Condition values may be references too (a distribution's ARN in a bucket policy's aws:SourceArn).
    const condition = (statement.Condition ?? {}) as Record<string, Record<string, unknown>>;
    for (const keys of Object.values(condition))
      for (const [key, value] of Object.entries(keys))
        if (typeof value === 'object' && value !== null) keys[key] = resolveAll(value);
  }
  return policy;
}

type Statement = { Effect: string; Resource?: unknown; NotResource?: unknown; Principal?: unknown } & Record<
  string,
  unknown
>;
export type PolicyDocument = { Version?: string; Statement: Statement[] };

/** A function as IAM sees it. */
export type LocalPrincipal = {
  functionName: string;
  entry: string;
  accessKeyId: string;
  /** `arn:aws:sts::000000000000:assumed-role/<role>/<function>`, as AWS names the caller in a denial. */
  principalArn: string;
  policies: Array<{ name: string; policy: PolicyDocument }>;
  /**
   * The values the role's conditions compare `dynamodb:LeadingKeys` with (`AUDIT#*`): a decision depends on a
   * key only through how it compares with them, so that is what its cache key holds. Empty: keys do not matter.
   */
  leadingKeyPatterns: Array<{ value: string; glob: RegExp }>;
  /** Every Resource and NotResource of the role's statements: a connection id matters only if one of them can tell ids apart. */
  resourcePatterns: string[];
};

/** One action on one resource; a request may need several (a transaction, a copy). */
export type IamRequest = { action: string; resource: string; context?: Record<string, string | string[]> };

export type IamDenial = IamRequest & { principal: LocalPrincipal; message: string };

export type LocalIam = {
  /** The function of an access key id; undefined for the local cloud's own key (its tools are not functions). */
  principalOf(accessKeyId: string | undefined): LocalPrincipal | undefined;
  /** The first of `requests` that `principal` may not make, or undefined when it may make them all. */
  authorize(principal: LocalPrincipal, requests: IamRequest[]): Promise<IamDenial | undefined>;
  /** The table's partition key attribute (the `dynamodb:LeadingKeys` condition key's values). */
  partitionKeyOf(tableName: string): string | undefined;
  /** The local ARN of the secret the stack passes in `variable` (`STRIPE_SECRET_ARN`), if it passes one. */
  secretArnOf(variable: string): string | undefined;
  /** The local ARN prefix of the WebSocket API's @connections (`arn:…:<api>/<stage>`). */
  connectionsArn(connectionId: string, method: string): string;
  denials(): number;
  /** `[iam] …` for the log: calls authorized, distinct decisions the evaluator made, denials. */
  summary(): string;
};

export type LocalIamOptions = {
  assembly: Pick<LocalAssembly, 'functions' | 'resources' | 'resourcePolicies'>;
  values: LocalResourceValues;
  /** The local cloud's log: a denial names the function, the action and the resource. */
  log: (line: string) => void;
};

/** How many cached decisions before the cache starts over (leading keys make the key space open-ended). */
const MAX_CACHED_DECISIONS = 50_000;

export function createLocalIam({ assembly, values, log }: LocalIamOptions): LocalIam {
  const naming = localNaming(assembly.resources, values);
  const principals = new Map<string, LocalPrincipal>();
  for (const fn of assembly.functions) {
    const functionName = functionNameFromPath(fn.entry);
    const policies = fn.policies.map(({ name, document }) => ({ name, policy: resolvePolicy(document, naming) }));
    const principal: LocalPrincipal = {
      functionName,
      entry: fn.entry,
      accessKeyId: functionAccessKeyId(functionName),
      principalArn: `arn:aws:sts::${LOCAL_ACCOUNT_ID}:assumed-role/${roleName(fn.roleLogicalId)}/${functionName}`,
      policies,
      leadingKeyPatterns: leadingKeyPatternsOf(policies),
      resourcePatterns: resourcePatternsOf(policies),
    };
    principals.set(principal.accessKeyId, principal);
  }
  const resourcePolicies = new Map<string, PolicyDocument>();
  for (const { resourceLogicalId, document } of assembly.resourcePolicies) {
    resourcePolicies.set(naming.attribute(resourceLogicalId, 'Arn'), resolvePolicy(document, naming));
  }
  const resourcePolicyOf = (resource: string) =>
    resource.startsWith('arn:aws:s3:::')
      ? resourcePolicies.get(`arn:aws:s3:::${resource.slice(13).split('/')[0]}`)
      : undefined;

  const cache = new Map<string, Promise<Decision>>();
  let denials = 0;
  let calls = 0;

  const decide = (principal: LocalPrincipal, request: IamRequest): Promise<Decision> => {
    const context = principal.leadingKeyPatterns.length ? request.context : withoutLeadingKeys(request.context);
    const resourcePolicy = resourcePolicyOf(request.resource);
    const resource = resourcePolicy ? request.resource : decisionResource(principal, request.resource);
    const key = `${principal.accessKeyId}\0${request.action}\0${resource}\0${cacheKeyOf(principal, context)}`;
    let decision = cache.get(key);
    if (!decision) {
      if (cache.size >= MAX_CACHED_DECISIONS) cache.clear();
      decision = evaluate(principal, request, context, resourcePolicy);
      // A failed evaluation is not remembered: the next call evaluates again.
      decision.catch(() => cache.delete(key));
      cache.set(key, decision);
    }
    return decision;
  };

  const tables = Object.entries(assembly.resources).filter(([, resource]) => resource.partitionKey);
  const webSocketApi = Object.entries(assembly.resources).find(([, resource]) => resource.stage !== undefined);

  return {
    principalOf: (accessKeyId) => (accessKeyId ? principals.get(accessKeyId) : undefined),
    async authorize(principal, requests) {
      calls += 1;
      for (const request of requests) {
        const decision = await decide(principal, request);
        if (decision === 'Allowed') continue;
        denials += 1;
        log(`[iam] denied ${principal.functionName} (${principal.entry}): ${request.action} on ${request.resource}`);
        return { ...request, principal, message: denialMessage(principal, request, decision) };
      }
      return undefined;
    },
    partitionKeyOf(tableName) {
      const found = tables.find(([logicalId]) => naming.ref(logicalId) === tableName);
      return found?.[1].partitionKey;
    },
    secretArnOf(variable) {
      const found = Object.entries(assembly.resources).find(
        ([, resource]) => resource.type === 'AWS::SecretsManager::Secret' && resource.variable === variable,
      );
      return found ? naming.ref(found[0]) : undefined;
    },
    connectionsArn(connectionId, method) {
      const [logicalId, resource] = webSocketApi ?? ['RealtimeApi', { stage: 'prod' }];
      return `arn:aws:execute-api:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${localApiId(logicalId)}/${resource.stage}/${method}/@connections/${connectionId}`;
    },
    denials: () => denials,
    summary: () =>
      `[iam] ${calls} call(s) of ${principals.size} functions authorized against their roles (${cache.size} distinct decisions), ${denials} denied`,
  };
}

type Decision = 'Allowed' | 'ImplicitlyDenied' | 'ExplicitlyDenied' | 'ResourceDenied';

async function evaluate(
  principal: LocalPrincipal,
  request: IamRequest,
  context: Record<string, string | string[]> | undefined,
  resourcePolicy: PolicyDocument | undefined,
): Promise<Decision> {
  const result = await runSimulation(
    {
      request: {
        principal: principal.principalArn,
        action: request.action,
        resource: { resource: request.resource, accountId: LOCAL_ACCOUNT_ID },
        // The local cloud stands in for AWS's TLS endpoints: bucket policies deny plain HTTP.
        contextVariables: { 'aws:SecureTransport': 'true', ...context },
      },
      identityPolicies: principal.policies,
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      ...(resourcePolicy ? { resourcePolicy } : {}),
    },
    {},
  );
  if (result.resultType === 'error')
    throw new Error(`IAM evaluation failed: ${result.errors.message} ${JSON.stringify(result.errors)}`);
  const overall = result.overallResult;
  if (overall === 'Allowed') return 'Allowed';
  if (overall !== 'ExplicitlyDenied') return 'ImplicitlyDenied';
  const analysis = result.resultType === 'single' ? result.result.analysis : undefined;
  return analysis?.identityAnalysis?.result === 'ExplicitlyDenied' ? 'ExplicitlyDenied' : 'ResourceDenied';
}

/** Every value a condition compares `dynamodb:LeadingKeys` with, in any of the role's statements. */
function leadingKeyPatternsOf(policies: LocalPrincipal['policies']): LocalPrincipal['leadingKeyPatterns'] {
  const values = new Set<string>();
  for (const { policy } of policies)
    for (const statement of policy.Statement)
      for (const keys of Object.values((statement.Condition ?? {}) as Record<string, Record<string, unknown>>))
        for (const [key, value] of Object.entries(keys))
          if (key.toLowerCase() === 'dynamodb:leadingkeys') for (const one of [value].flat()) values.add(String(one));
  // StringLike: `*` any run of characters, `?` one; everything else literal.
  const globOf = (value: string) =>
    new RegExp(
      `^${value
        .replace(/[.+^$(){}|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.')}$`,
      's',
    );
  return [...values].map((value) => ({ value, glob: globOf(value) }));
}

/**
 * The context as far as the decision can depend on it: each leading key by how it compares with the role's
 * condition values (like, equal, equal ignoring case), so `MEMBER#a` and `MEMBER#b` share one decision.
 */
function cacheKeyOf(principal: LocalPrincipal, context: IamRequest['context']): string {
  if (!context) return '';
  const keys = context['dynamodb:LeadingKeys'];
  if (keys === undefined) return JSON.stringify(context);
  const compared = [keys]
    .flat()
    .map((key) =>
      principal.leadingKeyPatterns
        .map(
          ({ value, glob }) => `${+glob.test(key)}${+(value === key)}${+(value.toLowerCase() === key.toLowerCase())}`,
        )
        .join(''),
    );
  return JSON.stringify({ ...context, 'dynamodb:LeadingKeys': [...new Set(compared)].sort() });
}

/** Every Resource and NotResource pattern of the role's statements. */
function resourcePatternsOf(policies: LocalPrincipal['policies']): string[] {
  return policies.flatMap(({ policy }) =>
    policy.Statement.flatMap((statement) =>
      [statement.Resource, statement.NotResource].flatMap((value) => (value === undefined ? [] : [value].flat())),
    ).map(String),
  );
}

/** An @connections ARN: its prefix up to the connection id, and an id of API Gateway's alphabet (no `@`, no `:`). */
const CONNECTION_ARN =
  /^(arn:[^:@]*:execute-api:[^:@]*:[^:@]*:[^/:@]+\/[^/:@]+\/[^/:@]+\/@connections\/)[A-Za-z0-9+/=_-]+$/;

/**
 * The resource as far as the decision can depend on it. For an @connections ARN, when none of the role's
 * patterns can tell one connection id from another, every connection shares one decision; otherwise the ARN
 * is its own. A pattern cannot tell ids apart when it is `*`, when a literal part of it differs from the
 * ARN's prefix (it matches no connection of this API), or when it ends in `/@connections/*`: the id holds no
 * `@`, so that `/@connections/` can only be the prefix's own, and the final `*` takes any id. Without this,
 * each new socket cost a fresh evaluation (~1.6 ms of CPU) on its first push from each function.
 */
export function decisionResource(principal: Pick<LocalPrincipal, 'resourcePatterns'>, resource: string): string {
  const prefix = CONNECTION_ARN.exec(resource)?.[1];
  if (!prefix) return resource;
  const lowerPrefix = prefix.toLowerCase();
  const independent = principal.resourcePatterns.every((pattern) => {
    if (pattern === '*' || pattern.endsWith('/@connections/*')) return true;
    const wildcard = pattern.search(/[*?]/);
    const literal = (wildcard < 0 ? pattern : pattern.slice(0, wildcard)).toLowerCase();
    const shared = Math.min(literal.length, lowerPrefix.length);
    // A literal start that differs from the prefix (even ignoring case) matches no connection of this API.
    return literal.slice(0, shared) !== lowerPrefix.slice(0, shared);
  });
  return independent ? `${prefix}{connectionId}` : resource;
}

const withoutLeadingKeys = (context: IamRequest['context']) => {
  if (!context || !('dynamodb:LeadingKeys' in context)) return context;
  const { 'dynamodb:LeadingKeys': _, ...rest } = context;
  return Object.keys(rest).length ? rest : undefined;
};

/** CDK's role names: the stack's name and the role's logical id (CloudFormation adds a suffix we need not). */
const roleName = (logicalId: string) => `${STACK_NAME}-${logicalId.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 64);

/** AWS's words for a denial (the same in every service's AccessDenied message). */
export function denialMessage(
  principal: Pick<LocalPrincipal, 'principalArn'>,
  request: IamRequest,
  decision: Decision,
): string {
  const head = `User: ${principal.principalArn} is not authorized to perform: ${request.action} on resource: ${request.resource}`;
  if (decision === 'ExplicitlyDenied') return `${head} with an explicit deny in an identity-based policy`;
  if (decision === 'ResourceDenied') return `${head} with an explicit deny in a resource-based policy`;
  return `${head} because no identity-based policy allows the ${request.action} action`;
}
