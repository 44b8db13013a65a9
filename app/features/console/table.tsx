/**
 * The console's tables. Each sits in a box that scrolls sideways on a phone, has a caption for
 * screen readers, headers for its columns and, in each row, the header cell that names the row
 * (read out before each of the row's cells). `DataTable` lays out a list of rows by its columns,
 * or, `stacked`, as a card per row on a phone (each cell under its column's name, console.css);
 * `Table` and `HeaderCell` are its frame, for a grid whose cells are more than a row's fields.
 */
import type { Key, ReactNode } from "react";

/** The class names of the base, then a cell's or table's own. */
const classes = (base: string, own: string | undefined) => (own ? `${base} ${own}` : base);

const cellClass = "px-4 py-3 align-top text-slate-800";

/** A wide table in a box that scrolls sideways on a phone, reachable and named for the keyboard. */
function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      // Relative, so that it also clips what is positioned inside it: the screen-reader-only text of
      // a button in its last column (absolute, 1 px) otherwise sits beyond the phone's width, and
      // the phone zooms the whole page out to show it.
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </div>
  );
}

interface TableFrame {
  /** The scrolling box's name, which the keyboard reaches it by. */
  label: string;
  /** What the table holds and in which order, for screen readers. */
  caption: ReactNode;
  /** The id of a text that describes the table further, such as a count of its rows. */
  describedBy?: string;
}

export function Table({
  label,
  caption,
  describedBy,
  className,
  columns,
  headClassName,
  head,
  children,
}: TableFrame & {
  className?: string;
  /** A `<colgroup>`, for a table whose columns have set widths. */
  columns?: ReactNode;
  headClassName?: string;
  /** The header row's cells: HeaderCells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <TableScroller label={label}>
      <table
        className={classes("min-w-full divide-y divide-slate-200 text-left text-sm", className)}
        aria-describedby={describedBy}
      >
        <caption className="sr-only">{caption}</caption>
        {columns}
        <thead className={classes("bg-slate-50", headClassName)}>
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </TableScroller>
  );
}

/** A column's header, or (scope "row") a header cell that names its row. */
export function HeaderCell({
  scope = "col",
  className,
  children,
}: {
  scope?: "col" | "row";
  className?: string;
  children: ReactNode;
}) {
  return (
    <th
      scope={scope}
      className={classes("px-4 py-3 font-semibold whitespace-nowrap text-slate-900", className)}
    >
      {children}
    </th>
  );
}

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** This column's cell names the row: a `<th scope="row">` (one column of a table has it). */
  rowHeader?: boolean;
  /** Classes of the column's body cells, beside the cells' own. */
  className?: string;
  /** The column's name above each of its cells in a stacked table's cards; none for the row's header. */
  label?: string;
}

/**
 * Rows laid out by columns. With no rows, `empty` is shown instead of the table, if given;
 * otherwise the table shows with its headers alone.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  stacked = false,
  ...frame
}: TableFrame & {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  empty?: ReactNode;
  /** A card per row on a phone rather than a table to scroll sideways. */
  stacked?: boolean;
}) {
  if (rows.length === 0 && empty !== undefined) return empty;
  return (
    <Table
      {...frame}
      {...(stacked ? { className: "console-stacked" } : {})}
      head={columns.map((column, index) => (
        <HeaderCell key={index}>{column.header}</HeaderCell>
      ))}
    >
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((column, index) =>
            column.rowHeader ? (
              <th key={index} scope="row" className={classes(cellClass, column.className)}>
                {column.cell(row)}
              </th>
            ) : (
              <td key={index} className={classes(cellClass, column.className)} data-label={column.label}>
                {column.cell(row)}
              </td>
            ),
          )}
        </tr>
      ))}
    </Table>
  );
}
