import { existsSync, readFileSync } from 'node:fs';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from './reactRouterProduction';

const plugin = reactRouterProduction();
const resolve = (id: string) =>
  (plugin.resolveId as (id: string) => string | null).call(undefined, id);
const appliesTo = (env: Partial<ConfigEnv>) =>
  (plugin.apply as (config: UserConfig, env: ConfigEnv) => boolean)(
    {},
    { command: 'build', mode: 'production', isSsrBuild: false, ...env },
  );

describe('reactRouterProduction', () => {
  it('resolves React Router and its DOM entry to its production build, development warnings off', () => {
    for (const id of ['react-router', 'react-router/dom']) {
      const file = resolve(id);
      expect(file, id).toMatch(/react-router\/dist\/production\/[a-z-]+\.mjs$/);
      expect(existsSync(file!), id).toBe(true);
    }
    const entry = resolve('react-router')!;
    const modules = [...readFileSync(entry, 'utf8').matchAll(/from "\.\/(chunk-[^"]+)"/g)].map(
      ([, chunk]) => readFileSync(new URL(chunk!, `file://${entry}`), 'utf8'),
    );
    const switches = modules.flatMap((code) => code.match(/var ENABLE_DEV_WARNINGS = \w+;/g) ?? []);
    expect(switches).toEqual(['var ENABLE_DEV_WARNINGS = false;']);
  });

  it('leaves every other import, the dev server and the server bundle alone', () => {
    expect(resolve('react-router-dom')).toBeNull();
    expect(resolve('react')).toBeNull();
    expect(appliesTo({})).toBe(true);
    expect(appliesTo({ command: 'serve' })).toBe(false);
    expect(appliesTo({ isSsrBuild: true })).toBe(false);
  });
});
