/**
 * express-rate-limit's counts in PostgreSQL, so that every server process on one database shares
 * one budget per client and a restart does not reset it (docs/decisions/013-shared-rate-limit-and-form-tokens.md).
 *
 * One row per client and limiter: a fixed window that starts with the client's first request.
 * The upsert is atomic, so concurrent requests from several processes are all counted, and the
 * window is judged by the database's clock, the one clock every process shares.
 *
 * The table, `rate_limit.hits`, comes with the other migrations (app/server/db/schema.server.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { Database } from "../../app/server/db/client.server";

type CounterRow = { hits: number; reset_at_ms: number };

function counterOf(row: CounterRow | undefined): ClientRateLimitInfo | undefined {
  return row && { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at_ms)) };
}

export class PostgresRateLimitStore implements Store {
  /** Keeps the counts of different limiters apart; express-rate-limit checks it too. */
  readonly prefix: string;
  readonly localKeys = false;
  private windowMs = 60_000;
  private nextPruneAt = 0;

  constructor(
    private readonly db: Database,
    prefix: string,
  ) {
    this.prefix = `${prefix}:`;
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    // Committed without waiting for the disk (synchronous_commit off for this statement's own
    // transaction): every POST from one address updates this one row, so each waited for the
    // commit before it, flush and all, and a burst queued on the row. A crash of the database can
    // lose the last fraction of a second of counts, which a limit of requests per 15 minutes can
    // spare; the lead or booking the POST writes is still committed to disk before it is answered.
    const [row] = await this.rows(sql`
      with unhurried as (select set_config('synchronous_commit', 'off', true))
      insert into rate_limit.hits as counter (key, hits, reset_at)
      select ${this.prefix + key}, 1, now() + ${this.windowMs}::integer * interval '1 millisecond'
      from unhurried
      on conflict (key) do update set
        hits = case when counter.reset_at <= now() then 1 else counter.hits + 1 end,
        reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
      returning hits, (extract(epoch from reset_at) * 1000)::float8 as reset_at_ms`);
    this.pruneNowAndThen();
    return counterOf(row)!;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.rows(sql`
      select hits, (extract(epoch from reset_at) * 1000)::float8 as reset_at_ms
      from rate_limit.hits where key = ${this.prefix + key} and reset_at > now()`);
    return counterOf(row);
  }

  async decrement(key: string): Promise<void> {
    await this.rows(sql`
      update rate_limit.hits set hits = greatest(hits - 1, 0)
      where key = ${this.prefix + key} and reset_at > now()`);
  }

  async resetKey(key: string): Promise<void> {
    await this.rows(sql`delete from rate_limit.hits where key = ${this.prefix + key}`);
  }

  private async rows(query: SQL): Promise<CounterRow[]> {
    // node-postgres and PGlite both answer with { rows }; drizzle types it per driver.
    return ((await this.db.execute(query)) as unknown as { rows: CounterRow[] }).rows;
  }

  /**
   * Deletes the counters whose window is over, at most once a window per process, without making
   * the request wait: a client address is kept no longer than its count matters.
   */
  private pruneNowAndThen() {
    if (Date.now() < this.nextPruneAt) return;
    this.nextPruneAt = Date.now() + this.windowMs;
    this.db.execute(sql`delete from rate_limit.hits where reset_at <= now()`).catch(() => {
      // The next window's prune deletes them; a missed prune costs a few rows, not a request.
    });
  }
}
