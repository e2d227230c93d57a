import react from '@vitejs/plugin-react';
import { defineConfig, type OxcOptions } from 'vite';
import { appIcons } from '../../scripts/appIcons';
import { appStart } from '../../scripts/appStart';
import { firstLoadChunkGroups, firstLoadCompileHints } from '../../scripts/firstLoadChunks';
import { inlineStyleSheet } from '../../scripts/inlineStyleSheet';
import { kitAliases } from '../../scripts/kitAliases';
import { reactRouterProduction } from '../../scripts/reactRouterProduction';
import { precompress } from '../../scripts/precompress';

const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;

/** Where the server mounts the console; the router's basename and every asset URL start here. */
export const consoleBase = '/seller/';

/**
 * styled-components names each component's class after the order components are created in, which
 * differs between the server's bundle and the browser's; its Oxc plugin names the console's own
 * components after their file and place instead (the kit's come so named), so the markup the server
 * renders is the markup the browser hydrates (docs/decisions/0013).
 */
const stableStyledNames: OxcOptions = {
  plugins: {
    styledComponents: { ssr: true, displayName: false, fileName: false, pure: true, minify: true },
  },
};

/**
 * The server's bundle (`vite build --ssr`): the inbox's renderer the API imports (decision 0013),
 * with the workspace packages compiled in from their published entries, as the browser's are, and
 * the framework libraries left to Node's resolution.
 */
const serverBuild = defineConfig({
  base: consoleBase,
  plugins: [react()],
  oxc: stableStyledNames,
  ssr: { noExternal: [/^@quotemarket\//] },
  build: { target: 'node20', outDir: 'dist-server', emptyOutDir: true, sourcemap: true },
});

// The console is the kit's first sister product and builds the way another team's would: the
// workspace packages resolve through their published entries (their `dist`), never their source,
// so it proves what `npm install @quotemarket/ui` gives (build them first: `npm run build`).
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        base: consoleBase,
        // The console's script starts after the server's inbox has painted (scripts/appStart.ts):
        // it has no page chunks, so there are no first screens to name.
        // The kit's tokens and base rules, in the page's head (docs/decisions/0017).
        plugins: [
          react(),
          inlineStyleSheet('@quotemarket/ui/global.css'),
          reactRouterProduction(),
          appStart([]),
          firstLoadCompileHints(),
          // The tab's icon, a PNG drawn from public/favicon.svg (index.html links it): the browser
          // has the page's renderer decode its favicon, and an SVG one is a whole SVG document set
          // up on the main thread after the first paint (13–23 ms on a desktop CPU).
          appIcons({
            source: 'public/favicon.svg',
            icons: [{ file: 'icons/favicon-48.png', size: 48, kind: 'any' }],
          }),
          precompress(),
        ],
        oxc: stableStyledNames,
        resolve: { alias: kitAliases },
        server: {
          port: 5174,
          proxy: {
            '/api': apiOrigin,
            '/media': apiOrigin,
          },
        },
        build: {
          target: 'es2022',
          sourcemap: true,
          rolldownOptions: { output: { codeSplitting: { groups: firstLoadChunkGroups } } },
        },
      },
);
