import { describe, expect, it } from 'vitest';
import { functionAccessKeyId } from './function-identity';
import type { LocalAssembly, LocalFunction } from './local-assembly';
import { createLocalIam, localNaming, resolvePolicy, resolveTemplateValue } from './local-iam';

const resources: LocalAssembly['resources'] = {
  Table: { type: 'AWS::DynamoDB::GlobalTable', variable: 'TABLE_NAME', partitionKey: 'pk' },
  Photos: { type: 'AWS::S3::Bucket', variable: 'PHOTOS_BUCKET' },
  Pool: { type: 'AWS::Cognito::UserPool', variable: 'USER_POOL_ID' },
  Sender: { type: 'AWS::SES::EmailIdentity', variable: 'EMAIL_FROM' },
  Realtime: { type: 'AWS::ApiGatewayV2::Api', stage: 'prod' },
  Secret: { type: 'AWS::SecretsManager::Secret', variable: 'STRIPE_SECRET_ARN' },
};
const values = {
  variables: {
    TABLE_NAME: 'kindred',
    PHOTOS_BUCKET: 'photos',
    USER_POOL_ID: 'us-east-1_abc',
    EMAIL_FROM: 'notifications@kindred.local',
  },
  streamArn: 'arn:aws:dynamodb:ddblocal:000000000000:table/kindred/stream/2026-11-26T00:00:00.000',
};
const naming = localNaming(resources, values);
const TABLE = 'arn:aws:dynamodb:us-east-1:000000000000:table/kindred';

