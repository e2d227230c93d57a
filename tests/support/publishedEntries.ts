import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from './test';

/**
 * Fails unless an app's built bundle (`apps/<app>/dist`) took the kit, the hooks and the contract
 * from their published entries (their `dist`) and nothing from their source: what an outside team
 * installing the packages would get (docs/decisions/0006).
 */
export async function expectBuiltFromPublishedEntries(app: 'seller' | 'admin'): Promise<void> {
  const assets = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../apps/${app}/dist/assets`,
  );
  const maps = (await readdir(assets)).filter((name) => name.endsWith('.js.map'));
  const sources = (
    await Promise.all(
      maps.map(
        async (name) =>
          (JSON.parse(await readFile(path.join(assets, name), 'utf8')) as { sources: string[] })
            .sources,
      ),
    )
  ).flat();
  for (const workspace of ['ui', 'hooks', 'contract']) {
    expect(sources.some((source) => source.includes(`packages/${workspace}/dist/`))).toBe(true);
    expect(sources.filter((source) => source.includes(`packages/${workspace}/src/`))).toEqual([]);
  }
}
