import { and, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./executor.server";

/**
 * A condition for one batch of a bulk change: the rows of the key's table that `condition` selects,
 * at most `limit` of them, and none that another transaction holds (SKIP LOCKED). A job that
 * deletes or empties thousands of rows changes them a batch per short transaction, so it never
 * holds many locks for long: on PostgreSQL a booking that waits for a row waits for one batch at
 * most, and on PGlite, which runs one transaction at a time, a booking runs between two batches.
 * A row skipped because it was held is simply taken by the next run.
 *
 * `key` is the table's primary key, each of its columns when it has several (an idempotency key is
 * unique per scope), so that the rows of the batch are found again through it: by the key alone,
 * PostgreSQL 15 read all 100,000 expired keys for each batch of 100 (ADR 053). `oldestFirst`, the
 * instant of an index that the condition bounds, makes each batch read that index from where the
 * rows left start. Without it, when most of a table matched, PostgreSQL read the table from its
 * first page: on PGlite the first batch of 100 expired emails read and skipped 13,323 rows before
 * its first match. Each later batch would also read past the rows the ones before had changed or
 * deleted; that was reasoned, not measured (ADR 053). The condition is applied outside the batch
 * as well.
 */
export function inBatch(
  tx: Executor,
  key: PgColumn | PgColumn[],
  condition: SQL | undefined,
  limit: number,
  oldestFirst?: PgColumn,
): SQL {
  const columns = Array.isArray(key) ? key : [key];
  const batch = tx
    .select(Object.fromEntries(columns.map((column) => [column.name, column])))
    .from(columns[0]!.table as PgTable)
    .where(condition)
    .orderBy(...(oldestFirst ? [oldestFirst] : []))
    .limit(limit)
    .for("update", { skipLocked: true });
  return and(condition, sql`(${sql.join(columns, sql`, `)}) in ${batch}`)!;
}
