// @ts-check
/**
 * One lint configuration for the whole tree (the house rules, docs/architecture.md).
 * Formatting is Prettier's alone, so no stylistic rule is on here. Every rule turned off or
 * weakened below says why.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'cdk.out/',
      '.local/',
      '.data/',
      '.scratch/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are errors, but a leading underscore marks one kept on purpose (a handler's
      // unused event argument, a destructured field dropped from a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Type-only imports stay type-only, so a bundle never keeps a module for its types.
      // `typeof import('…')` names a lazily loaded module's type without a static import, which is the
      // point of loading it later (decisions 0037-0044), so type annotations may use import().
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Reaching for a class or namespace is rare here and always deliberate.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The app does not use the React Compiler. These three rules of react-hooks 7 describe what the
      // compiler needs to memoise safely; the effects they flag sync state from a prop or a stored
      // value on purpose, and were measured in the member pages' start-up work (decisions 0041-0043).
      // The classic rules (rules-of-hooks, exhaustive-deps) stay on.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/purity': 'off',
      // `role` on our own components (<RequireRole role="matchmaker">) is a staff role, not ARIA.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // Members' voice intros and stories are their own recordings: no caption track exists to offer.
      // Each player carries a label naming whose recording it is.
      'jsx-a11y/media-has-caption': 'off',
      // A member's photos are named by position ("Photo 2 of Ana"), which is what tells them apart for
      // a screen reader; the rule forbids the word "photo" itself.
      'jsx-a11y/img-redundant-alt': 'off',
      // Labels wrap their control and put the text in a nested element.
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 3 }],
      // A generic element (a <div> or <span> with no role) may not be named: ARIA prohibits aria-label there,
      // and axe fails the page (a loading placeholder on Home did, and only when it was on screen).
      // jsx-a11y has no rule for it, so the selector below is the check.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(div|span|p|b|i|em|strong|small|code|pre|sub|sup|u|s|bdi|bdo)$/]:not(:has(JSXAttribute[name.name='role'])) > JSXAttribute[name.name=/^aria-(label|labelledby)$/]",
          message:
            'A <div>, <span> or other generic element without a role may not carry aria-label/aria-labelledby (axe: aria-prohibited-attr). Give it a role (status, group, img, region) or name something else.',
        },
      ],
    },
  },
  {
    // Tests, benches and template assertions read JSON they did not type (API answers, synthesized
    // CloudFormation, DynamoDB items); their assertions are the check, so \`any\` there hides nothing that
    // ships. Product code (shared, lambdas, infra outside tests, web) keeps the rule.
    files: ['test/**', 'bench/**', 'infra/**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The IAM policy evaluator is AGPL-3.0-or-later: it serves the local cloud only (infra/local/local-iam.ts)
    // and must never reach a Lambda bundle, the web app or the stack (decision 0064).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['infra/local/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cloud-copilot/*'],
              message: 'AGPL-3.0: the IAM evaluator is for the local cloud only (infra/local/, decision 0064).',
            },
          ],
        },
      ],
    },
  },
  {
    // e2e timeouts are written for a quiet machine and scaled for the run they are in (decision 0099): a bare number
    // is the one that fails on a loaded CI run.
    files: ['test/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='timeout'] > Literal",
          message: 'Wrap e2e timeouts in budget() from test/e2e/time-budget.ts (decision 0099).',
        },
        {
          selector: "CallExpression[callee.property.name='setTimeout'][callee.object.name='test'] > Literal",
          message: 'Wrap e2e timeouts in budget() from test/e2e/time-budget.ts (decision 0099).',
        },
      ],
    },
  },
  {
    // CommonJS shims that cognito-local loads with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
