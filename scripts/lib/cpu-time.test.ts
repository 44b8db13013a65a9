import { describe, expect, it } from "vitest";
import { type CpuTotals, cpuClock, perRequest, statTicks, untilIdle } from "./cpu-time.ts";

// proc(5): pid (comm) state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime …
const statLine = (comm: string, utime: number, stime: number) =>
  `4242 (${comm}) S 1 4242 4242 0 -1 4194560 1200 0 3 0 ${utime} ${stime} 0 0 20 0 9 0 1000 123456 789`;

const totals = (server: number, postgres = 0): CpuTotals => ({
  server,
  serverMainThread: server / 2,
  postgres,
  loadGenerator: 0,
});

describe("a /proc stat line", () => {
  it("gives its user and system ticks added", () => {
    expect(statTicks(statLine("node", 120, 35))).toBe(155);
  });

  it("is read after the command's last parenthesis, whatever the command holds", () => {
    expect(statTicks(statLine("we) (ird 1 2 3", 7, 4))).toBe(11);
  });
});

describe("perRequest", () => {
  it("divides what each process used between two readings among the requests", () => {
    const before = { server: 1_000, serverMainThread: 600, postgres: 50, loadGenerator: 200 };
    const after = { server: 3_500, serverMainThread: 1_600, postgres: 1_050, loadGenerator: 450 };
    expect(perRequest(before, after, 500)).toEqual({
      server: 5,
      serverMainThread: 2,
      postgres: 2,
      loadGenerator: 0.5,
    });
  });
});

describe("untilIdle", () => {
  it("waits while the server works, and returns what it used until a quiet window", async () => {
    // Busy for three windows (100 ms of CPU in each 20-ms window), then idle.
    const readings = [0, 100, 200, 300, 300, 300].map((server) => totals(server, server / 10));
    let read = 0;
    const clock = () => readings[Math.min(read++, readings.length - 1)]!;
    const { totals: last, ms } = await untilIdle(clock, { windowMs: 20 });
    expect(last).toEqual(totals(300, 30));
    expect(read).toBe(5);
    expect(ms).toBeGreaterThanOrEqual(80);
  });

  it("stops at its limit when the server never rests", async () => {
    let server = 0;
    const clock = () => totals((server += 1_000));
    const { ms } = await untilIdle(clock, { windowMs: 10, limitMs: 50 });
    expect(ms).toBeGreaterThanOrEqual(50);
  });
});

describe.runIf(process.platform === "linux")("cpuClock on Linux", () => {
  it("reads this process's CPU, which grows as it works", { timeout: 30_000 }, () => {
    const clock = cpuClock(process.pid)!;
    const before = clock();
    // Until a tick or more has been counted: on a busy machine a stretch of time may hold little CPU.
    const giveUpAt = performance.now() + 10_000;
    let after = clock();
    let spin = 0;
    while (after.loadGenerator <= before.loadGenerator + 20 && performance.now() < giveUpAt) {
      for (let i = 0; i < 100_000; i++) spin += Math.sqrt(i);
      after = clock();
    }
    expect(spin).toBeGreaterThan(0);
    // Here the "server" is this process too: its whole process and its main thread both grew.
    expect(after.loadGenerator).toBeGreaterThan(before.loadGenerator + 20);
    expect(after.server).toBeGreaterThan(before.server);
    expect(after.serverMainThread).toBeGreaterThan(before.serverMainThread);
  });
});
