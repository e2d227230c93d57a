import {
  useId,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import {
  StyledCaption,
  StyledCell,
  StyledHead,
  StyledHeaderCell,
  StyledRow,
  StyledSortButton,
  StyledTable,
  StyledTableFrame,
} from './Table.styles';
import {
  tableCellVariants,
  tableVariants,
  type TableCellAlign,
  type TableDensity,
} from './Table.variants';
import { Icon } from '../Icon';

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** What the table lists; read first by screen readers, and shown above the rows. */
  caption: ReactNode;
  /** Hides the caption from sight (a heading above says the same), keeping it for screen readers. */
  hideCaption?: boolean;
  density?: TableDensity;
  children: ReactNode;
  ref?: Ref<HTMLTableElement>;
}

/**
 * A data table that only paints: rows, headers and cells are the app's (a table library's model
 * rendered through `TableRow`, `TableHeaderCell`, `TableCell`). On a narrow screen the table keeps
 * its columns and its frame scrolls sideways, reachable by keyboard.
 */
export function Table({
  caption,
  hideCaption = false,
  density = tableVariants.density.default,
  children,
  ...rest
}: TableProps) {
  const captionId = useId();
  return (
    // The frame scrolls, so it takes the focus for keyboard users to scroll it, and is named by
    // the caption so the stop says what it is.
    <StyledTableFrame
      data-qm="table"
      data-density={density}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <StyledTable {...rest}>
        <StyledCaption id={captionId} data-hidden={hideCaption}>
          {caption}
        </StyledCaption>
        {children}
      </StyledTable>
    </StyledTableFrame>
  );
}

export function TableHead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <StyledHead {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export interface TableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  /** `detail`: a row that opens under another (an expanded row's details). */
  tone?: 'default' | 'detail';
}

export function TableRow({ tone = 'default', ...rest }: TableRowProps) {
  return <StyledRow data-tone={tone} {...rest} />;
}

/** How a column's rows are ordered now: `false` when the list is ordered by another column. */
export type TableSortDirection = 'asc' | 'desc' | false;

export interface TableColumnSort {
  direction: TableSortDirection;
  /** Asks for the next order; the app decides what it is (and orders the rows, or asks its server). */
  onToggle: () => void;
}

export interface TableHeaderCellProps extends Omit<
  ThHTMLAttributes<HTMLTableCellElement>,
  'align'
> {
  align?: TableCellAlign;
  /**
   * Makes the header a button that orders the rows by its column: the header says the order to
   * screen readers (`aria-sort`) and shows it with an arrow.
   */
  sort?: TableColumnSort;
}

const ariaSortOf = { asc: 'ascending', desc: 'descending' } as const;
const sortIconOf = { asc: 'sort-ascending', desc: 'sort-descending' } as const;

export function TableHeaderCell({
  align = tableCellVariants.align.default,
  scope = 'col',
  sort,
  children,
  ...rest
}: TableHeaderCellProps) {
  if (sort === undefined) {
    return (
      <StyledHeaderCell data-align={align} scope={scope} {...rest}>
        {children}
      </StyledHeaderCell>
    );
  }
  const { direction, onToggle } = sort;
  return (
    <StyledHeaderCell
      data-align={align}
      scope={scope}
      aria-sort={direction ? ariaSortOf[direction] : undefined}
      {...rest}
    >
      <StyledSortButton type="button" data-sorted={direction !== false} onClick={onToggle}>
        {children}
        <Icon name={direction ? sortIconOf[direction] : 'sortable'} />
      </StyledSortButton>
    </StyledHeaderCell>
  );
}

export interface TableCellProps extends Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> {
  align?: TableCellAlign;
}

export function TableCell({ align = tableCellVariants.align.default, ...rest }: TableCellProps) {
  return <StyledCell data-align={align} {...rest} />;
}
