/**
 * What styled-components has written into the document, for tests that check a component's CSS.
 * Test files share one document in a worker, so other components' rules are there too: a test
 * looks at its own component's rules (those naming one of its element's generated classes).
 */
const styleText = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

/** A top-level rule `selector{…}`, or an at-rule with rules nested in it `@media (…){a{…}b{…}}`. */
const topLevelBlock = /(@[^{]+)\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}|([^{}]+)\{([^{}]*)\}/g;
const nestedRule = /([^{}]+)\{([^{}]*)\}/g;

interface Rule {
  selector: string;
  declarations: string;
}

const written = (rules: Rule[]) =>
  rules.map(({ selector, declarations }) => `${selector}{${declarations}}`).join('\n');

export interface ComponentCss {
  /** The rules that apply at every width, as written: `.a[data-x='y']{--v:1;}` */
  outside: string;
  /** The rules inside `@media <query>`. */
  inside(query: string): string;
  /** The declarations of the rule `selector` (`[data-tone='warning']`) adds to the class. */
  ruleFor(selector: string): string;
}

/** The CSS of `element`'s own component, at every width and inside each media query. */
export function componentCss(element: Element): ComponentCss {
  const classes = [...element.classList].map((name) => `.${name}`);
  const own = (selector: string) => classes.some((name) => selector.includes(name));
  const outside: Rule[] = [];
  const byQuery = new Map<string, Rule[]>();
  for (const [, atRule, nested = '', selector, declarations = ''] of styleText().matchAll(
    topLevelBlock,
  )) {
    if (selector !== undefined && own(selector)) {
      outside.push({ selector: selector.trim(), declarations });
    }
    if (atRule === undefined) continue;
    const query = atRule.trim().replace(/^@media\s+/, '');
    for (const [, inner = '', innerDeclarations = ''] of nested.matchAll(nestedRule)) {
      if (!own(inner)) continue;
      byQuery.set(query, [
        ...(byQuery.get(query) ?? []),
        { selector: inner.trim(), declarations: innerDeclarations },
      ]);
    }
  }
  return {
    outside: written(outside),
    inside: (query) => written(byQuery.get(query) ?? []),
    ruleFor: (selector) =>
      outside
        .find((rule) => classes.some((name) => rule.selector === `${name}${selector}`))
        ?.declarations.replace(/\s+/g, ' ') ?? '',
  };
}

/** The declarations of the rule `selector` (`[data-tone='warning']`) gives `element`'s component. */
export const ruleOf = (element: Element, selector: string) =>
  componentCss(element).ruleFor(selector);
