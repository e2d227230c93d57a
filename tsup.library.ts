import { defineConfig, type Options } from 'tsup';

/** The build every published package shares: ESM with declarations and source maps. */
export function libraryConfig(options: Options) {
  return defineConfig({
    format: ['esm'],
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    // tsup's declaration step still passes `baseUrl`, which TypeScript 6 deprecates.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    ...options,
  });
}
