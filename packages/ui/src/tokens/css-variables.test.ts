import { describe, expect, it } from 'vitest';
import { cssVariableDeclarations, vars } from './css-variables';
import { tokens } from './tokens';

describe('css variables', () => {
  it('names each token by its path', () => {
    expect(vars.color.primary).toBe('var(--qm-color-primary)');
    expect(vars.font.size.md).toBe('var(--qm-font-size-md)');
    expect(vars.layout.appMaxWidth).toBe('var(--qm-layout-app-max-width)');
  });

  it('declares every variable that a reference points to', () => {
    const declarations = cssVariableDeclarations();
    expect(declarations).toContain(`--qm-color-primary: ${tokens.color.primary};`);
    expect(declarations).toContain('--qm-space-4: 16px;');
    const declared = new Set([...declarations.matchAll(/(--qm-[a-z0-9-]+):/g)].map((m) => m[1]));
    const referenced = JSON.stringify(vars).match(/--qm-[a-z0-9-]+/g) ?? [];
    expect(referenced.length).toBeGreaterThan(50);
    expect(referenced.filter((name) => !declared.has(name))).toEqual([]);
  });
});
