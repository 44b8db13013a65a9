import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast } from "./toast";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const item of getToasts()) dismissToast(item.id);
    vi.useRealTimers();
  });

  it("adds toasts in order with distinct ids and their tone", () => {
    const first = toast("Saved");
    const second = toast("Failed", "error");
    expect(getToasts()).toEqual([
      { id: first, message: "Saved", tone: "info" },
      { id: second, message: "Failed", tone: "error" },
    ]);
  });

  it("dismisses one toast on request", () => {
    const first = toast("One");
    const second = toast("Two");
    dismissToast(first);
    expect(getToasts().map((item) => item.id)).toEqual([second]);
  });

  it("dismisses a toast by itself after eight seconds", () => {
    toast("Temporary");
    vi.advanceTimersByTime(7_999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
