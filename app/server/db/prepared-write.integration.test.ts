/**
 * A prepared write (ADR 050) stores each run's own values through the statement it built for the
 * first run of that shape, on PGlite and PostgreSQL: nulls as SQL nulls, undefined fields as the
 * columns' defaults, in the caller's transaction when it is given one.
 */
import { asc, eq, getTableColumns, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server";
import { oneStatement } from "./one-statement.server";
import { type Placeholders, PreparedWrite } from "./prepared-write.server";
import * as schema from "./schema.server";
import { emailOutbox } from "./schema.server";
import { testDatabases } from "../../../tests/support/databases";

type Email = Pick<
  typeof emailOutbox.$inferInsert,
  "kind" | "recipient" | "recipientSha256" | "subject" | "content" | "html" | "text" | "attachments" | "dueAt"
> & { sentAt?: Date | null };

/** A write of outbox rows and a wake-up of nothing: a list, jsonb, timestamps, nulls and defaults. */
function emailsWrite() {
  return new PreparedWrite("test_emails", (tx, v: Placeholders<{ emails: Email[] }>) =>
    oneStatement([tx.insert(emailOutbox).values(v.emails), { clauses: [], select: sql`1 as done` }])!,
  );
}

const due = new Date("2026-03-02T15:30:00.000Z");

function email(n: number, fields: Partial<Email> = {}): Email {
  return {
    kind: "lead-confirmation",
    recipient: `person${n}@example.com`,
    recipientSha256: `sha-${n}`,
    subject: `Subject ${n}`,
    content: { kind: "lead-confirmation", locale: "en", name: `Person ${n}`, company: "Co", summary: [] },
    html: null,
    text: null,
    attachments: [{ filename: `${n}.ics`, contentType: "text/calendar", content: `calendar ${n}` }],
    dueAt: new Date(due.getTime() + n * 60_000),
    sentAt: null,
    ...fields,
  };
}

describe.each(testDatabases)("a prepared write on $name", ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });
  const stored = (recipient: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient));

  it("stores each run's own values through the one statement of their shape", async () => {
    const write = emailsWrite();
    await write.run(database.db, { emails: [email(1), email(2)] });
    await write.run(database.db, { emails: [email(3), email(4)] });
    expect(write.shapes).toBe(1);
    for (const n of [1, 2, 3, 4]) {
      const [row] = await stored(`person${n}@example.com`);
      const expected = email(n);
      expect(row).toMatchObject({
        kind: expected.kind,
        recipientSha256: expected.recipientSha256,
        subject: expected.subject,
        content: expected.content,
        attachments: expected.attachments,
        dueAt: expected.dueAt,
        sentAt: null,
      });
    }
  });

  it("stores a null as SQL null, in a jsonb and a timestamp column alike, and a value in the same place next time", async () => {
    const write = emailsWrite();
    await write.run(database.db, { emails: [email(5, { content: null, html: "<p>5</p>", text: "5" })] });
    await write.run(database.db, { emails: [email(6, { sentAt: due })] });
    expect(write.shapes).toBe(1);
    const isNull = await database.db
      .select({ content: sql<boolean>`${emailOutbox.content} is null` })
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, "person5@example.com"));
    // Not the JSON value null, which drizzle's own filling would have stored.
    expect(isNull).toEqual([{ content: true }]);
    expect((await stored("person5@example.com"))[0]).toMatchObject({
      content: null,
      html: "<p>5</p>",
      sentAt: null,
    });
    expect((await stored("person6@example.com"))[0]).toMatchObject({
      content: email(6).content,
      sentAt: due,
    });
  });

  it("leaves an undefined field to its column's default, and builds a statement of its own for that shape", async () => {
    const write = emailsWrite();
    await write.run(database.db, { emails: [email(7)] });
    await write.run(database.db, { emails: [email(8, { attachments: undefined })] });
    await write.run(database.db, { emails: [email(9), email(10), email(11)] });
    expect(write.shapes).toBe(3);
    expect((await stored("person8@example.com"))[0]).toMatchObject({ attachments: [], status: "pending" });
    expect((await stored("person7@example.com"))[0]!.attachments).toEqual(email(7).attachments);
    const three = await database.db
      .select({ recipient: emailOutbox.recipient })
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.recipient} in ('person9@example.com', 'person10@example.com', 'person11@example.com')`,
      )
      .orderBy(asc(emailOutbox.dueAt));
    expect(three.map((row) => row.recipient)).toEqual([
      "person9@example.com",
      "person10@example.com",
      "person11@example.com",
    ]);
  });

  it("writes in the caller's transaction, and is undone with it", async () => {
    const write = emailsWrite();
    await database.db.transaction(async (tx) => write.run(tx, { emails: [email(12)] }));
    await expect(
      database.db.transaction(async (tx) => {
        await write.run(tx, { emails: [email(13)] });
        throw new Error("the caller gives up");
      }),
    ).rejects.toThrow("the caller gives up");
    expect(await stored("person12@example.com")).toHaveLength(1);
    expect(await stored("person13@example.com")).toHaveLength(0);
  });

  it("stores nothing of a statement that fails, and runs the next one", async () => {
    const write = emailsWrite();
    // The second row breaks email_outbox_content_check: neither content nor HTML and text.
    await expect(
      write.run(database.db, { emails: [email(14), email(15, { content: null })] }),
    ).rejects.toThrow();
    expect(await stored("person14@example.com")).toHaveLength(0);
    await write.run(database.db, { emails: [email(16), email(17)] });
    expect(await stored("person16@example.com")).toHaveLength(1);
  });
});

describe("the schema, for prepared writes", () => {
  it("has no column whose default is computed in JavaScript, which a prepared statement would freeze at its first value", () => {
    const computed = Object.values(schema)
      .filter((table) => is(table, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table as PgTable))
          .filter((column) => column.defaultFn !== undefined || column.onUpdateFn !== undefined)
          .map((column) => column.name),
      );
    expect(computed).toEqual([]);
  });
});
