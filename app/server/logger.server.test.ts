import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()));
      callback();
    },
  });
  return { lines, logger: createLogger("info", stream) };
}

describe("the logger", () => {
  it("writes JSON with the message", () => {
    const { lines, logger } = capture();
    logger.info({ leadId: "abc" }, "Lead stored");
    expect(lines[0]).toMatchObject({ msg: "Lead stored", leadId: "abc", level: 30 });
  });

  it("redacts names, emails, phones and messages at the top level and one level down", () => {
    const { lines, logger } = capture();
    logger.info(
      {
        email: "a@b.example",
        lead: {
          name: "Ada Lovelace",
          email: "ada@x.example",
          // Long enough that no process id or timestamp of the line can contain it by chance.
          phone: "(416) 555-0142",
          message: "hi",
          industry: "legal",
        },
      },
      "oops",
    );
    const line = JSON.stringify(lines[0]);
    for (const secret of ["a@b.example", "Ada Lovelace", "ada@x.example", "555-0142", '"hi"']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain("legal");
  });
});

describe("errors in logs", () => {
  // As drizzle throws a failed insert: the message and the stack's first line quote every parameter.
  function failedInsert() {
    const driverError = Object.assign(new Error('new row for relation "leads" violates check constraint'), {
      code: "23514",
      constraint: "leads_refused",
      table: "leads",
      schema: "public",
      routine: "ExecConstraints",
      detail: "Failing row contains (Ada Lovelace, ada@example.com, 416-555-0100).",
    });
    return Object.assign(
      new Error(
        "Failed query: insert into leads values ($1, $2)\nparams: Ada Lovelace,ada@example.com,416-555-0100",
      ),
      { cause: driverError, params: ["Ada Lovelace", "ada@example.com", "416-555-0100"] },
    );
  }

  it("keep the codes, constraint, table and stack frames of an error and its cause, never its message or parameters", () => {
    const { lines, logger } = capture();
    logger.error({ err: failedInsert() }, "Unhandled error");
    const written = JSON.stringify(lines[0]);
    for (const personal of ["Ada Lovelace", "ada@example.com", "416-555-0100", "Failing row", "params"]) {
      expect(written).not.toContain(personal);
    }
    expect(lines[0]).toMatchObject({
      err: {
        type: "Error",
        cause: { code: "23514", constraint: "leads_refused", table: "leads", routine: "ExecConstraints" },
      },
    });
    expect((lines[0]!.err as { stack: string }).stack).toMatch(/^\s+at /);
  });

  it("keep a system error's message, which names only the system", () => {
    const { lines, logger } = capture();
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
      syscall: "connect",
    });
    logger.warn({ err: refused }, "Database unavailable");
    expect(lines[0]).toMatchObject({
      err: { code: "ECONNREFUSED", syscall: "connect", systemMessage: "connect ECONNREFUSED 127.0.0.1:5432" },
    });
  });
});
