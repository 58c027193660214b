import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// The dev server proxies /api to the reference server, or to the organisation's own backend
// named by API_PROXY_TARGET, so the console can front either.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

// react-router's package exports only its development build; production builds take the production one
// (no dev-only warnings, smaller).
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionAliases = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
  // Arco's resize observer takes the browser's own (the polyfill would return it anyway): 2 kB gzip less on the sign-in page and every other
  { find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL('./src/app/native-resize-observer.ts', import.meta.url)) },
];

/**
 * axios's fetch adapter out of the browser build, as axios's own `browser` field takes out its Node one: every browser
 * the console targets has XMLHttpRequest, which axios picks first (`adapter: ['xhr', 'http', 'fetch']`), so the fetch
 * adapter never runs — 4 kB gzip of the sign-in page. A config naming `adapter: 'fetch'` would be told it "is not
 * available in the build".
 */
const noFetchAdapter: Plugin = {
  name: 'shian:no-axios-fetch-adapter',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './fetch.js' && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer ?? '') ? '\0axios-no-fetch' : null,
  load: (id) => (id === '\0axios-no-fetch' ? 'export const getFetch = () => null;' : null),
};

/**
 * Arco's default locale (zh-CN), which its ConfigProvider context imports and so every Arco component does, registers
 * dayjs's zh-cn locale as a side effect, and with it brings dayjs: 3.5 kB gzip of the sign-in page, which shows no date.
 * That one import is dropped; src/components/arco-locale.tsx, which the signed-in shell mounts around every screen
 * (where all the date pickers are), registers the locale itself.
 */
const dayjsLocaleWithTheShell: Plugin = {
  name: 'shian:dayjs-locale-with-the-shell',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'dayjs/locale/zh-cn' && /[\\/]@arco-design[\\/]web-react[\\/]es[\\/]locale[\\/]zh-CN\.js$/.test(importer ?? '')
      ? '\0arco-locale-no-dayjs'
      : null,
  load: (id) => (id === '\0arco-locale-no-dayjs' ? 'export {};' : null),
};

// A screen's page chunk (a domain's pages folder), by name: not the sign-in, lock, welcome or menu page.
const SCREEN_PAGE = /\/(?!(?:login|account-login|forget-password|lock|welcome|menu)-page-)[\w-]+-page-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), noFetchAdapter, dayjsLocaleWithTheShell],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    sourcemap: false,
    manifest: true,
    // every browser the console targets (es2022) preloads modules natively: no polyfill in the first download
    modulePreload: {
      polyfill: false,
      // The entry lists, for each lazy page, the files to fetch along with it: ~80 a screen with Arco's small chunks,
      // which made the first download grow with every screen added. A screen page (a domain's pages folder) lists
      // none of its scripts there: they come with the page's own imports, one step later, and the shell has most of
      // them already. (Its styles are listed whatever this answers — fetched before it draws, nothing unstyled.)
      // The sign-in and shell pages keep their lists.
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' && SCREEN_PAGE.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Icon groups are named after every page that shares them; such names, listed in the entry for each
        // screen's preload, cost the first download more than the icons. Named by their hash instead.
        chunkFileNames: (chunk) => (chunk.name.startsWith('icons~') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js'),
        // The libraries every page needs in one chunk: left to the splitter they fell into many small
        // chunks shared between the sign-in page and the shell, which download and gzip worse.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|axios|valtio|proxy-compare)[\\/]/,
              priority: 3,
            },
            // The session store and the small libraries the first page needs (what the entry imports, `$initial`): left
            // alone they were split into a handful of sub-kilobyte chunks once the admin screens shared them too. The
            // helpers only later pages use (SWR's, the time zone, downloads) go with those pages: none is downloaded
            // by the sign-in page.
            { name: 'app', test: /[\\/]src[\\/](session|lib)[\\/]/, tags: ['$initial'], priority: 3 },
            // SWR in one chunk, with what only it uses, for the signed-in pages.
            { name: 'swr', test: /node_modules[\\/](swr|dequal|use-sync-external-store)[\\/]/, priority: 3 },
            // Arco's icons are tiny modules; once the admin screens shared some with the shell, each became a
            // chunk of its own (shell +9 kB). Grouped by the set of pages that load them, small groups merged.
            { name: 'icons', test: /@arco-design[\\/]web-react[\\/]icon[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 8000, priority: 2 },
            // tslib helpers are shared by Arco and ECharts: a small chunk of their own, or the chart
            // group below would take them and every Arco page would download the chart library.
            { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/, priority: 2 },
            // The chart library in one chunk of its own, loaded only by the statistics screens.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender|echarts-for-react|size-sensor)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
}));
