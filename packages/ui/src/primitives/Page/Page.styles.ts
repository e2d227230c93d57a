import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { PageHeightMode } from './Page.variants';
import { dataVariants } from '../../internal/dataVariants';

/** `--vh` is 1% of the real viewport height, recomputed by the app on every resize. */
const viewport = 'calc(var(--vh, 1vh) * 100)';

const heightStyles: Record<PageHeightMode, ReturnType<typeof css>> = {
  full: css`
    --page-height: ${viewport};
    --page-padding-bottom: env(safe-area-inset-bottom, 0px);
  `,
  // The spec subtracts 59px on /verificate-phone: the navigation bar's height token.
  withHeader: css`
    --page-height: calc(var(--vh, 1vh) * 100 - ${vars.layout.navigationHeight});
    --page-padding-bottom: env(safe-area-inset-bottom, 0px);
  `,
  // 113px = header 54px + navigation 59px. The bar also grows by the safe-area inset, so the
  // content keeps that much room at its end.
  withHeaderAndNavigation: css`
    --page-height: calc(
      var(--vh, 1vh) * 100 - ${vars.layout.headerHeight} - ${vars.layout.navigationHeight}
    );
    --page-padding-bottom: env(safe-area-inset-bottom, 0px);
  `,
};

export const StyledPage = styled.div`
  ${dataVariants('height-mode', heightStyles)}
  height: var(--page-height);
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior-y: contain;
  -webkit-overflow-scrolling: touch;
  padding-bottom: var(--page-padding-bottom);
`;
