import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appIcons } from '../../scripts/appIcons';
import { firstLoadChunkGroups } from '../../scripts/firstLoadChunks';
import { inlineStyleSheet } from '../../scripts/inlineStyleSheet';
import { kitAliases } from '../../scripts/kitAliases';
import { reactRouterProduction } from '../../scripts/reactRouterProduction';
import { precompress } from '../../scripts/precompress';

const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;

/** Where the server mounts the operator console; the router's basename and every asset URL. */
export const adminBase = '/admin/';

// The operator console is the kit's third consumer and builds as the dealer console does: the
// workspace packages resolve through their published entries (their `dist`), never their source
// (build them first: `npm run build:packages`). Unlike the dealer console it renders in the
// browser only: its pages are behind a login and a second factor, with no first paint to win on
// the server.
export default defineConfig({
  base: adminBase,
  plugins: [
    react(),
    // The kit's tokens and base rules, in the page's head (docs/decisions/0017).
    inlineStyleSheet('@quotemarket/ui/global.css'),
    reactRouterProduction(),
    appIcons({
      source: 'public/favicon.svg',
      icons: [{ file: 'icons/favicon-48.png', size: 48, kind: 'any' }],
    }),
    precompress(),
  ],
  resolve: { alias: kitAliases },
  server: {
    port: 5175,
    proxy: {
      '/api': apiOrigin,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: firstLoadChunkGroups } } },
  },
});
