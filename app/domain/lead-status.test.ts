import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  allowedMoves,
  isLeadStatus,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_STATUS_VALUES,
  leadChangeOf,
  leadStatusLabel,
  leadUpdateSchema,
  type LeadStatus,
  moveLabel,
  moveProblem,
  NOTHING_TO_SAVE,
} from "./lead-status";
import { fieldErrors, UNSTORABLE_TEXT_MESSAGE } from "./validation";

describe("lead statuses", () => {
  it("are the six the database allows, each with a label", () => {
    expect(LEAD_STATUS_VALUES).toEqual(["new", "contacted", "qualified", "won", "lost", "spam"]);
    expect(LEAD_STATUS_VALUES.map(leadStatusLabel)).toEqual([
      "New",
      "Contacted",
      "Qualified",
      "Won",
      "Lost",
      "Spam",
    ]);
    expect(isLeadStatus("qualified")).toBe(true);
    expect(isLeadStatus("Qualified")).toBe(false);
    expect(isLeadStatus("archived")).toBe(false);
  });
});

describe("lead moves", () => {
  // Every pair of statuses, and whether the move is allowed: the whole table, so that a change to
  // the rules shows here as a changed row.
  const allowed: Record<LeadStatus, LeadStatus[]> = {
    new: ["contacted", "lost", "spam"],
    contacted: ["qualified", "lost", "spam"],
    qualified: ["won", "lost", "spam"],
    won: ["qualified"],
    lost: ["contacted"],
    spam: ["new"],
  };
  const pairs = LEAD_STATUS_VALUES.flatMap((from) => LEAD_STATUS_VALUES.map((to) => [from, to] as const));

  it.each(pairs)("%s → %s", (from, to) => {
    const expected = allowed[from].includes(to);
    expect(allowedMoves(from).includes(to)).toBe(expected);
    expect(moveProblem(from, to) === undefined).toBe(expected);
  });

  it("goes forward one step at a time", () => {
    expect(moveProblem("new", "qualified")).toBe(
      "A lead that is New cannot move to Qualified; it can move to Contacted, Lost, Spam.",
    );
    expect(moveProblem("new", "won")).toMatch(/cannot move to Won/);
    expect(moveProblem("contacted", "new")).toMatch(/cannot move to New/);
  });

  it("says when the lead already has the status", () => {
    expect(moveProblem("contacted", "contacted")).toBe("This lead is already Contacted.");
  });

  it("closes as lost or spam from every open status, and never from one closed status to another", () => {
    for (const open of ["new", "contacted", "qualified"] as const) {
      expect(moveProblem(open, "lost")).toBeUndefined();
      expect(moveProblem(open, "spam")).toBeUndefined();
    }
    expect(moveProblem("won", "lost")).toBeDefined();
    expect(moveProblem("lost", "spam")).toBeDefined();
    expect(moveProblem("spam", "lost")).toBeDefined();
  });

  it("names a move out of a closed status as a reopening", () => {
    expect(moveLabel("new", "contacted")).toBe("Move to Contacted");
    expect(moveLabel("qualified", "lost")).toBe("Move to Lost");
    expect(moveLabel("spam", "new")).toBe("Reopen as New");
    expect(moveLabel("lost", "contacted")).toBe("Reopen as Contacted");
    expect(moveLabel("won", "qualified")).toBe("Reopen as Qualified");
  });
});

describe("the lead update form", () => {
  const parse = (form: Record<string, string>) => z.safeParse(leadUpdateSchema, form);
  const problems = (form: Record<string, string>) => {
    const result = parse(form);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("takes a move, a note, or both, with the note trimmed", () => {
    const both = parse({ currentStatus: "new", status: "contacted", note: "  Called, left a message  " });
    expect(both.success && leadChangeOf(both.data)).toEqual({
      expectedStatus: "new",
      toStatus: "contacted",
      note: "Called, left a message",
    });
    const noteOnly = parse({ currentStatus: "won", status: "", note: "Signed for 12 months" });
    expect(noteOnly.success && leadChangeOf(noteOnly.data)).toEqual({
      expectedStatus: "won",
      note: "Signed for 12 months",
    });
    const moveOnly = parse({ currentStatus: "qualified", status: "won", note: "" });
    expect(moveOnly.success && leadChangeOf(moveOnly.data)).toEqual({
      expectedStatus: "qualified",
      toStatus: "won",
    });
  });

  it("refuses a form with neither a move nor a note, a blank note counting as none", () => {
    expect(problems({ currentStatus: "new", status: "", note: "   " })).toEqual({ form: NOTHING_TO_SAVE });
    expect(problems({ currentStatus: "new" })).toEqual({ form: NOTHING_TO_SAVE });
  });

  it("refuses unknown statuses, overlong notes and text the database cannot store", () => {
    expect(problems({ currentStatus: "new", status: "archived" })).toEqual({
      status: "Choose a status from the list",
    });
    expect(problems({ currentStatus: "open", status: "contacted" })).toEqual({
      currentStatus: "Invalid input",
    });
    expect(problems({ currentStatus: "new", note: "x".repeat(LEAD_NOTE_MAX_LENGTH + 1) })).toEqual({
      note: `The note must be at most ${LEAD_NOTE_MAX_LENGTH} characters`,
    });
    expect(parse({ currentStatus: "new", note: "x".repeat(LEAD_NOTE_MAX_LENGTH) }).success).toBe(true);
    expect(problems({ currentStatus: "new", note: "nul \u0000 byte" })).toEqual({
      note: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(problems({ currentStatus: "new", note: "lone \ud800 surrogate" })).toEqual({
      note: UNSTORABLE_TEXT_MESSAGE,
    });
    expect(parse({ currentStatus: "new", note: "Émilie a rappelé 👍" }).success).toBe(true);
  });
});
