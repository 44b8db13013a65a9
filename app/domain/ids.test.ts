import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseUuid, uuidField } from "./ids";

const ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("parseUuid", () => {
  it("gives an id in the database's one spelling, whatever the case it came in", () => {
    expect(parseUuid(ID)).toBe(ID);
    expect(parseUuid(ID.toUpperCase())).toBe(ID);
    expect(parseUuid("3F2504E0-4f89-41D3-9a0c-0305E82C3301")).toBe(ID);
    // Any 8-4-4-4-12 hexadecimal id, as PostgreSQL writes ids, not only RFC 9562's versions.
    expect(parseUuid("00000000-0000-0000-0000-000000000000")).toBe("00000000-0000-0000-0000-000000000000");
  });

  it("refuses whatever else PostgreSQL would read as a uuid, or refuse with an error", () => {
    for (const text of [
      undefined,
      null,
      "",
      "not an id",
      "-".repeat(36),
      "g".repeat(8) + ID.slice(8),
      ` ${ID}`,
      `${ID} `,
      `${ID}\n`,
      `{${ID}}`,
      ID.replaceAll("-", ""),
      `${ID}0`,
      "３f2504e0-4f89-41d3-9a0c-0305e82c3301",
    ]) {
      expect(parseUuid(text), JSON.stringify(text)).toBeUndefined();
    }
  });
});

describe("uuidField", () => {
  const schema = z.object({ staffId: uuidField("Unknown account") });

  it("keeps the id lower-cased", () => {
    expect(z.parse(schema, { staffId: ID.toUpperCase() })).toEqual({ staffId: ID });
  });

  it("answers its message for an id that is missing or not one", () => {
    for (const input of [{}, { staffId: "" }, { staffId: "x" }, { staffId: 42 }]) {
      const result = z.safeParse(schema, input);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toEqual(["Unknown account"]);
    }
  });
});
