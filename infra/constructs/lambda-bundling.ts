/**
 * The esbuild settings every Lambda bundle is built with: AppFunction hands them to CDK, and
 * infra/bundle-budget.test.ts builds with the same, so the bundles it weighs are the deployed ones.
 */
export const LAMBDA_BUNDLING = {
  target: 'node24',
  mainFields: ['module', 'main'],
  /** The Node.js 24 runtime ships AWS SDK v3 and its Smithy core. */
  externalModules: ['@aws-sdk/*', '@smithy/*'],
} as const;
