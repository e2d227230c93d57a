import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    'add-dealer': 'src/cli/add-dealer.ts',
    'add-operator': 'src/cli/add-operator.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Workspace packages are bundled from their TypeScript source; npm dependencies stay external.
  noExternal: [/^@quotemarket\//],
  esbuildOptions(options) {
    options.conditions = ['@quotemarket/source'];
  },
});
