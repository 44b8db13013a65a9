import { describe, expect, it } from "vitest";
import { formDurationInWords } from "./consent-certificate";

describe("formDurationInWords", () => {
  it("says seconds alone under a minute, minutes and seconds above", () => {
    expect(formDurationInWords(1_000)).toBe("1 second");
    expect(formDurationInWords(42_000)).toBe("42 seconds");
    expect(formDurationInWords(60_000)).toBe("1 minute");
    expect(formDurationInWords(185_000)).toBe("3 minutes 5 seconds");
    expect(formDurationInWords(161_400)).toBe("2 minutes 41 seconds");
  });
});
