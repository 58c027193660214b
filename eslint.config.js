import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Import boundaries (docs/architecture.md#import-boundaries), enforced by eslint-plugin-boundaries and proven by
// tests/unit/import-boundaries.test.ts: each layer imports only the layers below it —
//   lib (with the one HTTP client) → session → components → domains → shell → screens (the walls) → app —
// a domain reaches another only through its index.ts (and the app collects each one's screens.ts), nothing imports
// app, and the server and the browser code never import each other. On the server: platform imports only platform; a
// module (server/modules/<domain>) imports the platform, its own files and other modules only through their index.ts;
// the seed imports the platform and the modules' index.ts; the composition (server/*.ts) puts them together. Only
// src/lib/http imports axios. No module imports itself back through others (import-x/no-cycle): domains may use each
// other's index.ts, but never in a circle.
const noAxios = { name: 'axios', message: 'Only src/lib/http imports axios: use the one HTTP client.' };
const noECharts = {
  regex: '^echarts(/|$)',
  allowTypeImports: true,
  message: 'Only src/components/chart/echarts.ts imports ECharts: draw with its Chart (or the walls’ ChartPanel).',
};
const client = ['contract', 'lib', 'http', 'session', 'components', 'domain', 'shell', 'screens', 'app', 'assets'];
const below = (layer) => client.slice(0, client.indexOf(layer));
const server = ['server-platform', 'server-module', 'server-seed', 'server-root'];

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
    // type-aware rules: a promise nobody awaits or marks with `void` is a failure nobody sees
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'screens/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'screens/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      // each folder one element: imports inside an element (a domain's own files) are its own business
      'boundaries/elements': [
        { type: 'http', pattern: 'src/lib/http' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'session', pattern: 'src/session' },
        { type: 'components', pattern: 'src/components' },
        { type: 'domain', pattern: 'src/domains/*', capture: ['domain'] },
        { type: 'screens', pattern: 'screens' },
        { type: 'shell', pattern: 'src/shell' },
        { type: 'app', pattern: 'src/app' },
        { type: 'app', pattern: 'src/main.tsx', mode: 'file' },
        { type: 'assets', pattern: 'src/locales' },
        { type: 'assets', pattern: 'src/styles' },
        // the server by feature: the platform, one element per module (server/modules/<domain>), the seed, and the
        // composition (app, main, modules)
        { type: 'server-platform', pattern: 'server/platform' },
        { type: 'server-module', pattern: 'server/modules/*', capture: ['module'] },
        { type: 'server-seed', pattern: 'server/seed' },
        { type: 'server-root', pattern: 'server/*.ts', mode: 'file' },
        // plain data both sides agree on (no imports of its own)
        { type: 'contract', pattern: 'contract' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} may not import ${dependency.type} (docs/architecture.md#import-boundaries)',
          rules: [
            // the HTTP client and the other lib helpers are one layer (the client reads config, i18n, notify)
            { from: 'http', allow: ['contract', 'http', 'lib', 'assets'] },
            { from: 'lib', allow: ['contract', 'http', 'lib', 'assets'] },
            { from: 'session', allow: [...below('session'), 'assets'] },
            { from: 'components', allow: [...below('components'), 'assets'] },
            { from: 'domain', allow: [...below('domain'), 'domain', 'assets'] },
            { from: 'shell', allow: [...below('shell'), 'assets'] },
            { from: 'screens', allow: [...below('screens'), 'assets'] },
            { from: 'app', allow: client },
            // the platform knows no module; a module uses the platform and other modules (through their index.ts, below);
            // the seed writes through the platform and the modules' index.ts; the composition puts them all together
            { from: 'server-platform', allow: ['server-platform', 'contract'] },
            { from: 'server-module', allow: ['server-platform', 'server-module', 'contract'] },
            { from: 'server-seed', allow: ['server-platform', 'server-module', 'contract'] },
            { from: 'server-root', allow: [...server, 'contract'] },
            { from: 'contract', allow: [] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          message: 'Import another domain or server module only through its index.ts (docs/architecture.md#import-boundaries)',
          rules: [
            // index.ts for the other domains; screens.ts, the domain's screens, for the app to collect (src/app/screens.ts)
            { target: ['domain'], allow: ['index.ts', 'screens.ts'] },
            { target: ['server-module'], allow: 'index.ts' },
            { target: client.filter((type) => type !== 'domain').concat(server.filter((type) => type !== 'server-module')), allow: '**' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'screens/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server data as text.' }],
      'no-restricted-imports': ['error', { paths: [noAxios], patterns: [noECharts] }],
    },
  },
  {
    files: ['src/components/chart/echarts.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [noAxios] }] },
  },
  {
    // a screen's "today" is the app clock's (which the demo and the tests move), in the deployment's zone: a day from
    // the browser's own clock and zone disagrees with what the server judges
    files: ['src/domains/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server data as text.' },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take today from useToday() (src/lib/server-clock.ts), the app clock in the deployment’s zone.',
        },
      ],
    },
  },
  {
    files: ['src/lib/http/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // one validation style (docs/decisions/0011-request-schemas.md): a route reads its input through the Zod schema
    // it declares, typed by the type provider, never by casting what Fastify parsed
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > MemberExpression.expression[property.name=/^(body|query|params)$/]',
          message: 'Declare the input in the route schema (server/platform/http/fields.ts) instead of casting request.body/query/params.',
        },
      ],
    },
  },
);
