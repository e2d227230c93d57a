import { css, styled } from 'styled-components';
import { dataVariants } from '../../internal/dataVariants';
import { vars } from '../../tokens/css-variables';
import type { TableCellAlign, TableDensity } from './Table.variants';

const densityStyles: Record<TableDensity, ReturnType<typeof css>> = {
  comfortable: css`
    --table-cell-padding: ${vars.space[4]} ${vars.space[4]};
  `,
  compact: css`
    --table-cell-padding: ${vars.space[2]} ${vars.space[3]};
  `,
};

const alignStyles: Record<TableCellAlign, ReturnType<typeof css>> = {
  start: css`
    text-align: start;
  `,
  center: css`
    text-align: center;
  `,
  end: css`
    text-align: end;
    font-variant-numeric: tabular-nums;
  `,
};

/** The frame scrolls sideways when the columns are wider than the screen; the page does not. */
export const StyledTableFrame = styled.div`
  ${dataVariants('density', densityStyles)}
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  &:focus-visible {
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.focus.ringOffset};
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const StyledCaption = styled.caption`
  padding: ${vars.space[3]} ${vars.space[4]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  text-align: start;

  /* Out of sight, still read: a heading above the table already says the same. */
  &[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const StyledHead = styled.thead`
  background: ${vars.color.surfaceMuted};
`;

export const StyledRow = styled.tr`
  border-bottom: 1px solid ${vars.color.border};

  tbody > &:last-child {
    border-bottom: 0;
  }

  &[data-tone='detail'] {
    background: ${vars.color.surfaceMuted};
  }
`;

export const StyledHeaderCell = styled.th`
  ${dataVariants('align', alignStyles)}
  padding: var(--table-cell-padding);
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  white-space: nowrap;
  border-bottom: 1px solid ${vars.color.border};
`;

/** A sortable header's button: the header's own text and look, with the order's arrow after it. */
export const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  /* Its baseline would be the arrow's when reversed (figures' columns), lifting it above the rest. */
  vertical-align: middle;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  [data-align='end'] > & {
    flex-direction: row-reverse;
  }

  & > [data-qm='icon'] {
    width: 0.875rem;
    height: 0.875rem;
    flex: none;
    opacity: 0.55;
  }

  &[data-sorted='true'] {
    color: ${vars.color.text};
  }

  &[data-sorted='true'] > [data-qm='icon'] {
    opacity: 1;
  }

  &:hover {
    color: ${vars.color.text};
  }

  &:focus-visible {
    border-radius: ${vars.radius.sm};
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.focus.ringOffset};
  }
`;

export const StyledCell = styled.td`
  ${dataVariants('align', alignStyles)}
  padding: var(--table-cell-padding);
  vertical-align: middle;
  /* Korean words stay whole (김관리, not 김관/리); only a token longer than its column, such as an
     e-mail address, breaks where it must. The frame scrolls when the columns need more. */
  word-break: keep-all;
  overflow-wrap: break-word;
`;
