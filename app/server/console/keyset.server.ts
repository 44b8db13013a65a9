/**
 * The console's lists read a page by keyset (ADR 043): from the position a cursor names
 * (app/domain/page-cursor.ts), in an order of (instant, id) that an index of the same columns
 * holds, so that page 400 costs what page 1 does. And they count only up to COUNT_CAP: an exact
 * count of 100,000 rows reads them all.
 */
import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { COUNT_CAP, type KeysetPage, type PageCursor } from "~/domain/page-cursor";
import type { Executor } from "../db/executor.server";

/** A list's order: by the instant, then the id, both the same way so that one index serves it. */
export interface KeysetOrder {
  at: AnyPgColumn;
  id: AnyPgColumn;
  descending: boolean;
}

/**
 * The row's instant as a cursor carries it: in UTC to the microsecond, whatever the session's time
 * zone and date style (a JavaScript Date would round it to the millisecond).
 */
export function cursorInstant(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The rows on one side of the position, in the list's order ("after") or before it: those whose
 * instant is beyond the position's, and of the same instant those whose id is.
 *
 * A bound on the instant alone is what the index's range starts from. Written as the row
 * comparison (at, id) < (x, y), PostgreSQL 18 (PGlite's) started the range at the first bound on
 * the instant that the query named instead: a filter's own (leads received up to a day, upcoming
 * bookings) or the export's "received by now". Each page then read the index from that bound down
 * to its position, more the deeper it was (ADR 052). Two bounds on the instant alone are compared
 * when the scan starts, and the tighter taken, in every version.
 */
function beyond(order: KeysetOrder, cursor: PageCursor): SQL {
  const later = (cursor.direction === "after") !== order.descending;
  const at = sql`${cursor.at}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  return later
    ? sql`(${order.at} >= ${at} and (${order.at} > ${at} or ${order.id} > ${id}))`
    : sql`(${order.at} <= ${at} and (${order.at} < ${at} or ${order.id} < ${id}))`;
}

/** The ORDER BY of a list's order, or of its reverse (for the rows before a position). */
export function keysetOrderBy(order: KeysetOrder, reversed = false): SQL[] {
  const direction = order.descending !== reversed ? desc : asc;
  return [direction(order.at), direction(order.id)];
}

/** What a list's query gives back for its rows to be paged: their position. */
export interface Positioned {
  cursorAt: string;
  id: string;
}

const position = (direction: PageCursor["direction"], row: Positioned): PageCursor => ({
  direction,
  at: row.cursorAt,
  id: row.id,
});

/**
 * One page of a list: `read` is the list's own query, given the position's condition (undefined on
 * the first page), the order and how many rows to read. One more row than a page is read, to know
 * whether another page follows. A previous page that would be short (rows before it were removed
 * since) is the first page, read in full.
 */
export async function readKeysetPage<Row extends Positioned>(
  order: KeysetOrder,
  cursor: PageCursor | undefined,
  pageSize: number,
  read: (position: SQL | undefined, orderBy: SQL[], limit: number) => Promise<Row[]>,
): Promise<KeysetPage<Row>> {
  if (cursor?.direction === "before") {
    const earlier = await read(beyond(order, cursor), keysetOrderBy(order, true), pageSize + 1);
    if (earlier.length <= pageSize) return readKeysetPage(order, undefined, pageSize, read);
    const rows = earlier.slice(0, pageSize).reverse();
    return { rows, previous: position("before", rows[0]!), next: position("after", rows.at(-1)!) };
  }
  const found = await read(cursor && beyond(order, cursor), keysetOrderBy(order), pageSize + 1);
  const rows = found.slice(0, pageSize);
  return {
    rows,
    // An empty page after a cursor (its rows went meanwhile) still leads back to those before it.
    previous: cursor && (rows[0] ? position("before", rows[0]) : { ...cursor, direction: "before" }),
    next: found.length > pageSize ? position("after", rows.at(-1)!) : undefined,
  };
}

/** One of the counts a page shows: the rows that match `where`, in the list's `order`. */
export interface CountedRows {
  where: SQL | undefined;
  order: KeysetOrder;
}

/**
 * How many rows match, for each of `counts`, each counted up to COUNT_CAP + 1 (shown as "1,000+").
 * The rows counted are the first of the list's order: without it, the planner reads the table from
 * its start until enough rows match, which for a filter that few rows pass is the whole table; in
 * the order, it takes the list's index, as the list's page does (the query plans test holds it to
 * that). All in one statement: a page's counts cost one round trip, not one each.
 */
export async function cappedCounts<Key extends string>(
  db: Executor,
  table: PgTable,
  counts: Record<Key, CountedRows>,
): Promise<Record<Key, number>> {
  const keys = Object.keys(counts) as Key[];
  const counted = keys.map((key) => {
    const { where, order } = counts[key];
    const matching = db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .orderBy(...keysetOrderBy(order))
      .limit(COUNT_CAP + 1);
    return sql`select ${key}::text as key, count(*)::integer as rows from ${matching} as matching`;
  });
  const result = (await db.execute(sql.join(counted, sql` union all `))) as unknown as {
    rows: { key: Key; rows: number }[];
  };
  const found = Object.fromEntries(result.rows.map((row) => [row.key, Number(row.rows)]));
  return Object.fromEntries(keys.map((key) => [key, found[key] ?? 0])) as Record<Key, number>;
}
