import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './constructs/app-function';
import { KindredStack } from './kindred-stack';

/**
 * The stack with context `webOrigin` pinned and a real (tiny) web build:
 * every origin is exact, so the CSP can name the APIs and media hosts.
 */
const WEB_ORIGIN = 'https://app.kindred.example';

function testApp(): App {
  const { context } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
}

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
let resources: Record<string, { Type: string; Properties: Record<string, any> }>;
const idOf = (prefix: string, type: string) =>
  Object.entries(resources).find(([id, r]) => r.Type === type && id.startsWith(prefix))![0];

beforeAll(() => {
  app = testApp();
  stack = new KindredStack(app, 'Kindred', { webDistDir: webBuild(), webOrigin: WEB_ORIGIN });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources;
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
    expect(csp).not.toContain('*.');
  });

  it('deploys without the missing-build guard and stays cdk-nag clean', () => {
    expect(Object.keys(template.toJSON().Rules ?? {}).filter((id) => id.startsWith('WebWebBuildRequired'))).toEqual([]);
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(
      report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`)),
    ).toEqual([]);
  });

  it('rejects an origin with a path or trailing slash', () => {
    expect(
      () => new KindredStack(testApp(), 'Bad', { webDistDir: webBuild(), webOrigin: 'https://app.kindred.example/' }),
    ).toThrow(/webOrigin/);
  });
});
