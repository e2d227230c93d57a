import { css, styled } from 'styled-components';
import { dataVariants } from '../../internal/dataVariants';
import { wideScreen } from '../../internal/media';
import { vars } from '../../tokens/css-variables';
import type { SplitLayoutSecondaryWidth } from './SplitLayout.variants';

const widthStyles: Record<SplitLayoutSecondaryWidth, ReturnType<typeof css>> = {
  narrow: css`
    --split-columns: minmax(0, 2fr) minmax(0, 1fr);
  `,
  medium: css`
    --split-columns: minmax(0, 3fr) minmax(0, 2fr);
  `,
  half: css`
    --split-columns: minmax(0, 1fr) minmax(0, 1fr);
  `,
};

export const StyledSplitLayout = styled.div`
  ${dataVariants('secondary-width', widthStyles)}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[5]};

  @media ${wideScreen} {
    grid-template-columns: var(--split-columns);
    /* Areas, not document order, put the primary slot at the start whichever slot comes first. */
    grid-template-areas: 'primary secondary';
    align-items: start;
    gap: ${vars.space[6]};

    & > [data-part='primary'] {
      grid-area: primary;
    }

    & > [data-part='secondary'] {
      grid-area: secondary;
    }

    &[data-sticky-secondary='true'] > [data-part='secondary'] {
      position: sticky;
      top: ${vars.space[4]};
    }
  }
`;

export const StyledPane = styled.div`
  min-width: 0;
`;
