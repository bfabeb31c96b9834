import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRuntimeConfig } from '#shared/runtime-config.ts';
import {
  allHandlerEntries,
  EVENT_SUBSCRIPTIONS,
  HTTP_ROUTES,
  WEBSOCKET_AUTHORIZER,
  WEBSOCKET_ROUTES,
} from '#shared/routes/index.ts';
import { TABLE } from '#shared/table.ts';
import { FUNCTION_GROUP_TAG, LAMBDA_RUNTIME, PROJECT_ROOT } from './constructs/app-function';
import { MAX_STREAM_READERS } from './constructs/event-wiring';
import { INCIDENTS, SAVED_QUERIES } from './constructs/monitoring';
import { METRIC } from '#lambdas/lib/metric-names.ts';
import { API_DOMAINS } from './constructs/api-domains';
import { NOT_FOUND_FILE, SITE_ORIGIN_MARKER } from '#shared/site-pages.ts';
import { siteRoutingFunctionCode } from './constructs/site-routing';
import { contentSecurityPolicy } from './constructs/web-hosting';
import { nagPacks, stageApp } from './kindred-app';
import type { KindredStack } from './kindred-stack';
import {
  CLOUDFORMATION_RESOURCE_LIMIT,
  flattenedTemplate,
  RESOURCE_CEILING,
  stackTemplates,
  type StackTemplate,
  type TemplateValue,
} from './stack-templates';
import { USER_POOL_SETTINGS } from './user-pool-settings';

type Resource = {
  Type: string;
  Properties: Record<string, TemplateValue>;
  DeletionPolicy?: string;
  Metadata?: Record<string, TemplateValue>;
};

let app: App;
let stack: KindredStack;
let templates: StackTemplate[];
/** The root stack and its nested stacks as one template (stack-templates.ts): references followed across the split. */
let template: Template;
let resources: Record<string, Resource>;

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const logicalId = (prefix: string, type: string) => {
  const found = ofType(type).filter(([id]) => id.startsWith(prefix));
  expect(found, `${type} ${prefix}*`).toHaveLength(1);
  return found[0]![0];
};
/** The handler function for a route-table entry (its Description is the entry path). */
const functionFor = (entry: string) => {
  const found = ofType('AWS::Lambda::Function').filter(([, r]) => r.Properties.Description === entry);
  expect(found, entry).toHaveLength(1);
  return found[0]!;
};

beforeAll(() => {
  // The default stage, with an empty web build: synth must work without `npm run build:web`.
  ({ app, stack } = stageApp('dev', { nag: false, webDistDir: mkdtempSync(join(tmpdir(), 'kindred-web-test-')) }));
  templates = stackTemplates(stack);
  const flat = flattenedTemplate(stack);
  template = Template.fromJSON(flat, { skipCyclicalDependenciesCheck: true });
  resources = flat.Resources as Record<string, Resource>;
});

