/**
 * What a Lambda bundle may weigh, read by `bench:bundles` (infra/bundle-sizes.ts) and held by
 * infra/bundle-budget.test.ts (docs/decisions/0015-bundle-budget.md, 0027-cold-start.md,
 * 0078-cold-start-budget.md).
 */

/** Minified bytes of a bundle's own code. */
export const BUDGET_BYTES = 300 * 1024;

/**
 * The Stripe SDK's client is 246 KB minified and cannot be tree-shaken (its
 * constructor instantiates every API resource), so a Lambda that calls
 * Stripe's API gets this much on top of the budget, and only such a Lambda:
 * it is recognised by the client's default host in the bundle. The webhook
 * verifies with the SDK's Webhooks module alone and keeps the plain budget
 * (docs/decisions/0015-bundle-budget.md).
 */
export const STRIPE_CLIENT_ALLOWANCE_BYTES = 30 * 1024;
export const STRIPE_CLIENT_MARKER = 'api.stripe.com';

/**
 * The media-screening functions (photo and story processing) carry the inference half of tfjs with its
 * WASM backend, nsfwjs and human's face detector: about 1.1 MB on top of the budget, recognised by the
 * WASM binary's name in the bundle. The models' weights are files beside it, read on first use
 * (docs/decisions/0070-screened-media-and-safer-messages.md, 0095-screening-loads-the-tfjs-it-runs.md).
 */
export const SCREENING_MODEL_ALLOWANCE_BYTES = 1.2 * 1024 * 1024;
export const SCREENING_MODEL_MARKER = 'tfjs-backend-wasm.wasm';

/**
 * Bundles already over their byte budget when the budget test arrived (decision 0078), each held
 * to its size then, in KB, so none grows while it waits to be split: bench:bundles still flags them.
 * (The table stream's includes the 1 KB of wrappers that load its S3 and SES paths when taken, and the
 * 2 KB that the plan's end (decision 0074) and the push decided at send (decision 0075) added in the same
 * merge: it is the next one to split. The 1 KB more from 343 is decisions 0079 and 0080 merged together:
 * the impression rides on the swipe's view update, and the away timer reads the send marker. Each got
 * 1 KB more for the stack mapper every bundle carries instead of `--enable-source-maps`, which cost them
 * 15 to 35 ms at each cold start: decision 0096. The table stream's 1 KB more from 345 hands a verified
 * member's new main photo on to the verification-lapse function, which no longer reads the stream itself:
 * decision 0098.)
 */
export const OVER_BYTE_BUDGET_KB: Readonly<Record<string, number>> = {
  'lambdas/events/table-stream.handler.ts': 346,
  'lambdas/http/open-billing-portal.handler.ts': 337,
  'lambdas/http/create-checkout-session.handler.ts': 340,
  'lambdas/http/check-subscription.handler.ts': 341,
  'lambdas/http/create-payment-session.handler.ts': 351,
};

/** The byte budget of a bundle, with the allowance its code earns. */
export function bundleBudgetOf(code: Buffer | string): number {
  return (
    BUDGET_BYTES +
    (code.includes(STRIPE_CLIENT_MARKER) ? STRIPE_CLIENT_ALLOWANCE_BYTES : 0) +
    (code.includes(SCREENING_MODEL_MARKER) ? SCREENING_MODEL_ALLOWANCE_BYTES : 0)
  );
}

/**
 * KB of JavaScript a cold start may load: the bundle, the AWS SDK within it (bundled and tree-shaken
 * since decision 0084), and any native module beside it (sharp). Loading is most of a cold start, and
 * bytes loaded are the same on every machine (decision 0078). DynamoDB's client with its Smithy core
 * is about 330 KB bundled and the house stack (zod, Powertools, middy, the route's schemas) about
 * 0.2 MB: an ordinary function has room for those, a small client and Stripe's, no more.
 * A client a rare path loads on demand is still in the bundle file and parsed, though not run, so it
 * counts here (that is why the budget is in bytes of the file, not of what ran).
 */
export const COLD_START_BUDGET_KB = 710;

/**
 * Functions whose first request calls a heavier client, each with the budget that client earns.
 * A function is named here only when its own work needs the client: a route that merely shares a
 * module with one that does is split from it instead (decision 0078).
 */
export const COLD_START_ALLOWANCES: readonly { why: string; kb: number; entries: readonly string[] }[] = [
  {
    why: 'acts on a member: Cognito and S3 for its actions, in the bundle though run only when an action takes them',
    kb: 880,
    entries: ['lambdas/http/moderate-member.handler.ts'],
  },
  {
    why: "the table stream pushes to sockets and, with the VAPID keys from Secrets Manager, to browsers; S3 and SES for its rare paths are in the bundle, and Lambda's client, which hands the verification lapse on (decision 0098)",
    kb: 1080,
    entries: ['lambdas/events/table-stream.handler.ts'],
  },
];

/**
 * The functions that run a model (screening, verification) load its runtime, tfjs's inference half on
 * the WASM backend, and the screening functions sharp beside DynamoDB and S3: their own budget. Their
 * models' weights are files beside the bundle, read on first use (decisions 0070, 0083 and 0095), so a
 * cold start loads code, not weights.
 */
export const SCREENING_COLD_START_BUDGET_KB = 2900;

export function coldStartBudgetOf(entry: string, code: Buffer | string): number {
  if (code.includes(SCREENING_MODEL_MARKER)) return SCREENING_COLD_START_BUDGET_KB;
  return COLD_START_ALLOWANCES.find((allowance) => allowance.entries.includes(entry))?.kb ?? COLD_START_BUDGET_KB;
}
