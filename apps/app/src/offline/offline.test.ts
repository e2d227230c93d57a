import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssVariableDeclarations } from '@quotemarket/ui';

// Read as files: the test environment hands CSS modules over empty.
const here = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.join(here, 'offline.css'), 'utf8');
const html = readFileSync(path.join(here, 'offline.html'), 'utf8');
const script = readFileSync(path.join(here, 'offline.ts'), 'utf8');

describe('the offline page', () => {
  it('draws with the kit’s global stylesheet, and names only variables the kit declares', () => {
    expect(script).toMatch(
      /^import '@quotemarket\/ui\/global\.css';\nimport '\.\/offline\.css';$/m,
    );
    const declared = new Set(cssVariableDeclarations().match(/--qm-[\w-]+(?=:)/g));
    const named = new Set(css.match(/--qm-[\w-]+/g));
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !declared.has(name))).toEqual([]);
    // The page declares none of its own: the kit's are the only values.
    expect(css).not.toMatch(/--qm-[\w-]+\s*:/);
  });

  it('loads nothing from another origin', () => {
    expect(`${css}\n${html}`).not.toMatch(/(https?:)?\/\/[\w.-]+\.[a-z]{2,}/i);
  });

  it('says in Korean that the connection is gone, with a button to try again', () => {
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<h1 class="title">인터넷에 연결되어 있지 않아요</h1>');
    expect(html).toContain(
      '<button type="button" class="button" id="retry">다시 시도하기</button>',
    );
  });
});
