import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type PluginOption,
} from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons as drawAppIcons } from '../../scripts/appIcons';
import { appStart } from '../../scripts/appStart';
import { firstLoadChunkGroups, firstLoadCompileHints } from '../../scripts/firstLoadChunks';
import { inlineStyleSheet } from '../../scripts/inlineStyleSheet';
import { kitAliases } from '../../scripts/kitAliases';
import { reactRouterProduction } from '../../scripts/reactRouterProduction';
import { precompress } from '../../scripts/precompress';
import { offlinePage } from './build/offlinePage';
import { biddingPagePatterns, quoteDetailPatterns, routePatterns } from './src/paths';
import { appIcons, manifestColours, webManifest } from './src/pwa/webManifest';

const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * styled-components names each component's class after the order components are created in, which
 * differs between the server's bundle and the browser's chunks; its Babel plugin names them after
 * their file and place instead, so the markup the server renders is the markup the browser hydrates
 * (docs/decisions/0009).
 */
const stableStyledNames = babel({
  plugins: [
    [
      'babel-plugin-styled-components',
      { ssr: true, displayName: false, fileName: false, pure: true, minify: true },
    ],
  ],
});

/**
 * The server's bundle (`vite build --ssr`): the page renderer the API imports (decision 0009), with
 * the workspace packages compiled in and the framework libraries left to Node's resolution.
 */
const serverBuild = defineConfig({
  plugins: [react(), stableStyledNames],
  ssr: {
    noExternal: [/^@quotemarket\//],
    resolve: { conditions: ['@quotemarket/source', ...defaultServerConditions] },
  },
  build: { target: 'node20', outDir: 'dist-server', emptyOutDir: true, sourcemap: true },
});

const browserPlugins: PluginOption[] = [
  reactRouterProduction(),
  // The kit's tokens and base rules, in every page's head (docs/decisions/0017).
  inlineStyleSheet('@quotemarket/ui/global.css'),
  // The service worker is written after the bundle (vite-plugin-pwa, below): compressed last.
  precompress({ writtenAfterBundle: ['sw.js'] }),
  firstLoadCompileHints(),
  // The app's code starts after the server's page has painted; the first screens a visitor most
  // often lands on have their page chunks loaded beside the entry.
  appStart([
    { pattern: '', page: 'src/routes/home/HomePage.tsx' },
    {
      pattern: routePatterns.categoryHome,
      page: 'src/routes/category-home/CategoryHomePage.tsx',
    },
    {
      pattern: routePatterns.productDetail,
      page: 'src/routes/product-detail/ProductDetailPage.tsx',
    },
    { pattern: routePatterns.store, page: 'src/routes/store/StorePage.tsx' },
    { pattern: routePatterns.login, page: 'src/routes/login/LoginPage.tsx' },
    {
      pattern: routePatterns.quotationCheck,
      page: 'src/routes/quotations/QuotationCheckPage.tsx',
    },
    // Signed-in first screens the server renders: a request's quotes (where a push notification
    // lands), a quote, and the quote wizards.
    {
      pattern: routePatterns.quotationInProgress,
      page: 'src/routes/quotations/QuotationInProgressPage.tsx',
    },
    ...Object.values(quoteDetailPatterns).map((pattern) => ({
      pattern,
      page: 'src/routes/quotations/QuoteDetailPage.tsx',
    })),
    ...Object.values(biddingPagePatterns).map((pattern) => ({
      pattern,
      page: 'src/routes/bidding/BiddingPage.tsx',
    })),
    { pattern: routePatterns.myProfile, page: 'src/routes/my-profile/MyProfilePage.tsx' },
  ]),
  // The page the service worker shows when the network is gone.
  offlinePage({
    template: 'src/offline/offline.html',
    script: 'src/offline/offline.ts',
    fileName: 'offline.html',
  }),
  // The install and notification icons, drawn from the favicon (src/pwa/webManifest.ts).
  drawAppIcons({
    source: 'public/favicon.svg',
    icons: Object.values(appIcons),
    brand: manifestColours.brand,
  }),
  // The web app manifest (linked from every page) and the service worker, written in TypeScript
  // (src/service-worker/sw.ts) and given the list of files to precache at build time.
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // main.tsx registers it after the page has loaded; no script of the plugin's in the page.
    injectRegister: false,
    manifest: webManifest,
    // The install icons are not precached: a notification fetches its own while online.
    includeManifestIcons: false,
    injectManifest: {
      // Every script and style sheet of the build, the offline page and the tab's icon it links.
      // Not index.html: navigations always go to the network, so it would never be read from the
      // cache. Not the fonts (3 MB of subsets): the browser's HTTP cache keeps those a page has
      // used (they are fingerprinted and immutable), and the offline page falls back to the
      // system's fonts.
      globPatterns: ['**/*.{js,css}', 'offline.html', appIcons.favicon.file],
      globIgnores: ['sw.js', 'index.html'],
    },
  }),
];

const browserBuild = defineConfig({
  plugins: [react(), stableStyledNames, ...browserPlugins],
  // Workspace packages are compiled from their TypeScript source (docs/decisions/0001).
  resolve: {
    conditions: ['@quotemarket/source', ...defaultClientConditions],
    alias: kitAliases,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The app, and the offline page's script (build/offlinePage.ts writes the page around it).
      input: { index: 'index.html', offline: 'src/offline/offline.ts' },
      output: {
        codeSplitting: { groups: firstLoadChunkGroups },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
