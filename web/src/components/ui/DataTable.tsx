import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './ui.css';
import './data-table.css';

export type SortOrder = 'asc' | 'desc';

export type Column<Row> = {
  id: string;
  /** The column's name; on a phone it labels the value inside each card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a row header, read before every other cell). */
  rowHeader?: boolean;
  /** Sorted by the server: clicking the header asks for this column. */
  sortable?: boolean;
};

/** The table's name: a caption of its own, or a visible heading beside it (its id). */
type Naming = { caption: string; labelledBy?: never } | { caption?: never; labelledBy: string };

type Props<Row extends RowData> = Naming & {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  sort?: { by: string; order: SortOrder };
  onSort?: (by: string) => void;
};

const features = tableFeatures({});

const ariaSort = (column: string, sort: Props<RowData>['sort']) => {
  if (sort?.by !== column) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
};

/**
 * A table on TanStack Table whose pages and order come from the server. Below 40 rem each row
 * becomes a card, each value under its column's name (ui.css), so nothing scrolls sideways.
 */
export const DataTable = <Row extends RowData>({
  caption,
  labelledBy,
  columns,
  rows,
  rowId,
  sort,
  onSort,
}: Props<Row>) => {
  const intl = useIntl();
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(
      columns.map((column) => helper.display({ id: column.id, header: column.header })),
    );
  }, [columns]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({ features, columns: tableColumns, data, getRowId: rowId });
  const byId = new Map(columns.map((column) => [column.id, column]));

  const headerOf = (column: Column<Row>) =>
    column.sortable && onSort ? (
      <button
        type="button"
        className="ui-sort"
        aria-label={intl.formatMessage({ id: 'ui.sortBy' }, { column: column.header })}
        onClick={() => onSort(column.id)}
      >
        {column.header}
        <span aria-hidden="true">
          {sort?.by === column.id ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
        </span>
      </button>
    ) : (
      column.header
    );

  return (
    <table className="ui-table" aria-labelledby={labelledBy}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              {...(column.sortable ? { 'aria-sort': ariaSort(column.id, sort) } : {})}
            >
              {headerOf(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => {
              const column = byId.get(cell.column.id);
              const Cell = column?.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={cell.id}
                  {...(column?.rowHeader ? { scope: 'row' } : {})}
                  data-label={column?.header}
                >
                  {/* Rendered as an element, not as a component (FlexRender): the cell
                      functions are new on each render, and a new component type would
                      remount the cell and lose its state (an open dialog) on every refetch. */}
                  {column?.cell(row.original)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
