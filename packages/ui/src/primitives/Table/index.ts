export { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';
export type {
  TableCellProps,
  TableColumnSort,
  TableHeaderCellProps,
  TableProps,
  TableRowProps,
  TableSortDirection,
} from './Table';
export { tableCellVariants, tableVariants } from './Table.variants';
export type { TableCellAlign, TableDensity } from './Table.variants';
