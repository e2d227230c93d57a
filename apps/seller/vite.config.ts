import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress';

const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;

/** Where the server mounts the console; the router's basename and every asset URL start here. */
export const consoleBase = '/seller/';

// The console is the kit's first sister product and builds the way another team's would: the
// workspace packages resolve through their published entries (their `dist`), never their source,
// so it proves what `npm install @quotemarket/ui` gives (build them first: `npm run build`).
export default defineConfig({
  base: consoleBase,
  plugins: [react(), precompress()],
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
  },
});
