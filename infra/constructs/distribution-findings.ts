import { Validations } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';

/**
 * The three cdk-nag findings every v1 distribution draws, and why each is
 * accepted. Kept in one place so the site and media distributions cannot give
 * different answers to the same question.
 */
export function acknowledgeDefaultDistributionFindings(distribution: Distribution, role: 'site' | 'media'): void {
  const v = Validations.of(distribution);
  v.acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'No geo restriction: the product serves members worldwide (its regional preferences span every continent).',
  });
  v.acknowledge({
    id: 'AwsSolutions-CFR2',
    reason:
      role === 'site'
        ? 'No WAF in v1: the site is static files with no server-side processing; API abuse is bounded by stage throttling and the JWT authorizer. A web ACL is planned with the first custom domain.'
        : 'No WAF in v1: media are read-only objects under unguessable per-upload keys; abuse is bounded by CloudFront caching. A web ACL is planned with the first custom domain.',
  });
  v.acknowledge({
    id: 'AwsSolutions-CFR4',
    reason:
      'The distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the security policy (TLSv1) and it cannot be raised. Setting TLSv1.2_2021 needs a custom domain and an ACM certificate, which v1 does not have.',
  });
}
