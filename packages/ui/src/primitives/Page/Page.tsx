import { useCallback, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { createScrollParent, ScrollParentContext } from '../../internal/scrollParent';
import { StyledPage } from './Page.styles';
import { pageVariants, type PageHeightMode } from './Page.variants';

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  /** Which bars share the viewport with the content; see `pageVariants`. */
  heightMode?: PageHeightMode;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The shell's scrollable content area. A plain `div`: the app decides the landmarks (it usually
 * renders `<main>` around or inside it). Page-long lists inside it scroll with it, not the window.
 */
export function Page({
  heightMode = pageVariants.heightMode.default,
  children,
  ref,
  ...rest
}: PageProps) {
  const [scrollParent] = useState(createScrollParent);
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      scrollParent.attach(node);
      assignRef(ref, node);
    },
    [scrollParent, ref],
  );
  return (
    <StyledPage ref={attach} data-qm="page" data-height-mode={heightMode} {...rest}>
      <ScrollParentContext.Provider value={scrollParent}>{children}</ScrollParentContext.Provider>
    </StyledPage>
  );
}
