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
  /**
   * Import paths rewritten before resolution, and resolved from the project root: the S3 presigner
   * (`@aws-sdk/s3-presigned-post`) pins an older `client-s3` of its own, which it uses for one
   * command's endpoint, so the upload-form functions carried S3's client twice (74 KB parsed at each
   * cold start). Resolved from the root, both take the project's one copy, the S3 client they sign
   * with anyway (docs/decisions/0087-cold-start-moderation-and-upload-forms.md).
   */
  alias: {
    '@aws-sdk/client-s3': '@aws-sdk/client-s3',
    /**
     * The screening functions run models on tfjs's WASM backend; `@tensorflow/tfjs` (which nsfwjs
     * imports) also loads tf.data and the CPU and WebGL backends, about 500 KB
     * and 30 ms of every cold start of theirs. Every import of it takes the inference half instead
     * (docs/decisions/0095-screening-loads-the-tfjs-it-runs.md).
     */
    '@tensorflow/tfjs': './lambdas/media/tfjs-inference.ts',
    /** Asked for by tfjs-core only where there is no global fetch; Node has one (about 8 ms of compiling). */
    'node-fetch': './lambdas/media/fetch-of-the-runtime.cjs',
  },
} as const;
