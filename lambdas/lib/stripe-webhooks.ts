/**
 * Stripe's own webhook signature verification, without its API client.
 *
 * The SDK's client class instantiates every API resource, so importing
 * `stripe` costs 246 KB minified, nearly the whole bundle budget. The
 * webhook needs only the verifier: this wires the SDK's Webhooks module
 * with the SDK's Node platform exactly as `Stripe.initialize` does. The
 * package's exports map has no entry for these modules, hence the paths;
 * `stripe` is pinned, and a unit test proves the result accepts what the
 * SDK signs and refuses what it must (decision 0015).
 */
import { createWebhooks } from '../../node_modules/stripe/esm/Webhooks.js';
import { NodePlatformFunctions } from '../../node_modules/stripe/esm/platform/NodePlatformFunctions.js';

export const stripeWebhooks = createWebhooks(new NodePlatformFunctions());
