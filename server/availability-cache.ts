/**
 * What GET /api/availability reads of a date, kept in memory on PGlite (ADR 026).
 *
 * A PGlite database belongs to this one process, and every write to it, whoever makes it, runs
 * here. Triggers (migration 0005) NOTIFY `availability_changed` when a change to the taken slots
 * or the reopened holidays commits, and PGlite delivers that notice to this same session before
 * the writer's own query returns. So a day can be answered from memory until the next change,
 * which forgets them all.
 *
 * PostgreSQL is read every time: other processes and hosts write to it, and their notices reach
 * this one only a moment after they commit.
 */
import { type DayRecords, dayRecords } from "../app/server/bookings.server";
import type { DatabaseHandle } from "../app/server/db/client.server";
import type { Logger } from "../app/server/logger.server";

export const AVAILABILITY_CHANNEL = "availability_changed";

/** More than the booking window's dates: the API reads no date outside it. */
const MAX_KEPT_DATES = 128;

export type DayRecordsReader = (date: string) => Promise<DayRecords>;

export interface DayRecordsCache {
  read: DayRecordsReader;
  /** The database changed: forget every day, and keep nothing being read at this moment. */
  forget(): void;
  /** Changes are heard from now on, so days may be kept. */
  startKeeping(): void;
}

export function dayRecordsCache(readFromDatabase: DayRecordsReader): DayRecordsCache {
  const kept = new Map<string, DayRecords>();
  let keeping = false;
  let changesHeard = 0;
  return {
    async read(date) {
      const known = kept.get(date);
      if (known) return known;
      const changesBefore = changesHeard;
      const records = await readFromDatabase(date);
      // A change heard during the read may have committed after it: what was read is not kept.
      if (keeping && changesHeard === changesBefore) {
        if (kept.size >= MAX_KEPT_DATES) kept.clear();
        kept.set(date, records);
      }
      return records;
    },
    forget() {
      changesHeard++;
      kept.clear();
    },
    startKeeping() {
      keeping = true;
    },
  };
}

/** How this database's days are read: from memory on PGlite once its notices are heard. */
export function dayRecordsReader(database: DatabaseHandle, logger: Logger): DayRecordsReader {
  const read: DayRecordsReader = (date) => dayRecords(database.db, date);
  if (database.kind !== "pglite") return read;
  const cache = dayRecordsCache(read);
  database.listen(AVAILABILITY_CHANNEL, cache.forget, logger).then(cache.startKeeping, (error: unknown) => {
    logger.warn({ err: error }, "Availability changes cannot be heard: every request reads the database");
  });
  return cache.read;
}
