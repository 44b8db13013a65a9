/**
 * Linux's /proc/<pid>/stat lines (proc(5)), as the benchmarks read them: a server's memory
 * (serve-build.ts) and the CPU of its requests (cpu-time.ts).
 */
import { readdirSync, readFileSync } from "node:fs";

/**
 * The fields after the command's name: the state first (field 3 of proc(5)), then ppid, pgrp, …
 * The name, in parentheses, may hold spaces and parentheses of its own, so they are counted from
 * its last ")".
 */
export function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** The command name of a stat line. */
export function statName(stat: string): string {
  return stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
}

/** The stat line at `file`; undefined when its process or thread has ended meanwhile. */
export function readStat(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Each running process's id and stat line; one that ends while they are read is left out. */
export function* processStats(): Generator<{ pid: number; stat: string }> {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(`/proc/${entry}/stat`);
    if (stat !== undefined) yield { pid: Number(entry), stat };
  }
}
