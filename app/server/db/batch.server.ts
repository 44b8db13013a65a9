import { and, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./executor.server";

/**
 * A condition for one batch of a bulk change: the rows of the key's table that `condition` selects,
 * at most `limit` of them, and none that another transaction holds (SKIP LOCKED). A job that
 * deletes or empties thousands of rows changes them a batch per short transaction, so it never
 * holds many locks for long: on PostgreSQL a booking that waits for a row waits for one batch at
 * most, and on PGlite, which runs one transaction at a time, a booking runs between two batches.
 * A row skipped because it was held is simply taken by the next run. The condition is applied
 * outside the batch as well, so a key that is only part of the primary key (an idempotency key,
 * unique per scope) selects no row the condition does not.
 */
export function inBatch(tx: Executor, key: PgColumn, condition: SQL | undefined, limit: number): SQL {
  const batch = tx
    .select({ key })
    .from(key.table as PgTable)
    .where(condition)
    .limit(limit)
    .for("update", { skipLocked: true });
  return and(condition, inArray(key, batch))!;
}