describe('template references as local ARNs', () => {
  it('names the table, its indexes and its stream', () => {
    expect(resolveTemplateValue({ 'Fn::GetAtt': ['Table', 'Arn'] }, naming)).toBe(TABLE);
    expect(
      resolveTemplateValue({ 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Table', 'Arn'] }, '/index/byCell']] }, naming),
    ).toBe(`${TABLE}/index/byCell`);
    expect(resolveTemplateValue({ 'Fn::GetAtt': ['Table', 'StreamArn'] }, naming)).toBe(values.streamArn);
    expect(resolveTemplateValue({ Ref: 'Table' }, naming)).toBe('kindred');
  });

  it('names a bucket and its objects, the user pool, the sender identity and the @connections of the API', () => {
    expect(resolveTemplateValue({ 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Photos', 'Arn'] }, '/*']] }, naming)).toBe(
      'arn:aws:s3:::photos/*',
    );
    expect(resolveTemplateValue({ 'Fn::GetAtt': ['Pool', 'Arn'] }, naming)).toBe(
      'arn:aws:cognito-idp:us-east-1:000000000000:userpool/us-east-1_abc',
    );
    const identity = {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':ses:',
          { Ref: 'AWS::Region' },
          ':',
          { Ref: 'AWS::AccountId' },
          ':identity/',
          { Ref: 'Sender' },
        ],
      ],
    };
    expect(resolveTemplateValue(identity, naming)).toBe(
      'arn:aws:ses:us-east-1:000000000000:identity/notifications@kindred.local',
    );
    expect(
      resolveTemplateValue({ 'Fn::Sub': 'arn:${AWS::Partition}:execute-api:${AWS::Region}:*:${Realtime}/*' }, naming),
    ).toBe('arn:aws:execute-api:us-east-1:*:realtime/*');
  });

  it('gives a reference with no local meaning an ARN no call names, and keeps the rest of the policy', () => {
    const policy = resolvePolicy(
      {
        Statement: [
          { Effect: 'Allow', Action: 'logs:PutLogEvents', Resource: { 'Fn::GetAtt': ['Logs', 'Arn'] } },
          { Effect: 'Allow', Action: 'xray:PutTraceSegments', Resource: '*' },
          { Effect: 'Allow', Action: 'x:Y', Resource: { 'Fn::ImportValue': 'elsewhere' } },
        ],
      },
      naming,
    );
    expect(policy.Statement.map((statement) => statement.Resource)).toEqual([
      ['arn:aws:local:::unresolved'],
      ['*'],
      ['arn:aws:local:::unresolved'],
    ]);
  });
});

const fn = (entry: string, statements: unknown[]): LocalFunction => ({
  entry,
  logicalId: 'Fn',
  environment: {},
  memoryMb: 256,
  timeoutSeconds: 10,
  eventSources: [],
  roleLogicalId: 'Api/RecordSwipeRole1234',
  policies: [{ name: 'Policy', document: { Version: '2012-10-17', Statement: statements } }],
});

const tableStatements = [
  {
    Effect: 'Allow',
    Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
    Resource: { 'Fn::GetAtt': ['Table', 'Arn'] },
  },
  {
    Effect: 'Deny',
    Action: ['dynamodb:DeleteItem'],
    Resource: { 'Fn::GetAtt': ['Table', 'Arn'] },
    Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
  },
];

function iamOf(functions: LocalFunction[]) {
  const lines: string[] = [];
  const iam = createLocalIam({
    assembly: { functions, resources, resourcePolicies: [] },
    values,
    log: (line) => lines.push(line),
  });
  return { iam, lines };
}

describe('the evaluator wrapper', () => {
  const swipe = fn('lambdas/http/record-swipe.handler.ts', tableStatements);
  const reader = fn('lambdas/http/get-me.handler.ts', [
    { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: { 'Fn::GetAtt': ['Table', 'Arn'] } },
  ]);

  it("maps each function's own key to its role, and the local cloud's key to none", () => {
    const { iam } = iamOf([swipe, reader]);
    expect(iam.principalOf(functionAccessKeyId('record-swipe'))?.principalArn).toBe(
      'arn:aws:sts::000000000000:assumed-role/Kindred-ApiRecordSwipeRole1234/record-swipe',
    );
    expect(iam.principalOf('local')).toBeUndefined();
    expect(iam.principalOf(undefined)).toBeUndefined();
  });

  it('allows what the role grants and denies the rest with AWS words, logging function, action and resource', async () => {
    const { iam, lines } = iamOf([swipe, reader]);
    const getMe = iam.principalOf(functionAccessKeyId('get-me'))!;
    expect(await iam.authorize(getMe, [{ action: 'dynamodb:GetItem', resource: TABLE }])).toBeUndefined();
    const denied = await iam.authorize(getMe, [
      { action: 'dynamodb:GetItem', resource: TABLE },
      { action: 'dynamodb:PutItem', resource: TABLE },
    ]);
    expect(denied?.message).toBe(
      `User: arn:aws:sts::000000000000:assumed-role/Kindred-ApiRecordSwipeRole1234/get-me is not authorized to perform: dynamodb:PutItem on resource: ${TABLE} because no identity-based policy allows the dynamodb:PutItem action`,
    );
    expect(lines).toEqual([`[iam] denied get-me (lambdas/http/get-me.handler.ts): dynamodb:PutItem on ${TABLE}`]);
    expect(iam.denials()).toBe(1);
  });

  it('evaluates conditions: an explicit deny on leading keys wins over the allow, for those keys only', async () => {
    const { iam } = iamOf([swipe]);
    const principal = iam.principalOf(functionAccessKeyId('record-swipe'))!;
    const remove = (key: string) => ({
      action: 'dynamodb:DeleteItem',
      resource: TABLE,
      context: { 'dynamodb:LeadingKeys': [key] },
    });
    expect(await iam.authorize(principal, [remove('MEMBER#a')])).toBeUndefined();
    expect((await iam.authorize(principal, [remove('AUDIT#a')]))?.message).toMatch(
      /with an explicit deny in an identity-based policy$/,
    );
    // The same question gets the same (cached) answer; so does another key that compares with AUDIT#* alike.
    expect(await iam.authorize(principal, [remove('MEMBER#a')])).toBeUndefined();
    expect(await iam.authorize(principal, [remove('MEMBER#b')])).toBeUndefined();
    expect(await iam.authorize(principal, [remove('AUDIT#b')])).toBeDefined();
    expect(iam.summary()).toBe(
      '[iam] 5 call(s) of 1 functions authorized against their roles (2 distinct decisions), 2 denied',
    );
  });

  it('reads a bucket policy as the resource policy of the bucket and its objects', async () => {
    const uploader = fn('lambdas/http/create-photo-upload.handler.ts', [
      {
        Effect: 'Allow',
        Action: 's3:PutObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Photos', 'Arn'] }, '/*']] },
      },
    ]);
    const lines: string[] = [];
    const iam = createLocalIam({
      assembly: {
        functions: [uploader],
        resources,
        resourcePolicies: [
          {
            resourceLogicalId: 'Photos',
            document: {
              Statement: [
                // CDK's enforceSSL: the local cloud stands in for TLS, so this deny never applies here.
                {
                  Effect: 'Deny',
                  Principal: { AWS: '*' },
                  Action: 's3:*',
                  Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Photos', 'Arn'] }, '/*']] },
                  Condition: { Bool: { 'aws:SecureTransport': 'false' } },
                },
                {
                  Effect: 'Deny',
                  Principal: { AWS: '*' },
                  Action: 's3:PutObject',
                  Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Photos', 'Arn'] }, '/private/*']] },
                },
              ],
            },
          },
        ],
      },
      values,
      log: (line) => lines.push(line),
    });
    const principal = iam.principalOf(functionAccessKeyId('create-photo-upload'))!;
    expect(
      await iam.authorize(principal, [{ action: 's3:PutObject', resource: 'arn:aws:s3:::photos/photos/a.jpg' }]),
    ).toBeUndefined();
    expect(
      (await iam.authorize(principal, [{ action: 's3:PutObject', resource: 'arn:aws:s3:::photos/private/a.jpg' }]))
        ?.message,
    ).toMatch(/with an explicit deny in a resource-based policy$/);
  });

  it('decides once for every connection when no pattern of the role can tell connection ids apart', async () => {
    const api = 'arn:aws:execute-api:us-east-1:000000000000:realtime/prod';
    const pusher = fn('lambdas/ws/send-message.handler.ts', [
      // As the stack grants it: any method, any connection; here with the method DELETE denied.
      { Effect: 'Allow', Action: 'execute-api:ManageConnections', Resource: `${api}/*/@connections/*` },
      { Effect: 'Deny', Action: 'execute-api:ManageConnections', Resource: `${api}/DELETE/@connections/*` },
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: TABLE },
    ]);
    const iam = createLocalIam({
      assembly: { functions: [pusher], resources, resourcePolicies: [] },
      values,
      log: () => {},
    });
    const principal = iam.principalOf(functionAccessKeyId('send-message'))!;
    const push = (id: string, method = 'POST') => ({
      action: 'execute-api:ManageConnections',
      resource: iam.connectionsArn(id, method),
    });
    for (const id of ['a=', 'b/c=', 'd+e=']) expect(await iam.authorize(principal, [push(id)])).toBeUndefined();
    // A method the role denies is denied, for any connection, in the connection's own words.
    expect((await iam.authorize(principal, [push('a=', 'DELETE')]))?.message).toContain(
      `${api}/DELETE/@connections/a=`,
    );
    expect(await iam.authorize(principal, [push('z=', 'DELETE')])).toBeDefined();
    expect(iam.summary()).toMatch(/\(2 distinct decisions\), 2 denied$/);
  });

  it('keeps a connection its own decision when a pattern names connection ids', async () => {
    const api = 'arn:aws:execute-api:us-east-1:000000000000:realtime/prod';
    const pusher = fn('lambdas/ws/send-message.handler.ts', [
      { Effect: 'Allow', Action: 'execute-api:ManageConnections', Resource: `${api}/POST/@connections/*` },
      { Effect: 'Deny', Action: 'execute-api:ManageConnections', Resource: `${api}/POST/@connections/x?` },
    ]);
    const iam = createLocalIam({
      assembly: { functions: [pusher], resources, resourcePolicies: [] },
      values,
      log: () => {},
    });
    const principal = iam.principalOf(functionAccessKeyId('send-message'))!;
    const push = (id: string) => ({
      action: 'execute-api:ManageConnections',
      resource: iam.connectionsArn(id, 'POST'),
    });
    expect(await iam.authorize(principal, [push('ab')])).toBeUndefined();
    expect(await iam.authorize(principal, [push('xy')])).toBeDefined();
    expect(await iam.authorize(principal, [push('cd')])).toBeUndefined();
    expect(iam.summary()).toMatch(/\(3 distinct decisions\), 1 denied$/);
  });

  it("names @connections ARNs by the template's API and stage, and a secret by the variable that passes it", () => {
    const { iam } = iamOf([swipe]);
    expect(iam.connectionsArn('abc=', 'POST')).toBe(
      'arn:aws:execute-api:us-east-1:000000000000:realtime/prod/POST/@connections/abc=',
    );
    expect(iam.partitionKeyOf('kindred')).toBe('pk');
    expect(iam.secretArnOf('STRIPE_SECRET_ARN')).toBe('arn:aws:secretsmanager:us-east-1:000000000000:secret:Secret');
    expect(iam.secretArnOf('TABLE_NAME')).toBeUndefined();
  });
});
