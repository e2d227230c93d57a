// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles an app that imports `names` from the kit, as a bundler of a consumer would. */
async function bundleImporting(names: string[]): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { ${names.join(', ')} } from '@quotemarket/ui'; console.log(${names.join(', ')});`,
      resolveDir: packageRoot,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    minify: false,
    treeShaking: true,
    conditions: ['@quotemarket/source'],
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'styled-components',
      '@radix-ui/*',
      '@tanstack/*',
      'dompurify',
    ],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('the kit is tree-shakable', () => {
  it('leaves SortSheet out of a bundle that imports only StarRating', async () => {
    const bundle = await bundleImporting(['StarRatingDisplay']);
    expect(bundle).toContain('star-rating');
    expect(bundle).not.toContain('sort-sheet');
    expect(bundle).not.toContain('적용하기');
  });

  it('still includes what is imported', async () => {
    const bundle = await bundleImporting(['SortSheet']);
    expect(bundle).toContain('sort-sheet');
  });
});
