import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(js|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than its extra request headers cost.
const minimumBytes = 1024;

/**
 * Writes `.br` and `.gz` copies of the text assets next to them at build time, so the server
 * (`@fastify/static` with `preCompressed`) sends them without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'quotemarket:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((fileName) => compressible.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const filePath = path.join(outDir, fileName);
          const content = await readFile(filePath);
          if (content.byteLength < minimumBytes) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${filePath}.br`, br), writeFile(`${filePath}.gz`, gz)]);
        }),
      );
    },
  };
}
