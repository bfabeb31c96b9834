import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { nagPacks, stageApp } from './kindred-app';
import type { KindredStack } from './kindred-stack';
import { flattenedTemplate, type TemplateValue } from './stack-templates';
import { STAGES } from './stages';

/**
 * The prod stage, with context `webOrigin` pinned and a real (tiny) web
 * build: every origin is exact, so the CSP can name the APIs and media hosts.
 * kindred-stack.test.ts synthesizes dev; between them, what differs by stage.
 */
const WEB_ORIGIN = 'https://app.kindred.example';

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kindred-web-built-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {}');
  return dir;
}

let app: App;
let stack: KindredStack;
let template: Template;
let resources: Record<string, { Type: string; Properties: Record<string, TemplateValue>; DeletionPolicy?: string }>;
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const idOf = (prefix: string, type: string) =>
  Object.entries(resources).find(([id, r]) => r.Type === type && id.startsWith(prefix))![0];

beforeAll(() => {
  ({ app, stack } = stageApp('prod', { nag: false, webDistDir: webBuild(), context: { webOrigin: WEB_ORIGIN } }));
  const flat = flattenedTemplate(stack);
  template = Template.fromJSON(flat, { skipCyclicalDependenciesCheck: true });
  resources = flat.Resources as typeof resources;
});

describe('pinned web origin', () => {
  it('is the only origin CORS and the handlers admit', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: { AllowOrigins: [WEB_ORIGIN] },
    });
    for (const [id, r] of Object.entries(resources)) {
      if (r.Type === 'AWS::S3::Bucket' && id.startsWith('Media')) {
        expect(r.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins, id).toEqual([WEB_ORIGIN]);
      }
      if (r.Type === 'AWS::Lambda::Function' && r.Properties.Description?.startsWith('lambdas/')) {
        expect(r.Properties.Environment.Variables.ALLOWED_ORIGINS, id).toBe(WEB_ORIGIN);
      }
    }
  });

  it('lets the CSP name the exact API, WebSocket and media hosts', () => {
    const [, site] = Object.entries(resources).find(([id]) => id.startsWith('WebHeaders'))!;
    const csp = JSON.stringify(
      stack.resolve(
        site.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
      ),
    );
    expect(csp).toContain(JSON.stringify({ 'Fn::GetAtt': [idOf('HttpApi', 'AWS::ApiGatewayV2::Api'), 'ApiEndpoint'] }));
    expect(csp).toContain(
      JSON.stringify({ 'Fn::GetAtt': [idOf('RealtimeApi', 'AWS::ApiGatewayV2::Api'), 'ApiEndpoint'] }),
    );
    expect(csp).toContain(
      JSON.stringify({ 'Fn::GetAtt': [idOf('MediaDistribution', 'AWS::CloudFront::Distribution'), 'DomainName'] }),
    );
    // Each media bucket's regional endpoint, where the browser posts its uploads.
    for (const bucket of ['MediaPhotosBucket', 'MediaStoriesBucket', 'MediaVoiceBucket'])
      expect(csp).toContain(JSON.stringify({ 'Fn::GetAtt': [idOf(bucket, 'AWS::S3::Bucket'), 'RegionalDomainName'] }));
    expect(csp).not.toContain('*.');
  });

  it('deploys without the missing-build guard and stays cdk-nag clean', () => {
    expect(Object.keys(template.toJSON().Rules ?? {}).filter((id) => id.startsWith('WebWebBuildRequired'))).toEqual([]);
    const findings = nagPacks().flatMap((pack) =>
      pack
        .validateScope(app)
        .violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`)),
    );
    expect(findings).toEqual([]);
  });

  it('rejects an origin with a path or trailing slash', () => {
    expect(() =>
      stageApp('prod', { nag: false, webDistDir: webBuild(), context: { webOrigin: 'https://app.kindred.example/' } }),
    ).toThrow(/webOrigin/);
  });
});

describe('stage prod', () => {
  it('is named and tagged for its stage', () => {
    expect([stack.stackName, stack.tags.tagValues()['kindred:stage']]).toEqual(['Kindred-prod', 'prod']);
    const named: Array<[string, Record<string, string>]> = [
      ['AWS::ApiGatewayV2::Api', { Name: 'kindred-prod-http' }],
      ['AWS::Cognito::UserPool', { UserPoolName: 'kindred-members-prod' }],
      ['AWS::SNS::Topic', { TopicName: 'kindred-prod-alarms' }],
    ];
    for (const [type, properties] of named) template.hasResourceProperties(type, properties);
  });

  it('keeps the table, the user pool and every bucket through a stack deletion or replacement', () => {
    for (const type of ['AWS::DynamoDB::GlobalTable', 'AWS::Cognito::UserPool', 'AWS::S3::Bucket']) {
      const found = ofType(type);
      expect(found.length, type).toBeGreaterThan(0);
      for (const [id, resource] of found) expect(resource.DeletionPolicy, id).toBe('Retain');
    }
    expect(ofType('Custom::S3AutoDeleteObjects')).toEqual([]);
  });

  it('protects the table from deletion and recovers it to any point in time; protects the user pool', () => {
    const [, table] = ofType('AWS::DynamoDB::GlobalTable')[0]!;
    expect(table.Properties.Replicas[0]).toMatchObject({
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(ofType('AWS::Cognito::UserPool')[0]![1].Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('keeps logs six months, and e-mails the alarms to the stage’s address', () => {
    const groups = ofType('AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThan(3);
    for (const [id, group] of groups) expect(group.Properties.RetentionInDays, id).toBe(180);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: STAGES.prod.alarmEmail,
    });
  });
});
