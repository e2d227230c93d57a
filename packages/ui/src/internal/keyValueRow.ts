import { css } from 'styled-components';
import { vars } from '../tokens/css-variables';

/**
 * A label/value row of a `<dl>`: the label on the left, the figure right-aligned in tabular digits,
 * and an optional note (`dd[data-part='note']`) under both. The price breakdown and the 견적서 set
 * their rows alike and add only their own emphasis.
 */
export const keyValueRow = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${vars.space[3]};
  align-items: baseline;

  & > dt {
    color: ${vars.color.textSubtle};
  }

  & > dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    text-align: right;
  }

  & > dd[data-part='note'] {
    grid-column: 1 / -1;
    color: ${vars.color.textSubtle};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.regular};
    text-align: left;
  }
`;
