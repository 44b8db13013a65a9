import { describe, expect, it } from "vitest";
import { medianBy } from "./median-by";

const run = (name: string, score: number) => ({ name, score });
const byScore = (item: { score: number }) => item.score;

describe("medianBy", () => {
  it("picks the item of the median value, whatever the order of the items", () => {
    const runs = [run("a", 0.97), run("b", 0.86), run("c", 1)];
    expect(medianBy(runs, byScore).name).toBe("a");
    expect(medianBy(runs.toReversed(), byScore).name).toBe("a");
    expect(medianBy([runs[2]!, runs[0]!, runs[1]!], byScore).name).toBe("a");
    expect(medianBy([run("a", 1), run("b", 1), run("c", 0.96)], byScore).score).toBe(1);
  });

  it("picks the lower of the middle two for an even count", () => {
    expect(medianBy([run("a", 1), run("b", 0.9), run("c", 0.95), run("d", 0.99)], byScore).name).toBe("c");
  });

  it("picks the only item of one, and refuses none", () => {
    expect(medianBy([run("a", 0.5)], byScore).name).toBe("a");
    expect(() => medianBy([], byScore)).toThrow(/No items/);
  });
});
