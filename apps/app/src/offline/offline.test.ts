import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssVariableDeclarations } from '@quotemarket/ui';

// Read as files: the test environment hands CSS modules over empty.
const here = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.join(here, 'offline.css'), 'utf8');
const html = readFileSync(path.join(here, 'offline.html'), 'utf8');

/** `--name: value;` pairs, with the whitespace of a wrapped value folded. */
function declarations(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(/(--qm-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.replace(/\s+/g, ' ').trim(),
    ]),
  );
}

describe('the offline page', () => {
  it('draws with the kit’s own values for every token it names', () => {
    const kit = declarations(cssVariableDeclarations());
    const page = declarations(css);
    expect(page.size).toBeGreaterThan(10);
    for (const [name, value] of page) expect([name, value]).toEqual([name, kit.get(name)]);
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
