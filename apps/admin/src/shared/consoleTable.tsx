import type { ReactNode } from 'react';
import {
  createColumnHelper,
  flexRender,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
  type OnChangeFn,
  type Row,
  type RowData,
  type SortingState,
  type Table as TableModel,
} from '@tanstack/react-table';
import type { ListOrder } from '@quotemarket/contract';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  type TableCellAlign,
} from '@quotemarket/ui';

/** What every console table can do: order by a column (on the server) and open a row's details. */
export const consoleTableFeatures = tableFeatures({
  rowSortingFeature,
  rowExpandingFeature,
  columnMeta: {} as { align?: TableCellAlign },
});
type ConsoleFeatures = typeof consoleTableFeatures;

/** A console table's column definitions, typed for its rows. */
export function consoleColumns<Item extends RowData>() {
  return createColumnHelper<ConsoleFeatures, Item>();
}

/**
 * The table's sorting options for a list its server orders: one column at a time, never
 * unsorted; a header asks for its column (or the other way), and the list asks the server again.
 */
export function serverSorting<Column extends string>(
  order: ListOrder<Column>,
  columns: readonly Column[],
  onOrderChange: (next: ListOrder<Column>) => void,
) {
  const sorting: SortingState = [{ id: order.sort, desc: order.order === 'desc' }];
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const [next] = typeof updater === 'function' ? updater(sorting) : updater;
    const sort = columns.find((column) => column === next?.id);
    if (next && sort) onOrderChange({ sort, order: next.desc ? 'desc' : 'asc' });
  };
  return {
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange,
  };
}

export interface ConsoleTableProps<Item extends RowData> {
  table: TableModel<ConsoleFeatures, Item>;
  /** What the table lists, for screen readers (the page's heading says it to sight). */
  caption: string;
  /** While the next page or order loads in place of this one. */
  busy: boolean;
  /** The details an expanded row opens under it, in a row of their own with this id. */
  detail?: { idOf: (row: Row<ConsoleFeatures, Item>) => string; render: (item: Item) => ReactNode };
}

/** A console list's table: the library's model painted with the kit's table, sortable headers included. */
export function ConsoleTable<Item extends RowData>({
  table,
  caption,
  busy,
  detail,
}: ConsoleTableProps<Item>) {
  const columnCount = table.getAllLeafColumns().length;
  return (
    <Table caption={caption} hideCaption density="compact" aria-busy={busy}>
      <TableHead>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHeaderCell
                key={header.id}
                align={header.column.columnDef.meta?.align}
                sort={
                  header.column.getCanSort()
                    ? {
                        direction: header.column.getIsSorted(),
                        onToggle: () => header.column.toggleSorting(),
                      }
                    : undefined
                }
              >
                {flexRender(header.column.columnDef.header, header.getContext())}
              </TableHeaderCell>
            ))}
          </TableRow>
        ))}
      </TableHead>
      <TableBody>
        {table.getRowModel().rows.flatMap((row) => [
          <TableRow key={row.id}>
            {row.getAllCells().map((cell) => (
              <TableCell key={cell.id} align={cell.column.columnDef.meta?.align}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
          </TableRow>,
          ...(detail && row.getIsExpanded()
            ? [
                <TableRow key={`${row.id}-detail`} tone="detail" id={detail.idOf(row)}>
                  <TableCell colSpan={columnCount}>{detail.render(row.original)}</TableCell>
                </TableRow>,
              ]
            : []),
        ])}
      </TableBody>
    </Table>
  );
}
