// Lint rules for every workspace, and the dependency direction that keeps the layers apart:
// contract ← design-system ← apps/web, and contract ← apps/api (ARCHITECTURE §1).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROUTE_METHODS = 'get|post|put|patch|delete|head|options|all';
/** A route registered with a string or template literal as its path: `app.get('/x', …)`, `app.route({ url: '/x' })`. */
const routeLiteralSelectors = [
  `CallExpression[callee.object.name='app'][callee.property.name=/^(${ROUTE_METHODS})$/] > Literal.arguments:first-child`,
  `CallExpression[callee.object.name='app'][callee.property.name=/^(${ROUTE_METHODS})$/] > TemplateLiteral.arguments:first-child`,
  "CallExpression[callee.object.name='app'][callee.property.name='route'] > ObjectExpression > Property[key.name='url'] > Literal",
  "CallExpression[callee.object.name='app'][callee.property.name='route'] > ObjectExpression > Property[key.name='url'] > TemplateLiteral",
];

/** An import restriction that names the rule it keeps, so a failing line explains itself. */
const forbid = (group, message) => ({ group, message });

const boundaries = {
  contract: [
    // Its tests may use the test runner and fast-check besides. The password rule's estimator
    // (password-strength.ts, outside the index) is shared by the server and the auth popup.
    {
      regex: '^(?!zod$|zod/|@zxcvbn-ts/|vitest$|fast-check$|\\.\\.?/)',
      message: 'contract imports only zod and the password estimator (and its own modules).',
    },
  ],
  designSystem: [
    forbid(
      ['@marketplace/web', '@marketplace/web/*', '@marketplace/api', '@marketplace/api/*'],
      'the design system never imports the apps.',
    ),
    forbid(['**/apps/**'], 'the design system never imports the apps.'),
  ],
  web: [
    forbid(
      ['@marketplace/api', '@marketplace/api/*', '**/apps/api/**', '**/api/src/**'],
      "the web app never imports the API: it calls it over HTTP or through the contract's interfaces.",
    ),
  ],
  api: [
    forbid(
      ['@marketplace/web', '@marketplace/web/*', '@marketplace/design-system', '@marketplace/design-system/*'],
      'the API imports only the contract (the built web app is loaded at run time).',
    ),
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/.vitest-attachments/**',
      'apps/api/drizzle/**',
      'apps/api/test/fixtures/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx', 'design-system/**/*.ts', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // API tests read answers loosely and assert their shape.
    files: ['apps/api/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright reads a fixture's first parameter as a destructuring pattern, even an empty one.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['contract/src/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: boundaries.contract }] },
  },
  {
    files: ['design-system/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: boundaries.designSystem }] },
  },
  {
    files: ['apps/web/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: boundaries.web }] },
  },
  {
    files: ['apps/api/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: boundaries.api }] },
  },
  {
    // Every API route is registered by its name in API_PATHS (contract/src/paths.ts), so the
    // contract's list of paths and the server's routes cannot drift apart. The web module's
    // catch-all serves the sites, not the API.
    files: ['apps/api/src/**'],
    ignores: ['apps/api/src/web/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...routeLiteralSelectors.map((selector) => ({
          selector,
          message: 'Register API routes with their API_PATHS name, not a literal path.',
        })),
      ],
    },
  },
);
