import { describe, expect, it } from "vitest";
import { manageBooking } from "~/content/manage-booking";
import { rescheduleReaction } from "./use-reschedule";

const { failure } = manageBooking.reschedule;

describe("rescheduleReaction", () => {
  it("offers the same move again, with the plain message, after three 5xx answers", () => {
    expect(rescheduleReaction({ kind: "server-error", status: 503 }, manageBooking.reschedule)).toEqual({
      kind: "retry",
      alert: failure,
    });
  });

  it("offers the same move again, with the same message, when no answer came", () => {
    expect(rescheduleReaction({ kind: "unreachable" }, manageBooking.reschedule)).toEqual({
      kind: "retry",
      alert: failure,
    });
  });

  it("shows the booking as the server stored it once moved", () => {
    expect(rescheduleReaction({ kind: "ok", status: 200, body: {} }, manageBooking.reschedule)).toEqual({
      kind: "moved",
    });
  });

  it("says which rule refuses the time, keeping the choice", () => {
    const outcome = {
      kind: "invalid" as const,
      error: "Some fields need attention.",
      fieldErrors: { timeSlot: "This is already the time of your meeting" },
    };
    expect(rescheduleReaction(outcome, manageBooking.reschedule)).toEqual({
      kind: "choose-another",
      alert: "This is already the time of your meeting",
    });
    expect(rescheduleReaction({ ...outcome, error: "", fieldErrors: {} }, manageBooking.reschedule)).toEqual({
      kind: "choose-another",
      alert: failure,
    });
  });

  it("shows the day again when the time was taken meanwhile, and the booking for any other refusal", () => {
    expect(
      rescheduleReaction(
        {
          kind: "refused",
          status: 409,
          code: "slot-taken",
          error: "That time was just taken.",
        },
        manageBooking.reschedule,
      ),
    ).toEqual({ kind: "pick-again", alert: "That time was just taken." });
    expect(
      rescheduleReaction(
        { kind: "refused", status: 409, code: "cancelled", error: "" },
        manageBooking.reschedule,
      ),
    ).toEqual({
      kind: "reload-booking",
      alert: failure,
    });
    expect(
      rescheduleReaction(
        {
          kind: "refused",
          status: 429,
          error: "Too many requests.",
          retryAfterSeconds: 60,
        },
        manageBooking.reschedule,
      ),
    ).toEqual({ kind: "reload-booking", alert: "Too many requests." });
  });
});