describe('cdk-nag', () => {
  it('reports no unacknowledged AwsSolutions or Serverless finding, nested stacks included', () => {
    const findings = nagPacks().flatMap((pack) =>
      pack
        .validateScope(app)
        .violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`)),
    );
    expect(findings).toEqual([]);
    // The packs did look inside the nested stacks: a route function there carries acknowledgements.
    expect(templates.length).toBeGreaterThan(1);
  });
});

describe('room to grow (decision 0055)', () => {
  it('keeps every stack, nested ones included, at or below 60% of CloudFormation’s resource limit', () => {
    const counts = Object.fromEntries(templates.map((t) => [t.path, Object.keys(t.template.Resources).length]));
    for (const [path, count] of Object.entries(counts)) {
      expect(count, `${path}: ${count} of ${CLOUDFORMATION_RESOURCE_LIMIT}`).toBeLessThanOrEqual(RESOURCE_CEILING);
    }
    // One nested stack per API domain and one for monitoring besides the root, and together they hold the whole application.
    expect(Object.keys(counts)).toHaveLength(1 + Object.keys(API_DOMAINS).length + 1);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(CLOUDFORMATION_RESOURCE_LIMIT);
  });

  it("puts each HTTP route's function, route and integration in its domain's stack, and nothing else there", () => {
    for (const { path, template: nested } of templates.slice(1).filter((t) => t.path.endsWith('Api'))) {
      const domain = path.split('/').pop()!.replace(/Api$/, '') as keyof typeof API_DOMAINS;
      const entries = Object.values(API_DOMAINS[domain]).map((route) => route.handler);
      const of = (type: string) => Object.values(nested.Resources).filter((r) => r.Type === type);
      expect(
        of('AWS::Lambda::Function')
          .map((fn) => fn.Properties!.Description)
          .sort(),
        path,
      ).toEqual([...entries].sort());
      expect(of('AWS::ApiGatewayV2::Route'), path).toHaveLength(entries.length);
      expect(of('AWS::ApiGatewayV2::Integration'), path).toHaveLength(entries.length);
      const types = new Set(Object.values(nested.Resources).map((r) => r.Type));
      for (const type of types) {
        expect(type, path).toMatch(
          /^AWS::(Lambda::Function|IAM::(Role|Policy)|ApiGatewayV2::(Route|Integration)|Logs::LogGroup)$/,
        );
      }
    }
  });
});

describe('user pool', () => {
  it('signs in with email, verifies it, and applies the shared password policy', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      Properties: Match.objectLike({
        UserPoolName: `${USER_POOL_SETTINGS.poolName}-dev`,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        Policies: {
          PasswordPolicy: {
            MinimumLength: USER_POOL_SETTINGS.passwordPolicy.minLength,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
            TemporaryPasswordValidityDays: USER_POOL_SETTINGS.passwordPolicy.tempPasswordValidityDays,
          },
        },
      }),
    });
  });

  it('has a secretless web client with the shared auth flows and token lifetimes', () => {
    const { tokenValidity } = USER_POOL_SETTINGS;
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: `${USER_POOL_SETTINGS.clientName}-dev`,
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith([...USER_POOL_SETTINGS.authFlows]),
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: tokenValidity.accessTokenMinutes,
      IdTokenValidity: tokenValidity.idTokenMinutes,
      RefreshTokenValidity: tokenValidity.refreshTokenDays * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
    const [, client] = ofType('AWS::Cognito::UserPoolClient')[0]!;
    expect([...client.Properties.ExplicitAuthFlows].sort()).toEqual([...USER_POOL_SETTINGS.authFlows].sort());
  });
});

describe('sign-up gate (decision 0054)', () => {
  it('blocks SignUp, ResendConfirmationCode and ConfirmSignUp on the user pool unless they name the sign-up client, and nothing else', () => {
    const [[aclId, acl]] = ofType('AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Scope: 'REGIONAL', DefaultAction: { Allow: {} } });
    const target = (operation: string) => ({
      ByteMatchStatement: {
        FieldToMatch: { SingleHeader: { Name: 'x-amz-target' } },
        PositionalConstraint: 'EXACTLY',
        SearchString: `AWSCognitoIdentityProviderService.${operation}`,
        TextTransformations: [{ Priority: 0, Type: 'NONE' }],
      },
    });
    expect(acl.Properties.Rules).toEqual([
      expect.objectContaining({
        Action: { Block: {} },
        Statement: {
          AndStatement: {
            Statements: [
              {
                OrStatement: {
                  Statements: [target('SignUp'), target('ResendConfirmationCode'), target('ConfirmSignUp')],
                },
              },
              {
                NotStatement: {
                  Statement: {
                    ByteMatchStatement: expect.objectContaining({
                      FieldToMatch: {
                        JsonBody: expect.objectContaining({
                          MatchPattern: { IncludedPaths: ['/ClientId'] },
                          MatchScope: 'VALUE',
                          InvalidFallbackBehavior: 'NO_MATCH',
                        }),
                      },
                      PositionalConstraint: 'EXACTLY',
                      SearchString: { Ref: logicalId('AuthUserPoolSignUpClient', 'AWS::Cognito::UserPoolClient') },
                    }),
                  },
                },
              },
            ],
          },
        },
      }),
    ]);
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [logicalId('AuthUserPool', 'AWS::Cognito::UserPool'), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  it('gives the sign-up client a secret and no sign-in flow', () => {
    const clients = ofType('AWS::Cognito::UserPoolClient').map(([, client]) => client.Properties);
    const signUpClient = clients.find((client) => client.GenerateSecret === true);
    expect(signUpClient).toMatchObject({ ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'] });
    expect(clients.filter((client) => client.GenerateSecret === true)).toHaveLength(1);
  });
});

describe('table', () => {
  it('is the on-demand single table of shared/table.ts with TTL and stream', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey.name, KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: TABLE.timeToLiveAttribute, Enabled: true },
        StreamSpecification: { StreamViewType: TABLE.streamView },
      }),
    });
  });

  it('has exactly the GSIs TABLE lists, projecting ALL', () => {
    const [, table] = ofType('AWS::DynamoDB::GlobalTable')[0]!;
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      TABLE.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });
});

describe('buckets', () => {
  it('block all public access and deny non-TLS requests, every one of them', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets.length).toBe(5); // photos, stories, voice, site, access logs
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      const policies = ofType('AWS::S3::BucketPolicy').filter(([, p]) => p.Properties.Bucket?.Ref === id);
      expect(policies, `policy of ${id}`).toHaveLength(1);
      expect(policies[0]![1].Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      );
    }
  });

  it('expire stories after 2 days and abort stale multipart uploads on media', () => {
    const stories = resources[logicalId('MediaStoriesBucket', 'AWS::S3::Bucket')]!;
    expect(stories.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ ExpirationInDays: 2, Status: 'Enabled' })]),
    );
    for (const name of ['Photos', 'Stories', 'Voice']) {
      const bucket = resources[logicalId(`Media${name}Bucket`, 'AWS::S3::Bucket')]!;
      expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ]),
      );
      expect(bucket.Properties.LoggingConfiguration).toBeDefined();
      // Browser uploads (presigned PUT/POST) from the site's origin only.
      expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
        expect.objectContaining({
          AllowedMethods: ['PUT', 'POST'],
          AllowedOrigins: [
            {
              'Fn::Join': [
                '',
                [
                  'https://',
                  { 'Fn::GetAtt': [logicalId('WebDistribution', 'AWS::CloudFront::Distribution'), 'DomainName'] },
                ],
              ],
            },
          ],
        }),
      ]);
    }
  });
});

describe('HTTP API', () => {
  const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  it('has one route per HTTP_ROUTES entry, with the JWT authorizer on exactly the member routes', () => {
    const routes = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.ApiId.Ref?.startsWith('HttpApi'));
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(
      Object.values(HTTP_ROUTES).map(routeKey).sort(),
    );
    for (const route of Object.values(HTTP_ROUTES)) {
      const [, created] = routes.find(([, r]) => r.Properties.RouteKey === routeKey(route))!;
      if (route.auth === 'member') {
        expect(created.Properties.AuthorizationType, routeKey(route)).toBe('JWT');
        expect(created.Properties.AuthorizerId, routeKey(route)).toBeDefined();
      } else {
        expect(created.Properties.AuthorizationType, routeKey(route)).toBe('NONE');
        expect(created.Properties.AuthorizerId, routeKey(route)).toBeUndefined();
      }
    }
  });

  it('trusts tokens of this pool issued to the web client', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalId('AuthUserPoolWebClient', 'AWS::Cognito::UserPoolClient') }],
        Issuer: {
          'Fn::Join': [
            '',
            [
              'https://cognito-idp.',
              { Ref: 'AWS::Region' },
              '.',
              { Ref: 'AWS::URLSuffix' },
              '/',
              { Ref: logicalId('AuthUserPool', 'AWS::Cognito::UserPool') },
            ],
          ],
        },
      },
    });
  });

  it('allows CORS from the web origin and logs every request on the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({
        AllowOrigins: [
          {
            'Fn::Join': [
              '',
              [
                'https://',
                { 'Fn::GetAtt': [logicalId('WebDistribution', 'AWS::CloudFront::Distribution'), 'DomainName'] },
              ],
            ],
          },
        ],
        AllowHeaders: ['authorization', 'content-type', 'prefer'],
      }),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context.requestId') },
    });
  });
});

describe('WebSocket API', () => {
  it('selects routes by action and has one route per WEBSOCKET_ROUTES entry', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    const routes = ofType('AWS::ApiGatewayV2::Route').filter(([, r]) =>
      r.Properties.ApiId.Ref?.startsWith('RealtimeApi'),
    );
    expect(routes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(
      Object.values(WEBSOCKET_ROUTES)
        .map((r) => r.routeKey)
        .sort(),
    );
    for (const [, route] of routes) {
      expect(route.Properties.AuthorizationType, route.Properties.RouteKey).toBe(
        route.Properties.RouteKey === '$connect' ? 'CUSTOM' : 'NONE',
      );
    }
  });

  it('authorizes $connect with the Lambda authorizer reading the token query parameter', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      IdentitySource: [`route.request.querystring.${WEBSOCKET_AUTHORIZER.tokenQueryParameter}`],
      AuthorizerUri: Match.objectLike({
        'Fn::Join': ['', Match.arrayWith([{ 'Fn::GetAtt': [functionFor(WEBSOCKET_AUTHORIZER.handler)[0], 'Arn'] }])],
      }),
    });
  });

  it('deploys stage prod automatically, with access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'prod',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });
});

describe('Lambda functions', () => {
  it('exist once per route-table entry, arm64 (x86_64 only with native modules) on the newest Node runtime, traced, with their own log group', () => {
    const native = new Set<string>(
      [...Object.values(EVENT_SUBSCRIPTIONS), ...Object.values(HTTP_ROUTES)]
        .filter((s) => 'nativeModules' in s)
        .map((s) => s.handler),
    );
    // The verifying route runs the face models on a dozen frames: its own timeout, under API Gateway's 29 s (decision 0071).
    const longer = new Set<string>(
      Object.values(HTTP_ROUTES)
        .filter((route) => 'timeoutSeconds' in route)
        .map((route) => route.handler),
    );
    expect(native.size).toBeGreaterThan(0);
    for (const entry of allHandlerEntries()) {
      const [, fn] = functionFor(entry);
      expect(fn.Properties, entry).toMatchObject({
        Runtime: LAMBDA_RUNTIME.name,
        Architectures: [native.has(entry) ? 'x86_64' : 'arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
        Handler: 'index.handler',
      });
      expect(fn.Properties.MemorySize).toBeGreaterThanOrEqual(256);
      // Image re-encoding gets more memory (and with it CPU); everything else stays small.
      expect(fn.Properties.MemorySize).toBeLessThanOrEqual(native.has(entry) ? 1024 : 512);
      // API handlers answer within API Gateway's 29 s limit with room to spare; event handlers get 30 s.
      expect(fn.Properties.Timeout).toBeLessThanOrEqual(
        entry.startsWith('lambdas/events/') ? 30 : longer.has(entry) ? 28 : 10,
      );
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'ALLOWED_ORIGINS', 'POWERTOOLS_SERVICE_NAME']),
      );
      // Node's source maps parse the whole map at every cold start; stacks are mapped on demand instead.
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS ?? '', entry).not.toContain('--enable-source-maps');
    }
    expect(LAMBDA_RUNTIME.name).toBe('nodejs24.x');
  });

  it('get exactly the environment their needs ask for', () => {
    const env = (entry: string) => functionFor(entry)[1].Properties.Environment.Variables as Record<string, unknown>;
    expect(env(HTTP_ROUTES.getMe.handler)).toEqual(
      expect.objectContaining({
        USER_POOL_ID: expect.anything(),
        USER_POOL_CLIENT_ID: expect.anything(),
        USER_POOL_ISSUER: expect.anything(),
      }),
    );
    expect(env(HTTP_ROUTES.handleStripeWebhook.handler)).toHaveProperty('STRIPE_SECRET_ARN', {
      Ref: logicalId('StripeSecret', 'AWS::SecretsManager::Secret'),
    });
    expect(env(HTTP_ROUTES.getOpenApi.handler)).not.toHaveProperty('STRIPE_SECRET_ARN');
    for (const route of [WEBSOCKET_ROUTES.ping, WEBSOCKET_ROUTES.fallback]) {
      expect(env(route.handler)).toHaveProperty('WS_CALLBACK_URL');
    }
    expect(env(WEBSOCKET_ROUTES.connect.handler)).not.toHaveProperty('WS_CALLBACK_URL');
    expect(env(EVENT_SUBSCRIPTIONS.photoUploaded.handler)).toEqual(
      expect.objectContaining({ PHOTOS_BUCKET: expect.anything(), MEDIA_BASE_URL: expect.anything() }),
    );
    expect(env(WEBSOCKET_AUTHORIZER.handler)).toEqual(
      expect.objectContaining({ USER_POOL_ISSUER: expect.anything(), USER_POOL_CLIENT_ID: expect.anything() }),
    );
  });

  it('hold least-privilege grants: no managed policies, no action wildcards, admin calls only where needed', () => {
    const roleOf = (entry: string) => functionFor(entry)[1].Properties.Role['Fn::GetAtt'][0] as string;
    const statementsOf = (entry: string) =>
      ofType('AWS::IAM::Policy')
        .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleOf(entry)))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>);
    const actionsOf = (entry: string) => statementsOf(entry).flatMap((s) => [s.Action].flat());

    for (const entry of allHandlerEntries()) {
      expect(resources[roleOf(entry)]!.Properties.ManagedPolicyArns, entry).toBeUndefined();
      expect(
        actionsOf(entry).filter((a) => a.endsWith('*')),
        entry,
      ).toEqual([]);
    }
    expect(actionsOf(HTTP_ROUTES.getMe.handler)).toEqual(
      expect.arrayContaining(['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser']),
    );
    // The $connect authorizer checks the token and reads the member's session floor (ended sessions), and writes nothing.
    expect(actionsOf(WEBSOCKET_AUTHORIZER.handler).filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
    expect(
      actionsOf(WEBSOCKET_AUTHORIZER.handler).filter(
        (a) => a.startsWith('dynamodb:') && !/:(Get|BatchGet|Query|ConditionCheck)/.test(a),
      ),
    ).toEqual([]);
    expect(actionsOf(WEBSOCKET_ROUTES.ping.handler)).toContain('execute-api:ManageConnections');
    expect(actionsOf(HTTP_ROUTES.handleStripeWebhook.handler)).toContain('secretsmanager:GetSecretValue');
  });
});

describe('CloudFront', () => {
  it('reads every bucket through origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 2);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    for (const [id, distribution] of ofType('AWS::CloudFront::Distribution')) {
      for (const origin of distribution.Properties.DistributionConfig.Origins) {
        expect(origin.OriginAccessControlId, id).toBeDefined();
        expect(origin.S3OriginConfig, id).toEqual({ OriginAccessIdentity: '' });
      }
      expect(distribution.Properties.DistributionConfig.Logging, id).toBeDefined();
    }
  });

  it('maps each path to its document with the routing function, and unknown paths to the 404 page with a 404 status', () => {
    const functionId = logicalId('WebRouting', 'AWS::CloudFront::Function');
    const fn = resources[functionId]!.Properties;
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn.FunctionCode).toBe(siteRoutingFunctionCode());
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          Compress: true,
          FunctionAssociations: [
            { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
          ],
        }),
        CustomErrorResponses: [
          { ErrorCode: 403, ResponseCode: 404, ResponsePagePath: `/${NOT_FOUND_FILE}`, ErrorCachingMinTTL: 10 },
          { ErrorCode: 404, ResponseCode: 404, ResponsePagePath: `/${NOT_FOUND_FILE}`, ErrorCachingMinTTL: 10 },
        ],
      }),
    });
  });

  it('routes media paths to their bucket: photos by default, stories/* and voice/* by key prefix', () => {
    const media =
      resources[logicalId('MediaDistribution', 'AWS::CloudFront::Distribution')]!.Properties.DistributionConfig;
    expect(media.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern).sort()).toEqual([
      'stories/*',
      'voice/*',
    ]);
  });

  it('caches photos a year as immutable where the object says nothing, and stories and voice notes never so (decision 0076)', () => {
    const media =
      resources[logicalId('MediaDistribution', 'AWS::CloudFront::Distribution')]!.Properties.DistributionConfig;
    const policyOf = (behavior: { ResponseHeadersPolicyId: { Ref: string } }) =>
      resources[behavior.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig;
    const photos = policyOf(media.DefaultCacheBehavior);
    expect(photos.CustomHeadersConfig.Items).toEqual([
      { Header: 'Cache-Control', Value: 'public, max-age=31536000, immutable', Override: false },
    ]);
    expect(photos.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    for (const behavior of media.CacheBehaviors) {
      const policy = policyOf(behavior);
      expect(policy.CustomHeadersConfig, behavior.PathPattern).toBeUndefined();
      expect(policy.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    }
  });

  it('sends CSP, HSTS, nosniff, frame DENY and a referrer policy with the app', () => {
    const [, site] = ofType('AWS::CloudFront::ResponseHeadersPolicy').find(([id]) => id.startsWith('WebHeaders'))!;
    const headers = site.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    const csp = JSON.stringify(stack.resolve(headers.ContentSecurityPolicy.ContentSecurityPolicy));
    expect(csp).toContain("connect-src 'self' https://*.execute-api.");
    expect(csp).toContain('wss://*.execute-api.');
    expect(csp).toContain('https://cognito-idp.');
    // The browser posts photos, stories and voice to the buckets with a presigned form: without this the
    // built site's CSP blocked every upload (found when the e2e suite moved to the build, decision 0086).
    expect(csp).toContain('https://*.s3.');
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('events', () => {
  it('drains the table stream with bisect, retries, partial failures and a DLQ', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalId('DataTable', 'AWS::DynamoDB::GlobalTable'), 'StreamArn'] },
      FunctionName: { Ref: functionFor(EVENT_SUBSCRIPTIONS.tableStream.handler)[0] },
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [logicalId('EventsStreamFailures', 'AWS::SQS::Queue'), 'Arn'] } },
      },
    });
  });

  it("keeps the table stream to AWS's two readers a shard; the verification lapse is handed on by the stream's consumer", () => {
    const table = logicalId('DataTable', 'AWS::DynamoDB::GlobalTable');
    const readers = ofType('AWS::Lambda::EventSourceMapping').filter(
      ([, mapping]) => mapping.Properties.EventSourceArn?.['Fn::GetAtt']?.[0] === table,
    );
    expect(readers.length).toBeLessThanOrEqual(MAX_STREAM_READERS);
    const [lapseFunction] = functionFor(EVENT_SUBSCRIPTIONS.verificationLapse.handler);
    expect(readers.map(([, mapping]) => mapping.Properties.FunctionName.Ref)).not.toContain(lapseFunction);
    // The consumer may invoke the lapse function, and only it, unqualified; the lapse function is told whose name to call.
    const [consumer, consumerFunction] = functionFor(EVENT_SUBSCRIPTIONS.tableStream.handler);
    expect(consumerFunction.Properties.Environment.Variables.VERIFICATION_LAPSE_FUNCTION).toEqual({
      Ref: lapseFunction,
    });
    const role = consumerFunction.Properties.Role['Fn::GetAtt'][0] as string;
    const invokes = ofType('AWS::IAM::Policy')
      .filter(([, policy]) => policy.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
      .flatMap(
        ([, policy]) => policy.Properties.PolicyDocument.Statement as Array<{ Action: unknown; Resource: unknown }>,
      )
      .filter((statement) => [statement.Action].flat().includes('lambda:InvokeFunction'));
    expect(invokes.map((statement) => statement.Resource)).toEqual([{ 'Fn::GetAtt': [lapseFunction, 'Arn'] }]);
    expect(consumer).not.toBe(lapseFunction);
  });

  it('notifies the photo handler of ObjectCreated under the subscription prefix', () => {
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: logicalId('MediaPhotosBucket', 'AWS::S3::Bucket') },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: EVENT_SUBSCRIPTIONS.photoUploaded.prefix }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [functionFor(EVENT_SUBSCRIPTIONS.photoUploaded.handler)[0], 'Arn'] },
          },
        ],
      },
    });
  });
});

describe('story and voice media', () => {
  const bucketRef = (name: string) => ({ Ref: logicalId(`Media${name}Bucket`, 'AWS::S3::Bucket') });
  const s3StatementsOf = (entry: string) => {
    const role = functionFor(entry)[1].Properties.Role['Fn::GetAtt'][0] as string;
    return ofType('AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
      .flatMap(
        ([, p]) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>,
      )
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
  };
  /** Which media buckets a function's S3 statements reach, by logical id. */
  const bucketsReachedBy = (entry: string) =>
    ['Photos', 'Stories', 'Voice'].filter((name) =>
      JSON.stringify(s3StatementsOf(entry)).includes(logicalId(`Media${name}Bucket`, 'AWS::S3::Bucket')),
    );

  it('notify their handlers of ObjectCreated under uploads/ only (processed media is never re-processed)', () => {
    for (const [bucket, subscription] of [
      ['Stories', EVENT_SUBSCRIPTIONS.storyUploaded],
      ['Voice', EVENT_SUBSCRIPTIONS.voiceUploaded],
    ] as const) {
      template.hasResourceProperties('Custom::S3BucketNotifications', {
        BucketName: bucketRef(bucket),
        NotificationConfiguration: {
          LambdaFunctionConfigurations: [
            {
              Events: ['s3:ObjectCreated:*'],
              Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'uploads/' }] } },
              LambdaFunctionArn: { 'Fn::GetAtt': [functionFor(subscription.handler)[0], 'Arn'] },
            },
          ],
        },
      });
    }
  });

  it('keep raw uploads where the media CDN never serves them', () => {
    const media =
      resources[logicalId('MediaDistribution', 'AWS::CloudFront::Distribution')]!.Properties.DistributionConfig;
    const patterns = media.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(patterns).not.toContain('uploads/*');
    for (const subscription of [EVENT_SUBSCRIPTIONS.storyUploaded, EVENT_SUBSCRIPTIONS.voiceUploaded]) {
      expect(patterns.some((pattern: string) => subscription.prefix.startsWith(pattern.replace('*', '')))).toBe(false);
    }
  });

  it('deny the media distribution every raw upload, in all three buckets (the photos default behaviour would reach uploads/)', () => {
    for (const name of ['Photos', 'Stories', 'Voice']) {
      const bucketId = logicalId(`Media${name}Bucket`, 'AWS::S3::Bucket');
      const policies = ofType('AWS::S3::BucketPolicy').filter(([, p]) => p.Properties.Bucket.Ref === bucketId);
      expect(policies, name).toHaveLength(1);
      const statements = policies[0]![1].Properties.PolicyDocument.Statement as Array<Record<string, TemplateValue>>;
      const subscription = Object.values(EVENT_SUBSCRIPTIONS).find(
        (s) => s.kind === 's3ObjectCreated' && s.bucket === name.toLowerCase(),
      )!;
      expect(statements, name).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Action: 's3:GetObject',
          Resource: {
            'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${(subscription as { prefix: string }).prefix}*`]],
          },
        }),
      );
      // The read grant origin access control adds is still there: the deny narrows it.
      expect(
        statements.some((s) => s.Effect === 'Allow' && s.Principal?.Service === 'cloudfront.amazonaws.com'),
        name,
      ).toBe(true);
    }
  });

  it("expire story objects by a lifecycle rule, as a backstop to the stream's purge", () => {
    const stories = resources[logicalId('MediaStoriesBucket', 'AWS::S3::Bucket')]!;
    const expiry = stories.Properties.LifecycleConfiguration.Rules.find(
      (rule: { ExpirationInDays?: number }) => rule.ExpirationInDays,
    );
    // No prefix: raw uploads never processed expire too.
    expect(expiry).toMatchObject({ ExpirationInDays: 2, Status: 'Enabled' });
    expect(expiry.Prefix).toBeUndefined();
  });

  it('keep held photos where nothing serves them, expire them after 30 days, and let only the moderators publish them (decision 0082)', () => {
    const photosId = logicalId('MediaPhotosBucket', 'AWS::S3::Bucket');
    const rules = resources[photosId]!.Properties.LifecycleConfiguration.Rules as Array<Record<string, unknown>>;
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'held/', ExpirationInDays: 30, Status: 'Enabled' }));
    // Denied to the distribution in every bucket, as raw uploads are; never under an S3 event's prefix.
    for (const name of ['Photos', 'Stories', 'Voice']) {
      const bucketId = logicalId(`Media${name}Bucket`, 'AWS::S3::Bucket');
      const policy = ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === bucketId)!;
      expect(policy[1].Properties.PolicyDocument.Statement, name).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Action: 's3:GetObject',
          Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/held/*']] },
        }),
      );
    }
    for (const subscription of Object.values(EVENT_SUBSCRIPTIONS))
      if (subscription.kind === 's3ObjectCreated') expect('held/x'.startsWith(subscription.prefix)).toBe(false);
    // The photo pipeline writes the held copy; the moderation function reads it, writes the served keys
    // and deletes the held copy: object get/put/delete in the photos bucket, and no other function's grant grows.
    const objectGrant = (entry: string) =>
      s3StatementsOf(entry).find((statement) => JSON.stringify(statement.Resource).includes(photosId)) as
        { Action: string[] } | undefined;
    for (const entry of [HTTP_ROUTES.moderateMember.handler, EVENT_SUBSCRIPTIONS.photoUploaded.handler]) {
      expect(objectGrant(entry)?.Action, entry).toEqual(
        expect.arrayContaining(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']),
      );
    }
    expect(bucketsReachedBy(HTTP_ROUTES.getMemberCase.handler)).toEqual(['Photos', 'Stories', 'Voice']);
  });

  it('grant each function only the bucket it works on', () => {
    expect(bucketsReachedBy(EVENT_SUBSCRIPTIONS.storyUploaded.handler)).toEqual(['Stories']);
    expect(bucketsReachedBy(EVENT_SUBSCRIPTIONS.voiceUploaded.handler)).toEqual(['Voice']);
    expect(bucketsReachedBy(HTTP_ROUTES.createStoryUpload.handler)).toEqual(['Stories']);
    expect(bucketsReachedBy(HTTP_ROUTES.createVoiceUpload.handler)).toEqual(['Voice']);
    expect(bucketsReachedBy(HTTP_ROUTES.deleteStory.handler)).toEqual([]);
    expect(bucketsReachedBy(HTTP_ROUTES.recordStoryView.handler)).toEqual([]);
    // The stream purges a removed story's media.
    expect(bucketsReachedBy(EVENT_SUBSCRIPTIONS.tableStream.handler)).toContain('Stories');
    const env = (entry: string) => functionFor(entry)[1].Properties.Environment.Variables as Record<string, unknown>;
    expect(env(EVENT_SUBSCRIPTIONS.storyUploaded.handler)).toHaveProperty('STORIES_BUCKET', bucketRef('Stories'));
    expect(env(EVENT_SUBSCRIPTIONS.voiceUploaded.handler)).toHaveProperty('VOICE_BUCKET', bucketRef('Voice'));
    // The voice function cleans audio without native code: it stays on arm64.
    expect(functionFor(EVENT_SUBSCRIPTIONS.voiceUploaded.handler)[1].Properties.Architectures).toEqual(['arm64']);
  });
});

describe('web deployment', () => {
  it('writes a runtime-config.json the web app accepts, revalidated on every load', () => {
    const [, entry] = ofType('Custom::CDKBucketDeployment').find(([id]) => id.startsWith('WebDeployEntry'))!;
    expect(entry.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(entry.Properties.Exclude).toEqual(['assets/*']);

    // Source.jsonData stages runtime-config.json with markers for deploy-time values.
    const assembly = app.synth();
    const stageDir = readFileSync(join(assembly.directory, `${stack.artifactId}.assets.json`), 'utf8');
    const assets = JSON.parse(stageDir) as { files: Record<string, { source: { path: string } }> };
    const configs = Object.values(assets.files)
      .map((file) => join(assembly.directory, file.source.path, 'runtime-config.json'))
      .flatMap((path) => {
        try {
          return [readFileSync(path, 'utf8')];
        } catch {
          return [];
        }
      });
    expect(configs).toHaveLength(1);
    const marker = /<<marker:0xbaba:\d+>>/g;
    const config = JSON.parse(configs[0]!) as Record<string, string>;
    expect(Object.keys(config).sort()).toEqual([
      'httpApiUrl',
      'mediaBaseUrl',
      'region',
      'userPoolClientId',
      'userPoolId',
      'webSocketUrl',
    ]);
    // Stand in plausible values for the deploy-time markers, then validate with the web app's schema.
    const sample = Object.fromEntries(
      Object.entries(config).map(([key, value]) => [
        key,
        /^<<marker:0xbaba:\d+>>$/.test(value) ? 'https://sample.test' : value.replace(marker, 'sample'),
      ]),
    );
    expect(checkRuntimeConfig(sample).issues).toBeUndefined();
    expect(config.webSocketUrl).toMatch(/^wss:\/\/.*\/prod$/);
  });

  it("fills the site origin into the pages, sitemap and robots.txt at deploy: the distribution's own domain unless pinned", () => {
    const [, entry] = ofType('Custom::CDKBucketDeployment').find(([id]) => id.startsWith('WebDeployEntry'))!;
    expect(entry.Properties.SourceMarkers[0]).toEqual({
      [SITE_ORIGIN_MARKER]: {
        'Fn::Join': [
          '',
          ['https://', { 'Fn::GetAtt': [logicalId('WebDistribution', 'AWS::CloudFront::Distribution'), 'DomainName'] }],
        ],
      },
    });
    // Hashed code and images carry no marker: that deployment is left as built.
    const [, assets] = ofType('Custom::CDKBucketDeployment').find(([id]) => id.startsWith('WebDeployAssets'))!;
    expect(assets.Properties.SourceMarkers).toBeUndefined();
  });

  it('refuses to deploy a template synthesized without a web build', () => {
    const rules = template.toJSON().Rules as Record<string, { Assertions: Array<{ AssertDescription: string }> }>;
    const [rule] = Object.entries(rules).filter(([id]) => id.startsWith('WebWebBuildRequired'));
    expect(rule?.[1].Assertions[0]?.AssertDescription).toContain('npm run build:web');
  });
});

describe('Stripe secret', () => {
  it('is created with the empty JSON shape the operator fills, never a value from code', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      SecretString: JSON.stringify({ secretKey: '', webhookSecret: '' }),
    });
  });

  it("can be read only by the webhook, the payment routes and the consumer that closes a deleted account's billing", () => {
    const secretId = logicalId('StripeSecret', 'AWS::SecretsManager::Secret');
    const readers = ofType('AWS::IAM::Policy')
      .filter(([, policy]) =>
        (policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>).some(
          (statement) =>
            [statement.Action].flat().includes('secretsmanager:GetSecretValue') &&
            JSON.stringify(statement.Resource).includes(secretId),
        ),
      )
      .flatMap(([, policy]) => policy.Properties.Roles.map((role: { Ref: string }) => role.Ref));
    const readerEntries = ofType('AWS::Lambda::Function')
      .filter(([, fn]) => readers.includes(fn.Properties.Role['Fn::GetAtt'][0]))
      .map(([, fn]) => fn.Properties.Description as string)
      .sort();
    expect(readerEntries).toEqual(
      [
        HTTP_ROUTES.checkSubscription.handler,
        HTTP_ROUTES.createCheckoutSession.handler,
        HTTP_ROUTES.createPaymentSession.handler,
        HTTP_ROUTES.handleStripeWebhook.handler,
        HTTP_ROUTES.openBillingPortal.handler,
        EVENT_SUBSCRIPTIONS.billingEvents.handler,
      ].sort(),
    );
  });

  it('sends members back to the web origin after checkout: the payment routes know it', () => {
    const env = functionFor(HTTP_ROUTES.createCheckoutSession.handler)[1].Properties.Environment.Variables as Record<
      string,
      unknown
    >;
    expect(env).toHaveProperty('WEB_ORIGIN');
    expect(env).not.toHaveProperty('STRIPE_API_BASE');
    expect(env).not.toHaveProperty('STRIPE_SECRET_KEY');
  });
});

describe('Stripe webhook route', () => {
  it('is public (Stripe has no Cognito token; the handler verifies signatures) and throttled on its own', () => {
    const [, route] = ofType('AWS::ApiGatewayV2::Route').find(
      ([, r]) => r.Properties.RouteKey === 'POST /webhooks/stripe',
    )!;
    expect(route.Properties.AuthorizationType).toBe('NONE');
    const [, stage] = ofType('AWS::ApiGatewayV2::Stage').find(([, st]) => st.Properties.StageName === '$default')!;
    expect(stage.Properties.RouteSettings['POST /webhooks/stripe']).toEqual({
      ThrottlingRateLimit: HTTP_ROUTES.handleStripeWebhook.throttle.rateLimit,
      ThrottlingBurstLimit: HTTP_ROUTES.handleStripeWebhook.throttle.burstLimit,
    });
  });

  it('runs the billing consumer only for received Stripe events and deleted billing records (Lambda event filtering)', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionFor(EVENT_SUBSCRIPTIONS.billingEvents.handler)[0] },
      FilterCriteria: {
        Filters: [
          {
            Pattern: JSON.stringify({
              eventName: ['INSERT', 'MODIFY'],
              dynamodb: { NewImage: { entity: { S: ['stripeEvent'] }, status: { S: ['received'] } } },
            }),
          },
          {
            Pattern: JSON.stringify({
              eventName: ['REMOVE'],
              dynamodb: { OldImage: { entity: { S: ['billingCustomer'] } } },
            }),
          },
        ],
      },
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });
});

describe('contentSecurityPolicy', () => {
  it('lists the given sources and nothing else beyond self', () => {
    const csp = contentSecurityPolicy({
      connect: ['https://api.test', 'wss://ws.test'],
      media: ['https://media.test'],
    });
    expect(csp).toContain("connect-src 'self' https://api.test wss://ws.test;");
    expect(csp).toContain("img-src 'self' data: blob: https://media.test;");
    expect(csp).toContain("media-src 'self' blob: https://media.test;");
    expect(csp).toContain("script-src 'self';");
    expect(csp.length).toBeLessThan(1783); // CloudFront's CSP header limit
  });
});

describe('stage dev (the default; prod in kindred-stack.prod.test.ts)', () => {
  it('is named and tagged for its stage', () => {
    expect(stack.stackName).toBe('Kindred-dev');
    expect(stack.tags.tagValues()).toMatchObject({ 'kindred:app': 'kindred', 'kindred:stage': 'dev' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { Name: 'kindred-dev-http' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { Name: 'kindred-dev-realtime' });
    // Tags reach the nested stacks' resources too.
    const [, nestedFunction] = ofType('AWS::Lambda::Function').find(([id]) => id.startsWith('CoreApi/'))!;
    expect(nestedFunction.Properties.Tags).toEqual(expect.arrayContaining([{ Key: 'kindred:stage', Value: 'dev' }]));
  });

  it('can be destroyed cleanly: no data resource is retained, protected, or left with objects in it', () => {
    for (const type of [
      'AWS::DynamoDB::GlobalTable',
      'AWS::Cognito::UserPool',
      'AWS::S3::Bucket',
      'AWS::Logs::LogGroup',
    ]) {
      for (const [id, resource] of ofType(type)) expect(resource.DeletionPolicy, id).toBe('Delete');
    }
    const [, table] = ofType('AWS::DynamoDB::GlobalTable')[0]!;
    expect(table.Properties.Replicas[0].DeletionProtectionEnabled ?? false).toBe(false);
    expect(table.Properties.Replicas[0].PointInTimeRecoverySpecification?.PointInTimeRecoveryEnabled ?? false).toBe(
      false,
    );
    expect(ofType('AWS::Cognito::UserPool')[0]![1].Properties.DeletionProtection).toBe('INACTIVE');
    // CloudFormation cannot delete a bucket with objects in it: CDK empties each one first.
    const emptied = ofType('Custom::S3AutoDeleteObjects').map(([, r]) => r.Properties.BucketName.Ref);
    expect(emptied.sort()).toEqual(
      ofType('AWS::S3::Bucket')
        .map(([id]) => id)
        .sort(),
    );
  });

  it('keeps logs a week and alarms without e-mailing anyone', () => {
    for (const [id, group] of ofType('AWS::Logs::LogGroup')) expect(group.Properties.RetentionInDays, id).toBe(7);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('monitoring (decision 0058)', () => {
  const alarms = () => ofType('AWS::CloudWatch::Alarm');
  const alarmNamed = (name: string) => {
    const found = alarms().filter(([, a]) => a.Properties.AlarmName === `kindred-dev-${name}`);
    expect(found, name).toHaveLength(1);
    return found[0]![1].Properties;
  };
  /** The metric an alarm watches: its own MetricName, or the metrics inside its math expression. */
  const metricNamesOf = (alarm: Record<string, TemplateValue>): string[] =>
    alarm.MetricName
      ? [alarm.MetricName]
      : (alarm.Metrics as TemplateValue[]).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []));

  it('lives in its own nested stack, with the topic named for the stage', () => {
    const topic = logicalId('Monitoring/Topic', 'AWS::SNS::Topic');
    expect(resources[topic]!.Properties.TopicName).toBe('kindred-dev-alarms');
    for (const [id] of [...alarms(), ...ofType('AWS::CloudWatch::CompositeAlarm')]) {
      expect(id.startsWith('Monitoring/'), id).toBe(true);
    }
  });

  it('pages once per incident: only the composite alarms notify the topic, both ways, and every alarm is in one', () => {
    const topic = logicalId('Monitoring/Topic', 'AWS::SNS::Topic');
    const composites = ofType('AWS::CloudWatch::CompositeAlarm');
    expect(composites.map(([, c]) => c.Properties.AlarmName).sort()).toEqual(
      Object.keys(INCIDENTS)
        .map((incident) => `kindred-dev-${incident}`)
        .sort(),
    );
    for (const [id, composite] of composites) {
      expect(composite.Properties.AlarmActions, id).toEqual([{ Ref: topic }]);
      expect(composite.Properties.OKActions, id).toEqual([{ Ref: topic }]);
    }
    const rules = JSON.stringify(composites.map(([, c]) => c.Properties.AlarmRule));
    for (const [id, alarm] of alarms()) {
      expect(alarm.Properties.AlarmActions ?? [], id).toEqual([]);
      expect(alarm.Properties.OKActions ?? [], id).toEqual([]);
      expect(rules, `${id} is in no composite`).toContain(id.slice('Monitoring/'.length));
    }
  });

  it('fires on the first event parked in either failure queue', () => {
    const queues = alarms()
      .filter(([, a]) => a.Properties.Namespace === 'AWS/SQS')
      .map(([, a]) => {
        expect(a.Properties.MetricName).toBe('ApproximateNumberOfMessagesVisible');
        expect(a.Properties.Threshold).toBe(1);
        return a.Properties.Dimensions[0].Value['Fn::GetAtt'][0];
      });
    expect(queues.sort()).toEqual(
      [
        logicalId('EventsStreamFailures', 'AWS::SQS::Queue'),
        logicalId('HandlersUploadFailures', 'AWS::SQS::Queue'),
      ].sort(),
    );
  });

  it("watches each stream consumer's iterator age", () => {
    const streams = Object.entries(EVENT_SUBSCRIPTIONS).filter(([, s]) => s.kind === 'tableStream');
    for (const [name, subscription] of streams) {
      const alarm = alarmNamed(`${name}IteratorAge`);
      expect(alarm).toMatchObject({ MetricName: 'IteratorAge', Statistic: 'Maximum' });
      expect(alarm.Dimensions[0].Value).toEqual({ Ref: functionFor(subscription.handler)[0] });
    }
  });

  it('alarms on Lambda errors and throttles per kind of function: event functions summed, API functions by tag', () => {
    const eventFunctions = Object.values(EVENT_SUBSCRIPTIONS).map((s) => ({ Ref: functionFor(s.handler)[0] }));
    for (const metric of ['Errors', 'Throttles']) {
      const summed = alarmNamed(`EventFunction${metric}`).Metrics as TemplateValue[];
      expect(summed.filter((m) => m.MetricStat).map((m) => m.MetricStat.Metric.Dimensions[0].Value)).toEqual(
        expect.arrayContaining(eventFunctions),
      );
      const byTag = alarmNamed(`ApiFunction${metric}`).Metrics as TemplateValue[];
      expect(byTag[0].Expression).toBe(
        `SELECT SUM(${metric}) FROM "AWS/Lambda" WHERE tag.${FUNCTION_GROUP_TAG} = 'kindred-dev-api'`,
      );
    }
    // The tag those queries select by is on every function, with its kind.
    for (const entry of allHandlerEntries()) {
      const [, fn] = functionFor(entry);
      const kind = Object.values(EVENT_SUBSCRIPTIONS).some((s) => s.handler === entry) ? 'event' : 'api';
      expect(fn.Properties.Tags, entry).toContainEqual({ Key: FUNCTION_GROUP_TAG, Value: `kindred-dev-${kind}` });
    }
  });

  it('covers the HTTP API, the WebSocket API, the table, Stripe, SES and the sign-up rule', () => {
    expect(metricNamesOf(alarmNamed('HttpApi5xxRate')).sort()).toEqual(['5xx', 'Count']);
    expect(alarmNamed('HttpApiLatencyP99')).toMatchObject({ MetricName: 'Latency', ExtendedStatistic: 'p99' });
    expect(metricNamesOf(alarmNamed('WebSocketErrors')).sort()).toEqual(['ExecutionError', 'IntegrationError']);
    expect(metricNamesOf(alarmNamed('TableThrottles'))).toContain('ThrottledRequests');
    expect(metricNamesOf(alarmNamed('TableSystemErrors'))).toContain('SystemErrors');
    expect(alarmNamed('SesBounceRate').MetricName).toBe('Reputation.BounceRate');
    expect(alarmNamed('SesComplaintRate').MetricName).toBe('Reputation.ComplaintRate');
    expect(alarmNamed('SignUpBlocks')).toMatchObject({ Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests' });
    // The handlers' own metrics, by the names they emit them under (lambdas/lib/metric-names.ts).
    for (const [alarm, metric] of [
      ['StripeWebhookFailures', METRIC.webhookFailed],
      ['StripeWebhookSignatureFailures', METRIC.webhookSignatureRejected],
      ['StripeSyncFailures', METRIC.stripeSyncFailed],
      ['WebSocketSendErrors', METRIC.pushFailed],
    ] as const) {
      expect(alarmNamed(alarm), alarm).toMatchObject({
        Namespace: 'Kindred/dev',
        MetricName: metric,
        Dimensions: [{ Name: 'service', Value: 'kindred' }],
      });
    }
  });

  it('links every alarm and incident to its own section of the runbook', () => {
    const headings = new Set(
      readFileSync(join(PROJECT_ROOT, 'docs/operations.md'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) => line.replace(/^#+\s*/, '').trim()),
    );
    for (const [id, alarm] of [...alarms(), ...ofType('AWS::CloudWatch::CompositeAlarm')]) {
      const anchor = /docs\/operations\.md#([a-z0-9-]+)/.exec(alarm.Properties.AlarmDescription)?.[1];
      expect(anchor && headings.has(anchor), `${id}: ${anchor}`).toBe(true);
    }
  });

  it('has one dashboard with the golden signals per API and the business figures', () => {
    const dashboards = ofType('AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]![1].Properties.DashboardName).toBe('kindred-dev-operations');
    const body = JSON.stringify(dashboards[0]![1].Properties.DashboardBody);
    for (const metric of ['Count', '5xx', 'Latency', 'ConnectCount', 'MessageCount', 'IntegrationError']) {
      expect(body).toContain(`\\"${metric}\\"`);
    }
    for (const metric of [METRIC.signUps, METRIC.matches, METRIC.messages, METRIC.payments, METRIC.socketsOpened]) {
      expect(body).toContain(metric);
    }
  });

  it("saves the Logs Insights queries over both APIs' access logs and every function log group", () => {
    const queries = ofType('AWS::Logs::QueryDefinition');
    expect(queries.map(([, q]) => q.Properties.Name).sort()).toEqual(
      SAVED_QUERIES.map((name) => `kindred-dev/${name}`).sort(),
    );
    const groups = ofType('AWS::Logs::LogGroup')
      .filter(([id]) => /(FunctionLogs|AccessLogs)[0-9A-F]{8}$/.test(id))
      .map(([id]) => ({ Ref: id }));
    // Both access logs, the root's two function log groups and each API domain's.
    expect(groups).toHaveLength(2 + 2 + Object.keys(API_DOMAINS).length);
    for (const [id, query] of queries)
      expect(query.Properties.LogGroupNames, id).toEqual(expect.arrayContaining(groups));
    const oneRequest = queries.find(([, q]) => q.Properties.Name === 'kindred-dev/one-request')![1];
    for (const field of ['requestId', 'correlation_id', 'lambdaRequestId']) {
      expect(oneRequest.Properties.QueryString).toContain(field);
    }
    const member = queries.find(([, q]) => q.Properties.Name === 'kindred-dev/member-failures')![1];
    expect(member.Properties.QueryString).toContain('memberId');
  });

  it('puts the Lambda request id and the member into both APIs’ access logs', () => {
    const formats = ofType('AWS::ApiGatewayV2::Stage').map(([, s]) =>
      JSON.parse(s.Properties.AccessLogSettings.Format),
    );
    expect(formats).toHaveLength(2);
    for (const format of formats) {
      expect(format).toMatchObject({
        requestId: '$context.requestId',
        lambdaRequestId: '$context.integration.requestId',
      });
      expect(format.memberId).toMatch(/^\$context\.authorizer\./);
    }
  });

  it('gives every function invoked asynchronously (by S3 or another function) an on-failure destination with two retries, and no function a DLQ', () => {
    const queue = logicalId('HandlersUploadFailures', 'AWS::SQS::Queue');
    const asyncFunctions = Object.values(EVENT_SUBSCRIPTIONS)
      .filter((s) => s.kind === 's3ObjectCreated' || s.kind === 'invoked')
      .map((s) => functionFor(s.handler)[0]);
    const configs = ofType('AWS::Lambda::EventInvokeConfig').map(([, c]) => c.Properties);
    expect(configs.map((c) => c.FunctionName.Ref).sort()).toEqual([...asyncFunctions].sort());
    for (const config of configs) {
      expect(config).toMatchObject({
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queue, 'Arn'] } } },
      });
    }
    for (const entry of allHandlerEntries())
      expect(functionFor(entry)[1].Properties.DeadLetterConfig, entry).toBe(undefined);
  });

  it('names the metrics namespace for the stage in every function', () => {
    for (const entry of allHandlerEntries()) {
      expect(functionFor(entry)[1].Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE, entry).toBe(
        'Kindred/dev',
      );
    }
  });
});
