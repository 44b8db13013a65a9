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
          phone: "555",
          message: "hi",
          industry: "legal",
        },
      },
      "oops",
    );
    const line = JSON.stringify(lines[0]);
    for (const secret of ["a@b.example", "Ada Lovelace", "ada@x.example", "555", '"hi"']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain("legal");
  });
});
