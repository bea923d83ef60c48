import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import direction (architecture.md §layers-and-import-rules): contract imports nothing of ours; lib and components only
// contract and each other; a feature never reaches into another feature's internals or app;
// server takes only src/contract from the client; sw takes only src/offline and src/contract.
const FEATURES = 'landing|dashboard|profile|screening|petition|evidence|letters|criteria|case|chat|not-found|share';
const restrict = (...regexes) => [
  'error',
  { patterns: regexes.map(([regex, message]) => ({ regex, message })) },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'server/platform/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/contract/**'],
    rules: { 'no-restricted-imports': restrict(['^\\.\\./', 'src/contract imports only zod and other contract files']) },
  },
  {
    files: ['src/lib/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': restrict([
        '^\\.\\./(app|features|api|offline|push|workers)(/|$)',
        'lib and components import only contract and each other',
      ]),
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': restrict(
        ['^(\\.\\./)+app(/|$)', 'features do not import app'],
        [`^(\\.\\./){1,2}(${FEATURES})/(?!index)`, "never import another feature's internals; use its index"],
      ),
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrict(['^(\\.\\./)+src/(?!contract/)', 'server imports only src/contract from the client']),
      // Stripping control characters from untrusted names and text is deliberate here.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['sw/**'],
    rules: {
      'no-restricted-imports': restrict(['^(\\.\\./)+src/(?!offline/|contract/)', 'the service worker imports only src/offline and src/contract']),
    },
  },
);
