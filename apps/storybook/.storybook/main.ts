import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      // Pre-bundled up front: discovered mid-run, Vite re-optimises and the story files that
      // already loaded fail with "Failed to fetch dynamically imported module" (a fresh CI clone
      // always hits this).
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'styled-components',
        '@radix-ui/react-accordion',
        '@radix-ui/react-checkbox',
        '@radix-ui/react-dialog',
        '@radix-ui/react-radio-group',
        '@radix-ui/react-switch',
        '@radix-ui/react-tabs',
        '@radix-ui/react-toast',
        '@radix-ui/react-visually-hidden',
        '@tanstack/react-virtual',
        'dompurify',
      ],
    },
    resolve: {
      ...viteConfig.resolve,
      // The kit is read from its TypeScript source, as the apps read it (docs/decisions/0001).
      conditions: ['@quotemarket/source', ...defaultClientConditions],
    },
  }),
};

export default config;
