import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumMissingMessage, findChromium } from './scripts/chromium.mjs';
import { storybookProject } from './apps/storybook/vitest.project.ts';

// Workspace packages export their TypeScript source under this condition (docs/decisions/0001).
const source = '@quotemarket/source';

const dom = (name: string, include: string[]): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [react()],
  test: {
    name,
    include,
    environment: 'jsdom',
    setupFiles: ['./scripts/vitest-dom-setup.ts'],
    // A screen test types and clicks through a whole flow: on a busy 2-core machine that takes
    // more than the default 5 s without anything being wrong.
    testTimeout: 15_000,
  },
});

const api = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    environment: 'node',
    env,
    globalSetup: ['./apps/api/src/testing/templates-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const chromium = findChromium();
if (!chromium) {
  if (process.env.CI === 'true') {
    throw new Error(`CI needs Chromium for the story tests. ${chromiumMissingMessage}`);
  }
  console.warn(chromiumMissingMessage);
}

export default defineConfig({
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  // Global setup files (the API's database templates) run in Vitest's own environment: they read
  // the workspace packages' source too, so `npm test` needs no build first.
  environments: { __vitest__: { resolve: { conditions: [source, ...defaultServerConditions] } } },
  test: {
    // One worker per core (Vitest's default leaves one core to itself, which halves a 2-core CI).
    maxWorkers: availableParallelism(),
    // Test files share their worker's modules and document instead of each building them anew:
    // a fresh jsdom, module graph and database template per file cost five times the tests
    // themselves. So a test cleans up what it renders (the setup file does), keeps no state at
    // module level between files, and checks CSS by its own component's selectors.
    isolate: false,
    reporters: ['default', './scripts/vitest-engines-reporter.ts'],
    tags: [
      {
        name: 'race',
        description: 'concurrent requests: meaningful on PostgreSQL (PGlite serialises queries)',
      },
    ],
    projects: [
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] },
      },
      dom('ui', ['packages/ui/src/**/*.test.{ts,tsx}']),
      dom('hooks', ['packages/hooks/src/**/*.test.{ts,tsx}']),
      dom('page-render', ['packages/page-render/src/**/*.test.{ts,tsx}']),
      dom('app', ['apps/app/src/**/*.test.{ts,tsx}', 'apps/app/build/**/*.test.ts']),
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      dom('seller', ['apps/seller/src/**/*.test.{ts,tsx}']),
      dom('admin', ['apps/admin/src/**/*.test.{ts,tsx}']),
      api('api:pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [api('api:postgres', { TEST_DB: 'postgres' })] : []),
      ...(chromium ? [storybookProject(chromium)] : []),
    ],
  },
});
