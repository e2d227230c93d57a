import { tokens } from './tokens';

const prefix = '--qm';

type TokenTree = { readonly [key: string]: string | TokenTree };

/** Mirrors a token tree with `var(--qm-…)` references, keeping its shape and its types. */
type VarTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const toKebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function walk(tree: TokenTree, path: string[], visit: (name: string, value: string) => void): void {
  for (const [key, value] of Object.entries(tree)) {
    const nextPath = [...path, toKebab(key)];
    if (typeof value === 'string') {
      visit(`${prefix}-${nextPath.join('-')}`, value);
    } else {
      walk(value, nextPath, visit);
    }
  }
}

function mirror<T extends TokenTree>(tree: T, path: string[] = []): VarTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const nextPath = [...path, toKebab(key)];
      return [
        key,
        typeof value === 'string'
          ? `var(${prefix}-${nextPath.join('-')})`
          : mirror(value, nextPath),
      ];
    }),
  ) as VarTree<T>;
}

/** `vars.color.primary === 'var(--qm-color-primary)'`: what every styled component reads. */
export const vars = mirror(tokens);

/** The declarations for `:root`, generated from the same tree so no variable can be missed. */
export function cssVariableDeclarations(tree: TokenTree = tokens): string {
  const lines: string[] = [];
  walk(tree, [], (name, value) => lines.push(`${name}: ${value};`));
  return lines.join('\n');
}
