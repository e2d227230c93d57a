import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress';

const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});
