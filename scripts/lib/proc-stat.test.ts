import { describe, expect, it } from "vitest";
import { processStats, readStat, statFields, statName } from "./proc-stat.ts";

// proc(5): pid (comm) state ppid pgrp session …
const statLine = (comm: string) => `4242 (${comm}) S 1 4240 4240 0 -1 4194560 1200 0 3 0 120 35 0 0 20`;

describe("a /proc stat line", () => {
  it("names its command, whatever the command holds", () => {
    expect(statName(statLine("postgres"))).toBe("postgres");
    expect(statName(statLine("we) (ird 1 2 3"))).toBe("we) (ird 1 2 3");
  });

  it("gives the fields after the command, from its last parenthesis", () => {
    expect(statFields(statLine("we) (ird 1 2 3")).slice(0, 3)).toEqual(["S", "1", "4240"]);
  });
});

describe.runIf(process.platform === "linux")("on Linux", () => {
  it("lists this process among the running ones, with its own stat line", () => {
    const own = [...processStats()].find(({ pid }) => pid === process.pid);
    expect(own?.stat).toMatch(new RegExp(`^${process.pid} \\(`));
  });

  it("reads no stat line for a process that is not there", () => {
    expect(readStat("/proc/not-a-process/stat")).toBeUndefined();
  });
});
