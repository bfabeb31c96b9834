import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { acknowledgeWildcardResource, flatCfnValue } from './nag';

/**
 * A bucket in a stack, and a role granted every object of it, either beside it
 * or in a nested stack (where the bucket's ARN arrives as a parameter, as it
 * does for the HTTP route functions of the API domains).
 */
function grantAcross(place: 'same stack' | 'nested stack', acknowledge: boolean): string[] {
  const app = new App();
  const stack = new Stack(app, 'Test');
  const bucket = new Bucket(stack, 'Media');
  const home = place === 'same stack' ? stack : new NestedStack(stack, 'Domain');
  const role = new Role(home, 'Reader', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  bucket.grantRead(role, 'uploads/*');
  if (acknowledge) acknowledgeWildcardResource(role, bucket.arnForObjects('uploads/*'), 'test');
  app.synth();
  return new AwsSolutionsChecks()
    .validateScope(app)
    .violations.filter((v) => v.ruleName.startsWith('AwsSolutions-IAM5[Resource::'))
    .map((v) => v.ruleName);
}

describe("cdk-nag acknowledgements in cdk-nag's own spelling", () => {
  it('flattens references the way finding ids spell them', () => {
    expect(flatCfnValue({ 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Media1234', 'Arn'] }, '/uploads/*']] })).toBe(
      '<Media1234.Arn>/uploads/*',
    );
    expect(flatCfnValue({ 'Fn::Sub': 'arn:${AWS::Partition}:s3:::b/*' })).toBe('arn:<AWS::Partition>:s3:::b/*');
    expect(flatCfnValue({ Ref: 'referencetoTestMediaArn' })).toBe('<referencetoTestMediaArn>');
    expect(flatCfnValue('arn:aws:s3:::bucket/*')).toBe('arn:aws:s3:::bucket/*');
  });

  for (const place of ['same stack', 'nested stack'] as const) {
    it(`acknowledge exactly the finding a wildcard grant draws, in the ${place}`, () => {
      const findings = grantAcross(place, false);
      expect(findings).toHaveLength(1);
      // In a nested stack the ARN is a parameter: an id spelled at construction would miss it.
      expect(findings[0]).toMatch(place === 'nested stack' ? /<referenceto.*>\/uploads\/\*\]$/ : /<Media.*\.Arn>/);
      expect(grantAcross(place, true)).toEqual([]);
    });
  }
});
