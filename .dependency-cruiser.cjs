// @ts-check
/**
 * The architecture rules (docs/architecture.md), kept by dependency-cruiser: `npm run lint:architecture`,
 * which `npm test` runs right after the type check. test/architecture/rules.test.ts plants a breach of
 * each rule and shows it caught.
 *
 * Paths are relative to the repository root. Imports through the package.json "imports" aliases
 * (`#shared/…`, `#web/…`) are resolved by enhanced-resolve, which reads that field as Node does, so an
 * aliased import is held to the same rules as a relative one. Type-only imports count: a cycle of types
 * is still a cycle for the reader, and `import type` of a layer above is still an upward import.
 */

/** The Lambdas' entry points: one folder per trigger (HTTP API, WebSocket API, streams and S3). */
const LAMBDA_ENTRIES = '(http|ws|events)';
/** What the use cases call: DynamoDB, S3 media, Cognito, Bedrock, and pushing frames to sockets. */
const LAMBDA_ADAPTERS = '(db|media|identity|coach|realtime)';
/** The adapters besides db/, which may read db/ (connections, session floors) and nothing else of their layer. */
const LAMBDA_SERVICES = '(media|identity|coach|realtime)';

/**
 * A rule: no dependency from `from` to `to`, as an error (there are no warnings: a rule holds or it goes).
 * @param {string} name
 * @param {string} comment why the rule is there, printed with each breach
 * @param {import('dependency-cruiser').IFromRestriction} from
 * @param {import('dependency-cruiser').IToRestriction} to
 * @returns {import('dependency-cruiser').IForbiddenRuleType}
 */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'no-circular',
      'No import cycles anywhere: a cycle makes its modules one unit that can only be read, tested and loaded whole.',
      {},
      { circular: true },
    ),
    forbid(
      'not-to-unresolvable',
      "Every import resolves (the build's virtual modules aside): an import the rules cannot follow is an import they cannot check.",
      {},
      { couldNotResolve: true, pathNot: '^virtual:' },
    ),
    forbid(
      'shared-imports-only-shared',
      'shared/ (pure rules, zod contracts, the route table) is read by the Lambdas, the web app and infra; it reads none of them.',
      { path: '^shared/' },
      { pathNot: ['^shared/', '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
    ),
    forbid(
      'lambdas-not-to-web-or-infra',
      'The Lambdas ship alone in their bundles: they never import the web app or the infrastructure.',
      { path: '^lambdas/' },
      { path: '^(web|infra)/' },
    ),
    forbid(
      'web-not-to-lambdas-or-infra',
      'The web app talks to the Lambdas over HTTP and WebSocket only, through the shared route table and schemas.',
      { path: '^web/' },
      { path: '^(lambdas|infra)/' },
    ),
    forbid(
      'web-app-is-on-top',
      'app/ (router, providers, member runtime) composes the rest; nothing below imports it. Hand things in from app/ instead.',
      { path: '^web/src/(features|components|lib|config)/' },
      { path: '^web/src/app/' },
    ),
    forbid(
      'web-features-above-shared-code',
      'components/, lib/ and config/ serve every feature, so they never import one.',
      { path: '^web/src/(components|lib|config)/' },
      { path: '^web/src/features/' },
    ),
    forbid(
      'web-config-is-lowest',
      'config/ (paths, the runtime config, site facts) is what every layer reads; it imports neither lib/ nor components/.',
      { path: '^web/src/config/' },
      { path: '^web/src/(lib|components)/' },
    ),
    forbid(
      'web-features-only-through-api',
      "A feature may use another feature's server calls (its api/ folder: schema, fetcher, query hook), never its components, hooks or lib. Screens that combine features are composed in app/.",
      { path: '^web/src/features/([^/]+)/' },
      { path: '^web/src/features/[^/]+/', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/api/'] },
    ),
    forbid(
      'lambdas-lib-is-lowest',
      'lambdas/lib/ (clients, env, errors, logger, input parsing) is below everything else in lambdas/.',
      { path: '^lambdas/lib/' },
      { path: '^lambdas/', pathNot: '^lambdas/lib/' },
    ),
    forbid(
      'lambdas-adapters-below-use-cases',
      'db/, media/, identity/, coach/ and realtime/ serve the use cases; they never import a use case or an entry point.',
      { path: `^lambdas/${LAMBDA_ADAPTERS}/` },
      { path: [`^lambdas/use-cases/`, `^lambdas/${LAMBDA_ENTRIES}/`] },
    ),
    forbid(
      'lambdas-db-below-services',
      "db/ is the one place that knows the table's keys; the other adapters may read it, it reads none of them.",
      { path: '^lambdas/db/' },
      { path: `^lambdas/${LAMBDA_SERVICES}/` },
    ),
    forbid(
      'lambdas-services-independent',
      'media/, identity/, coach/ and realtime/ do not import each other: a use case combines them.',
      { path: `^lambdas/${LAMBDA_SERVICES}/` },
      { path: `^lambdas/${LAMBDA_SERVICES}/`, pathNot: '^lambdas/$1/' },
    ),
    forbid(
      'lambdas-use-cases-below-entries',
      'A use case is called by HTTP, WebSocket, stream and S3 handlers alike, and imports none of them.',
      { path: '^lambdas/use-cases/' },
      { path: `^lambdas/${LAMBDA_ENTRIES}/` },
    ),
    forbid(
      'lambdas-entries-independent',
      'http/, ws/ and events/ do not import each other: what two triggers share is a use case or lib/.',
      { path: `^lambdas/${LAMBDA_ENTRIES}/` },
      { path: `^lambdas/${LAMBDA_ENTRIES}/`, pathNot: '^lambdas/$1/' },
    ),
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(node_modules|cdk\\.out|dist|\\.local|\\.data|\\.scratch|test-results|playwright-report)/' },
    // Type-only imports are dependencies too (see the top of this file).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // Packages are resolved through their "exports" as Node and Vite resolve them
      // (`@aws-lambda-powertools/logger/middleware`, `vite`); without this they count as unresolvable.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'types', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
