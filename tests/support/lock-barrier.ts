/**
 * A starting line for race tests on PostgreSQL. Requests sent "at once" are not at once: one Node
 * process reads them one after another, and once its code is warm a request can finish before the
 * next one reaches the database, so a race test that only fires requests together can pass with
 * the guard it tests removed (the 50 bookings of one slot did, when their file ran whole).
 *
 * The barrier holds a table lock from a connection of its own, so that every contender's write to
 * that table waits behind it; when the expected number are waiting, it lets them all go. Each
 * contender has then made every check it makes before writing, none having seen another's write:
 * the race the code must settle happens every time.
 */
import pg from "pg";
import { vi } from "vitest";

export interface LockBarrier {
  /** Resolves once `count` sessions of this database are waiting for a lock. */
  waitingAtLeast(count: number): Promise<void>;
  /** Lets the waiting writes go, all at once. */
  release(): Promise<void>;
}

/**
 * Takes `mode` on `table` in the database of `url` until `release`. EXCLUSIVE stops writes and lets
 * reads through; ACCESS EXCLUSIVE stops reads too.
 */
export async function holdTableLock(
  url: string,
  table: string,
  mode: "exclusive" | "access exclusive" = "exclusive",
): Promise<LockBarrier> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query("begin");
  await holder.query(`lock table ${pg.escapeIdentifier(table)} in ${mode} mode`);
  // Another connection watches: inside the holder's transaction, pg_stat_activity would show the
  // sessions as they were at its first look.
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  return {
    async waitingAtLeast(count) {
      await vi.waitFor(
        async () => {
          const { rows } = await watcher.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0]!.waiting < count) throw new Error(`${rows[0]!.waiting} of ${count} waiting`);
        },
        // Only a bound for a test that would otherwise hang: the contenders get there in
        // milliseconds on an idle machine, in seconds on a loaded one.
        { timeout: 60_000, interval: 20 },
      );
    },
    async release() {
      await holder.query("commit");
      await Promise.all([holder.end(), watcher.end()]);
    },
  };
}
