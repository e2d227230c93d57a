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

async function writeCompressedCopies(filePath: string): Promise<void> {
  const content = await readFile(filePath);
  if (content.byteLength < minimumBytes) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${filePath}.br`, br), writeFile(`${filePath}.gz`, gz)]);
}

export interface PrecompressOptions {
  /**
   * Files another plugin writes once the bundle is closed (the service worker, built after the
   * app by vite-plugin-pwa), relative to the output directory: compressed after every other
   * plugin has finished.
   */
  writtenAfterBundle?: readonly string[];
}

/**
 * Writes `.br` and `.gz` copies of the text assets next to them at build time, so the server
 * (`@fastify/static` with `preCompressed`) sends them without compressing on every request.
 */
export function precompress({ writtenAfterBundle = [] }: PrecompressOptions = {}): Plugin {
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
        files.map((fileName) => writeCompressedCopies(path.join(outDir, fileName))),
      );
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await Promise.all(
          writtenAfterBundle.map((fileName) => writeCompressedCopies(path.join(outDir, fileName))),
        );
      },
    },
  };
}
