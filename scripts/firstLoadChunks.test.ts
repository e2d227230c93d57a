import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadChunkGroups, firstLoadCompileHints } from './firstLoadChunks';

const root = path.join(import.meta.dirname, '../node_modules/.cache/first-load-chunks-test');
const hint = '//# allFunctionsCalledOnLoad';

/** Builds an entry that loads two pages later, sharing a module: Vite preloads it beside each. */
async function builtAssets(hints: boolean): Promise<Map<string, string>> {
  await rm(root, { recursive: true, force: true });
  await mkdir(path.join(root, 'src'), { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/src/main.ts"></script></body></html>',
  );
  await writeFile(
    path.join(root, 'src/main.ts'),
    'document.title = "start";\nvoid (location.hash ? import("./first") : import("./second")).then((page) => page.show());\n',
  );
  for (const page of ['first', 'second']) {
    await writeFile(
      path.join(root, `src/${page}.ts`),
      `import { shared } from './shared';\nexport function show() { document.title = shared('${page}'); }\n`,
    );
  }
  await writeFile(
    path.join(root, 'src/shared.ts'),
    'export function shared(name: string) { return `${name} page`; }\n',
  );
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: hints ? [firstLoadCompileHints()] : [],
    build: {
      outDir: 'dist',
      sourcemap: true,
      rolldownOptions: { output: { codeSplitting: { groups: firstLoadChunkGroups } } },
    },
  });
  const assets = path.join(root, 'dist/assets');
  const files = await readdir(assets);
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await readFile(path.join(assets, file), 'utf8')] as const),
    ),
  );
}

afterAll(() => rm(root, { recursive: true, force: true }));

describe('firstLoadCompileHints', () => {
  it("heads the first load's chunks with V8's compile hint, before Vite's preload helper, and only those", async () => {
    const plain = await builtAssets(false);
    const hinted = await builtAssets(true);
    const entryOf = (assets: Map<string, string>) =>
      [...assets].find(([file]) => /^index-.*\.js$/.test(file))!;
    const pagesOf = (assets: Map<string, string>) =>
      [...assets].filter(([file]) => /^(first|second|shared)-.*\.js$/.test(file));
    // File names carry a hash, which the hint changes.
    const unhashed = (code: string) => code.replace(/-[\w-]{8}\.js/g, '.js');

    const [entryFile, entryCode] = entryOf(hinted);
    expect(entryCode.split('\n')[0]).toBe(hint);
    // Vite's list of what to preload beside a page is written at the top too: below the hint.
    expect(entryCode.split('\n')[1]).toContain('__vite__mapDeps');
    expect(unhashed(entryCode)).toBe(`${hint}\n${unhashed(entryOf(plain)[1])}`);
    expect(entryFile).not.toBe(entryOf(plain)[0]);
    expect(pagesOf(hinted)).toHaveLength(3);
    for (const [, code] of pagesOf(hinted)) expect(code).not.toContain(hint);

    // The source map moved down the hint's line, and only that.
    const mappings = (assets: Map<string, string>, file: string) =>
      (JSON.parse(assets.get(`${file}.map`)!) as { mappings: string }).mappings;
    expect(mappings(hinted, entryFile)).toBe(`;${mappings(plain, entryOf(plain)[0])}`);
  });
});

describe('firstLoadChunkGroups', () => {
  const groupOf = (id: string) =>
    firstLoadChunkGroups
      .filter(({ test }) => (typeof test === 'function' ? test(id) : test.test(id)))
      .sort((a, b) => b.priority - a.priority)[0]?.name;

  it('keeps the query chunk to react-query: the list virtualiser, also @tanstack, is not in it', () => {
    expect(groupOf('/repo/node_modules/@tanstack/query-core/build/modern/query.js')).toBe('query');
    expect(groupOf('/repo/node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBe(
      'query',
    );
    expect(groupOf('/repo/node_modules/@tanstack/virtual-core/dist/esm/index.js')).toBeUndefined();
    expect(groupOf('/repo/node_modules/@tanstack/react-virtual/dist/esm/index.js')).toBeUndefined();
  });
});
