import { describe, expect, it } from "vitest";
import { balancedColumns } from "./grid";

describe("balancedColumns", () => {
  it("fills rows when the count allows it", () => {
    expect(balancedColumns(4, 4)).toBe(4);
    expect(balancedColumns(8, 4)).toBe(4);
    expect(balancedColumns(6, 3)).toBe(3);
    expect(balancedColumns(9, 3)).toBe(3);
    expect(balancedColumns(4, 2)).toBe(2);
  });

  it("never leaves one card alone on the last row", () => {
    expect(balancedColumns(5, 3)).toBe(3); // 3 + 2
    expect(balancedColumns(5, 4)).toBe(3); // not 4 + 1
    expect(balancedColumns(9, 4)).toBe(3); // not 4 + 4 + 1
    expect(balancedColumns(10, 4)).toBe(4); // 4 + 4 + 2
    for (let count = 2; count <= 24; count++) {
      for (const max of [2, 3, 4] as const) {
        const avoidable = [2, 3, 4].some((columns) => columns <= max && count % columns !== 1);
        const columns = balancedColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        if (avoidable) expect(count % columns, `${count} cards in ${columns}`).not.toBe(1);
      }
    }
  });

  it("keeps the widest layout when every layout leaves one alone, to be centred", () => {
    expect(balancedColumns(7, 3)).toBe(3);
    expect(balancedColumns(9, 2)).toBe(2);
  });

  it("takes as few columns as there are cards", () => {
    expect(balancedColumns(1, 4)).toBe(1);
    expect(balancedColumns(2, 3)).toBe(2);
    expect(balancedColumns(3, 4)).toBe(3);
  });
});
