import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries of ARCHITECTURE.md: lib → domains → shell/app/screens, one HTTP client,
// and the server and the browser code never import each other.
const noAxios = { name: 'axios', message: 'Only src/lib/http imports axios: use the one HTTP client.' };
const restrict = (patterns, paths = [noAxios]) => ['error', { paths, patterns }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'screens/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server data as text.' },
      ],
      'no-restricted-imports': restrict([{ group: ['**/server/**'], message: 'The browser code never imports the server.' }]),
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/session/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/domains/**', '**/shell/**', '**/app/**', '**/screens/**'], message: 'lib and session sit below domains, shell, app and screens.' },
      ]),
    },
  },
  {
    files: ['src/lib/http/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/domains/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/shell/**', '**/app/**', '**/screens/**'], message: 'Domains sit below shell, app and screens.' },
        { group: ['**/domains/*/*', '!./**', '!../**'], message: 'Import another domain only through its index.ts.' },
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/src/**', '**/screens/**'], message: 'The server never imports the browser code.' }], []),
    },
  },
);
