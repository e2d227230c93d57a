import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { styleSingleton, stylesheetSingleton } from './style-singleton';

const lock = 'body[data-scroll-locked] { overflow: hidden !important; }';

/** The <style> elements carrying the lock's text (other tests' styled components add their own). */
const lockElements = () =>
  [...document.querySelectorAll('style')].filter((element) =>
    element.textContent?.includes('data-scroll-locked'),
  );

describe('style singleton, where the browser adopts constructed style sheets', () => {
  let adopted: CSSStyleSheet[] = [];
  beforeEach(() => {
    // jsdom has constructed sheets (`replaceSync`) but no `adoptedStyleSheets` to hand them to.
    Object.defineProperty(Document.prototype, 'adoptedStyleSheets', {
      configurable: true,
      get: () => adopted,
      set: (sheets: CSSStyleSheet[]) => {
        adopted = sheets;
      },
    });
  });
  afterEach(() => {
    delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    adopted = [];
  });

  it('adopts the rules once for every user and drops them with the last, with no <style> text', () => {
    const singleton = stylesheetSingleton();
    singleton.add(lock);
    singleton.add(lock);
    expect(adopted).toHaveLength(1);
    expect([...adopted[0]!.cssRules].map((rule) => rule.cssText).join('')).toContain(
      'data-scroll-locked',
    );
    expect(lockElements()).toEqual([]);

    singleton.remove();
    expect(adopted).toHaveLength(1);
    singleton.remove();
    expect(adopted).toEqual([]);
  });

  it('keeps the sheets others adopted', () => {
    const others = new CSSStyleSheet();
    adopted = [others];
    const singleton = stylesheetSingleton();
    singleton.add(lock);
    singleton.remove();
    expect(adopted).toEqual([others]);
  });

  it('as a component: on the page while an instance is mounted', () => {
    const Style = styleSingleton();
    const first = render(<Style styles={lock} />);
    const second = render(<Style styles={lock} />);
    expect(adopted).toHaveLength(1);
    first.unmount();
    expect(adopted).toHaveLength(1);
    second.unmount();
    expect(adopted).toEqual([]);
  });
});

describe('style singleton, in a browser without constructed style sheets', () => {
  it('falls back to a <style> element, removed with the last user', () => {
    const Style = styleSingleton();
    const view = render(<Style styles={lock} />);
    expect(lockElements()).toHaveLength(1);
    expect(lockElements()[0]?.parentElement).toBe(document.head);
    view.unmount();
    expect(lockElements()).toEqual([]);
  });
});
