import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress';
import { routePreload } from './build/routePreload';
import { routePatterns } from './src/paths';

const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react(),
    precompress(),
    // The first screens a visitor most often lands on: their page chunks load beside the entry.
    routePreload([
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
      { pattern: routePatterns.myProfile, page: 'src/routes/my-profile/MyProfilePage.tsx' },
    ]),
  ],
  // Workspace packages are compiled from their TypeScript source (docs/decisions/0001).
  resolve: { conditions: ['@quotemarket/source', ...defaultClientConditions] },
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
      output: {
        codeSplitting: {
          groups: [
            {
              // zod and the switch that turns its eval probe off (src/zodWithoutEval.ts) share one
              // chunk, so the switch runs before any chunk that builds a schema, however the
              // bundler splits the rest: a schema built first probes eval, which the CSP refuses.
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zodWithoutEval\.ts$/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
