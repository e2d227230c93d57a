import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vars } from '../tokens/css-variables';
import { fallbackFontFamily } from '../tokens/fallbackFontFaces';
import { tokens } from '../tokens/tokens';
import { globalStyleSheet, globalStyleSheetFile } from './globalStyleSheet';

const sheet = globalStyleSheet();

describe('the global stylesheet', () => {
  it('is written from the tokens (npm run styles -w @quotemarket/ui after changing one)', () => {
    expect(readFileSync(path.join(import.meta.dirname, globalStyleSheetFile), 'utf8')).toBe(sheet);
  });

  it('declares every variable a component reads, with its token value', () => {
    const referenced = new Set(JSON.stringify(vars).match(/--qm-[a-z0-9-]+/g));
    const declared = new Set([...sheet.matchAll(/(--qm-[a-z0-9-]+):/g)].map((match) => match[1]));
    expect([...referenced].filter((name) => !declared.has(name))).toEqual([]);
    expect(sheet).toContain(`--qm-color-primary: ${tokens.color.primary};`);
  });

  it('declares the Korean fallback face the font stack names, and the base document rules', () => {
    expect(sheet.match(new RegExp(`font-family: '${fallbackFontFamily}'`, 'g'))).toHaveLength(2);
    expect(sheet).toMatch(/body \{[^}]*font-family: var\(--qm-font-family\);/);
    expect(sheet).toMatch(
      /:focus-visible \{[^}]*outline: var\(--qm-focus-ring-width\) solid var\(--qm-color-focus-ring\)/,
    );
  });

  it('is plain CSS: its braces balance and nothing is left of a template', () => {
    const opened = sheet.match(/\{/g)?.length ?? 0;
    expect(sheet.match(/\}/g)?.length).toBe(opened);
    expect(sheet).not.toMatch(/\$\{|undefined|\[object/);
  });
});
