import { describe, expect, it } from "vitest";
import {
  channelLabel,
  channelName,
  countScale,
  dashboardWeeks,
  percentage,
  shortWeekLabel,
  stackedBarChart,
  weeklySeries,
} from "./dashboard";

describe("dashboardWeeks", () => {
  it("gives the Mondays of the twelve weeks that end with today's, oldest first", () => {
    const weeks = dashboardWeeks("2026-11-26");
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe("2026-11-23");
    expect(weeks[0]).toBe("2026-09-07");
  });

  it("counts a Monday and a Sunday in their own week", () => {
    expect(dashboardWeeks("2026-11-23", 2)).toEqual(["2026-11-16", "2026-11-23"]);
    expect(dashboardWeeks("2026-11-29", 2)).toEqual(["2026-11-16", "2026-11-23"]);
  });

  it("steps over the change of the clocks by calendar days", () => {
    // Daylight saving time ended on Sunday 1 November 2026.
    expect(dashboardWeeks("2026-11-02", 3)).toEqual(["2026-10-19", "2026-10-26", "2026-11-02"]);
  });
});

describe("channelName", () => {
  it("names a source with its medium, a source alone, no campaign as direct, and an erased one as erased", () => {
    expect(channelName("google", "cpc", false)).toBe("google / cpc");
    expect(channelName("newsletter", null, false)).toBe("newsletter");
    expect(channelName(null, "cpc", false)).toBe("direct");
    expect(channelName("google", "cpc", true)).toBe("erased");
  });
});

describe("channelLabel", () => {
  it("keeps a campaign's words and says what direct, erased and other stand for", () => {
    expect(channelLabel("google / cpc")).toBe("google / cpc");
    expect(channelLabel("direct")).toBe("Direct (no campaign)");
    expect(channelLabel("erased")).toBe("Erased on request");
    expect(channelLabel("other")).toBe("Other channels");
  });
});

describe("weeklySeries", () => {
  const weeks = ["2026-11-09", "2026-11-16", "2026-11-23"];

  it("lays the counts out by week and channel, the busiest channel first, with empty weeks", () => {
    const series = weeklySeries(weeks, [
      { week: "2026-11-09", channel: "direct", count: 1 },
      { week: "2026-11-23", channel: "google / cpc", count: 3 },
      { week: "2026-11-23", channel: "direct", count: 1 },
    ]);
    expect(series.channels).toEqual(["google / cpc", "direct"]);
    expect(series.weeks).toEqual([
      { week: "2026-11-09", counts: [0, 1], total: 1 },
      { week: "2026-11-16", counts: [0, 0], total: 0 },
      { week: "2026-11-23", counts: [3, 1], total: 4 },
    ]);
    expect(series.total).toBe(5);
  });

  it("adds up the channels past the limit as other, and leaves out weeks outside the period", () => {
    const series = weeklySeries(
      weeks,
      [
        { week: "2026-11-23", channel: "a", count: 5 },
        { week: "2026-11-23", channel: "b", count: 4 },
        { week: "2026-11-23", channel: "c", count: 2 },
        { week: "2026-11-16", channel: "d", count: 1 },
        { week: "2026-11-02", channel: "z", count: 50 },
      ],
      3,
    );
    expect(series.channels).toEqual(["a", "b", "other"]);
    expect(series.weeks[1]).toEqual({ week: "2026-11-16", counts: [0, 0, 1], total: 1 });
    expect(series.weeks[2]).toEqual({ week: "2026-11-23", counts: [5, 4, 2], total: 11 });
  });

  it("has no channel when nothing came in", () => {
    expect(weeklySeries(weeks, [])).toEqual({
      channels: [],
      weeks: weeks.map((week) => ({ week, counts: [], total: 0 })),
      total: 0,
    });
  });
});

describe("percentage", () => {
  it("rounds to a whole percent, and has none without a whole", () => {
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(0, 4)).toBe(0);
    expect(percentage(0, 0)).toBeNull();
  });
});

describe("countScale", () => {
  it("rounds the top up to a step of 1, 2 or 5 times a power of ten", () => {
    expect(countScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countScale(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(23)).toEqual({ top: 25, ticks: [0, 5, 10, 15, 20, 25] });
    expect(countScale(180)).toEqual({ top: 200, ticks: [0, 50, 100, 150, 200] });
  });
});

describe("stackedBarChart", () => {
  const series = weeklySeries(
    ["2026-11-09", "2026-11-16", "2026-11-23"],
    [
      { week: "2026-11-09", channel: "direct", count: 1 },
      { week: "2026-11-23", channel: "google / cpc", count: 3 },
      { week: "2026-11-23", channel: "direct", count: 1 },
    ],
  );
  const size = { width: 100, height: 110, left: 10, right: 0, top: 10, bottom: 20 };

  it("stacks each week's channels from the baseline, on an axis from 0 to the round top", () => {
    const chart = stackedBarChart(series, size);
    // Top 4 over 80 units of height: 20 units a lead; three slots of 30 units, bars 18 wide.
    expect(chart.gridlines.map((line) => line)).toEqual([
      { value: 0, y: 90 },
      { value: 1, y: 70 },
      { value: 2, y: 50 },
      { value: 3, y: 30 },
      { value: 4, y: 10 },
    ]);
    expect(chart.bars).toEqual([
      { channel: 1, x: 16, y: 70, width: 18, height: 20 },
      { channel: 0, x: 76, y: 30, width: 18, height: 60 },
      { channel: 1, x: 76, y: 10, width: 18, height: 20 },
    ]);
  });

  it("labels every other week, the latest always", () => {
    expect(stackedBarChart(series, size).labels).toEqual([
      { text: "Nov 9", x: 25 },
      { text: "Nov 23", x: 85 },
    ]);
  });

  it("draws an empty axis and no bar for an empty series", () => {
    const chart = stackedBarChart(weeklySeries(["2026-11-23"], []), size);
    expect(chart.bars).toEqual([]);
    expect(chart.gridlines.map((line) => line.value)).toEqual([0, 1]);
  });
});

describe("shortWeekLabel", () => {
  it("names a Monday by month and day", () => {
    expect(shortWeekLabel("2026-03-09")).toBe("Mar 9");
  });
});
