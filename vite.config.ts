import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';
import {
  LABEL_PAGE_SCRIPT_ENTRY,
  LABEL_PAGE_SCRIPT_NAME,
  LABEL_PAGE_SSR_SOURCE,
} from './contract/src/label-page';
import {
  LOGIN_PAGE_SSR_SOURCE,
  LOGIN_PAGE_STYLE_ENTRY,
  LOGIN_PAGE_STYLE_NAME,
} from './contract/src/login-page';

const nodeModule = (pattern: string) => new RegExp(`node_modules[\\\\/](${pattern})[\\\\/]`);

const resolve = {
  alias: {
    '@contract': fileURLToPath(new URL('./contract/src', import.meta.url)),
    '@': fileURLToPath(new URL('./src', import.meta.url)),
  },
};

const source = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

/**
 * The server's renders (`vite build --ssr --outDir dist/ssr`, part of `npm run build`): the
 * label page and the login page, dist/ssr/label-page.js and login-page.js (with any chunk they
 * share), which the server imports at start; packages stay in node_modules.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  resolve,
  build: {
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: {
      input: {
        'label-page': source(LABEL_PAGE_SSR_SOURCE),
        'login-page': source(LOGIN_PAGE_SSR_SOURCE),
      },
      output: { entryFileNames: '[name].js' },
    },
  },
});

/**
 * The SPA build: hashed files under dist/assets, the framework in long-lived vendor chunks
 * (they change less often than the app), every route in its own lazily loaded chunk. A second
 * entry, src/ssr/page-script.ts, is the label page's small script and stylesheet; a third,
 * src/ssr/login-page.css, the server-rendered login page's stylesheet.
 */
const spaBuild = defineConfig({
  plugins: [react(), VitePWA(pwaOptions)],
  resolve,
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the route budget test and the server's preload links read it.
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        [LABEL_PAGE_SCRIPT_NAME]: fileURLToPath(new URL(LABEL_PAGE_SCRIPT_ENTRY, import.meta.url)),
        [LOGIN_PAGE_STYLE_NAME]: source(LOGIN_PAGE_STYLE_ENTRY),
      },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: nodeModule('react|react-dom|scheduler|react-router|cookie|set-cookie-parser'),
              priority: 30,
              tags: ['$initial'],
            },
            {
              name: 'vendor-mantine',
              // Mantine's packages by name, not @mantine/charts: it and recharts stay in the
              // Program route's chunk (rolldown's patterns have no look-ahead to exclude it).
              test: nodeModule(
                '@mantine[\\\\/](?:core|hooks|dates|form|notifications|store)|@floating-ui|clsx|react-remove-scroll[^\\\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|detect-node-es|react-number-format|react-textarea-autosize',
              ),
              priority: 20,
              tags: ['$initial'],
            },
            {
              name: 'vendor-data',
              test: nodeModule(
                '@tanstack|zod|i18next|react-i18next|i18next-http-backend|dayjs|html-parse-stringify|void-elements',
              ),
              priority: 10,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : spaBuild));
