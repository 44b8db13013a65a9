import { describe, expect, it } from "vitest";
import { idParam } from "./forms.server";

describe("idParam", () => {
  it("gives a URL's id as the database spells it", () => {
    expect(idParam("3F2504E0-4F89-41D3-9A0C-0305E82C3301", "No such lead.")).toBe(
      "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
    );
  });

  it("answers 404 with its message for anything that is not an id, before any query", () => {
    for (const param of [
      undefined,
      "",
      "export.csv",
      "-".repeat(36),
      "3f2504e0-4f89-41d3-9a0c-0305e82c3301 ",
    ]) {
      let thrown: unknown;
      try {
        idParam(param, "No such lead.");
      } catch (error) {
        thrown = error;
      }
      expect(thrown, String(param)).toMatchObject({ data: "No such lead.", init: { status: 404 } });
    }
  });
});
