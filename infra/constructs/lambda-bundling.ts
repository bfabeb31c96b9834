/**
 * The esbuild settings every Lambda bundle is built with: AppFunction hands them to CDK, and
 * infra/bundle-budget.test.ts builds with the same, so the bundles it weighs are the deployed ones.
 */
export const LAMBDA_BUNDLING = {
  target: 'node24',
  mainFields: ['module', 'main'],
  /**
   * Nothing: the AWS SDK is bundled, not taken from the runtime. Bundled from its ES modules it is
   * tree-shaken to the commands and protocol a function uses; the runtime's copy loads every
   * command of the client and every protocol of the Smithy core (CBOR for a JSON service), about
   * twice the bytes and 25 to 45 ms more CPU at each cold start (docs/decisions/0084-bundled-sdk.md).
   */
  externalModules: [],
} as const;
