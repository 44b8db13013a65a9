/**
 * "Forgot your password" does the same work for every address, on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL (issue 22, item 9: a known address took 79-206 ms, an unknown one
 * 34-68 ms, and the time told which). Compared by what runs, not by the clock: the statements sent
 * to the database, recorded by a logger on the same connection, and the emails rendered (none: the
 * outbox's worker renders what is queued, ADR 042), for a known address, an unknown one, a disabled
 * account and a throttled one.
 */
import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client.server";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as templatesModule from "../mail/templates.server";
import * as schema from "../db/schema.server";
import { renderEmail } from "../mail/templates.server";
import { CLIENT, createAccount, SITE_URL } from "../../../tests/support/console";
import { testDatabases } from "../../../tests/support/databases";
import { requestPasswordReset } from "./accounts.server";
import { RESETS_PER_HOUR } from "./throttle.server";

// Every email rendered is counted, and still rendered.
vi.mock("../mail/templates.server", async (importOriginal) => {
  const actual = await importOriginal<typeof templatesModule>();
  return { ...actual, renderEmail: vi.fn(actual.renderEmail) };
});

const NOW = new Date("2026-11-20T15:00:00Z");

describe.each(testDatabases)("a password reset request on $name", ({ open }) => {
  let database: DatabaseHandle;
  let recorded: { db: Database; statements: string[] };
  beforeAll(async () => {
    database = await open();
    // The same connection, through a second drizzle that logs each statement it sends.
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => statements.push(query.replace(/\s+/g, " ").trim()) };
    const client: unknown = (database.db as unknown as { $client: unknown }).$client;
    const db =
      database.kind === "pglite"
        ? drizzlePglite({ client: client as never, schema, logger })
        : drizzleNodePg({ client: client as never, schema, logger });
    recorded = { db: db as unknown as Database, statements };
  });
  afterAll(async () => {
    await database?.close();
  });

  /** The statements and the renderings of one request. */
  async function workOf(email: string) {
    recorded.statements.length = 0;
    const renderedBefore = vi.mocked(renderEmail).mock.calls.length;
    const answer = await requestPasswordReset(recorded.db, email, CLIENT.ip, SITE_URL, NOW);
    return {
      answer,
      statements: [...recorded.statements],
      rendered: vi
        .mocked(renderEmail)
        .mock.calls.slice(renderedBefore)
        .map(([props]) => props.kind),
    };
  }

  it("sends the same statements and renders no email for a known, an unknown, a disabled and a throttled address", async () => {
    const { db } = database;
    const known = await createAccount(db, "known@maplewiseleads.example", "staff");
    const disabled = await createAccount(db, "disabled@maplewiseleads.example", "staff", { disabledAt: NOW });
    const throttled = await createAccount(db, "throttled@maplewiseleads.example", "staff");
    for (let n = 0; n < RESETS_PER_HOUR; n++) {
      await requestPasswordReset(db, throttled.email, CLIENT.ip, SITE_URL, NOW);
    }

    const work = {
      known: await workOf(known.email),
      unknown: await workOf("nobody@maplewiseleads.example"),
      disabled: await workOf(disabled.email),
      throttled: await workOf(throttled.email),
    };

    for (const each of Object.values(work)) {
      expect(each.answer).toBeUndefined();
      expect(each.rendered).toEqual([]);
    }
    expect(work.unknown.statements.length).toBeGreaterThan(0);
    for (const each of [work.known, work.disabled, work.throttled]) {
      expect(each.statements).toEqual(work.unknown.statements);
    }
    // The same statements, and the link went to the known address alone.
    const queued = await db
      .select({ recipient: schema.emailOutbox.recipient })
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.kind, "staff-reset"));
    expect(queued.filter(({ recipient }) => recipient === known.email)).toHaveLength(1);
    expect(queued.map(({ recipient }) => recipient).sort()).toEqual(
      [known.email, ...Array<string>(RESETS_PER_HOUR).fill(throttled.email)].sort(),
    );
  });
});
