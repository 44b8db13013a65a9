import { and, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./executor.server";

/**
 * A condition for one batch of a bulk change: the rows of `table` that `condition` selects, at
 * most `limit` of them, and none that another transaction holds (SKIP LOCKED). A job that deletes
 * or empties thousands of rows changes them a batch per short transaction, so it never holds many
 * locks for long: on PostgreSQL a booking that waits for a row waits for one batch at most, and on
 * PGlite, which runs one transaction at a time, a booking runs between two batches. A row skipped
 * because it was held is simply taken by the next run.
 *
 * The outbox claims its batches of email with it too, so that two workers never take one row.
 *
 * The batch is read once, as an array of the rows' physical addresses (ctid): an InitPlan, which
 * PostgreSQL evaluates once per statement. Its rows are found again by those addresses (a TID
 * scan); they cannot move meanwhile, since the batch holds their locks. As `key in (…)` the batch
 * was a plain subquery, and batches outgrew their limit: a batch of 7 emptied 11 to 13 emails, and
 * the outbox's claim leased 5 or 7 rows in a batch of 3 (their tests). Why was not captured in a
 * plan: our reading is that the subquery was read again for each row changed, each reading skipping
 * the rows just changed; a small reproduction in psql, on a temporary table, planned it once and
 * took its limit. By the key alone, PostgreSQL 15 had also read all 100,000 expired keys for each
 * batch of 100 (ADR 053).
 *
 * `oldestFirst`, the instant of an index that the condition bounds, makes each batch read that
 * index from where the rows left start. Without it, when most of a table matched, PostgreSQL read
 * the table from its first page: on PGlite the first batch of 100 expired emails read and skipped
 * 13,323 rows before its first match. Each later batch would also read past the rows the ones
 * before had changed or deleted; that was reasoned, not measured (ADR 053). The condition is
 * applied outside the batch as well.
 */
export function inBatch(
  tx: Executor,
  table: PgTable,
  condition: SQL | undefined,
  limit: number,
  oldestFirst?: PgColumn,
): SQL {
  const batch = tx
    .select({ ctid: sql`ctid` })
    .from(table)
    .where(condition)
    .orderBy(...(oldestFirst ? [oldestFirst] : []))
    .limit(limit)
    .for("update", { skipLocked: true });
  return and(condition, sql`${table}.ctid = any(array(${batch}))`)!;
}
