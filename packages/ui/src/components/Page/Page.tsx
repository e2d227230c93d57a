import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { StyledPage } from './Page.styles';
import { pageVariants, type PageHeightMode } from './Page.variants';

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  /** Which bars share the viewport with the content; see `pageVariants`. */
  heightMode?: PageHeightMode;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The shell's scrollable content area. A plain `div`: the app decides the landmarks (it usually
 * renders `<main>` around or inside it).
 */
export function Page({
  heightMode = pageVariants.heightMode.default,
  children,
  ...rest
}: PageProps) {
  return (
    <StyledPage data-qm="page" data-height-mode={heightMode} {...rest}>
      {children}
    </StyledPage>
  );
}
