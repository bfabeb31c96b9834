/**
 * What the bundler gives for `node-fetch` (infra/constructs/lambda-bundling.ts): the runtime's own fetch.
 * tfjs-core asks for node-fetch only where the runtime has no global fetch, which Node has had since 18,
 * so bundling it (with whatwg-url and tr46, 0.3 MB) only made every model-bearing cold start compile it
 * (docs/decisions/0095-screening-loads-the-tfjs-it-runs.md).
 */
module.exports = (input, init) => globalThis.fetch(input, init);
