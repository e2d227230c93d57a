// `react-style-singleton`'s three exports, for an app under a strict Content-Security-Policy to put
// in their place. Radix's dialogs lock the page's scroll through `react-remove-scroll-bar`, which
// writes its rules as the text of a new <style> element: a policy without 'unsafe-inline' (or a
// nonce) refuses that text, so every dialog that opened logged a violation and locked nothing.
// These give the same rules to the document as a constructed style sheet, which the policy does
// not govern (as styled-components' `insertRule`). A browser without constructed style sheets
// (Safari before 16.4) gets the <style> element as before. An app aliases the module in its
// bundler: `resolve.alias: { 'react-style-singleton': '@quotemarket/ui/style-singleton' }`.
import { useEffect, type FC } from 'react';

interface StyleSheetSingleton {
  add(css: string): void;
  remove(): void;
}

function canAdoptStyleSheets(): boolean {
  return 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype;
}

/** Puts `css` on the page; the returned function takes it off again. */
function attachStyles(css: string): () => void {
  if (canAdoptStyleSheets()) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
    };
  }
  const element = document.createElement('style');
  element.textContent = css;
  document.head.append(element);
  return () => element.remove();
}

/** The first `add` puts its styles on the page, the last matching `remove` takes them off. */
export function stylesheetSingleton(): StyleSheetSingleton {
  let users = 0;
  let detach: (() => void) | null = null;
  return {
    add(css) {
      if (users === 0) detach = attachStyles(css);
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0) {
        detach?.();
        detach = null;
      }
    },
  };
}

/** A hook that keeps the singleton's styles on the page while a component using it is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // As the original: the styles are read again only when the caller says they change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [styles && isDynamic],
    );
  };
}

/** A component that keeps the singleton's styles on the page while an instance is mounted. */
export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  return function StyleSingleton({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
