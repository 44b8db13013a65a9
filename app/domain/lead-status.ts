/**
 * Where staff have got with a lead (issue 11, point 2), and the moves between statuses that the
 * console allows. The database's check constraint lists the same six values.
 *
 * A lead moves forward one step at a time, new → contacted → qualified → won, so that its history
 * says when each step was reached (how long leads wait to be called, how long qualifying takes).
 * It can be closed as lost or spam from any open status. A closed lead can be reopened, to the
 * status that fits the reason it comes back:
 * - spam → new: it was marked spam by mistake, and starts over as it arrived;
 * - lost → contacted: they came back, so the conversation resumes;
 * - won → qualified: the deal fell through before it started, or was marked won by mistake.
 * Every move, reopening included, is recorded with who made it and their note.
 */
import * as z from "zod/mini";
import {
  INVALID_INPUT,
  isStorableText,
  maxLengthMessage,
  type Option,
  optionLabel,
  optionValues,
  UNSTORABLE_TEXT_MESSAGE,
} from "./validation";

export const leadStatuses = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "qualified", label: "Qualified" },
  { value: "won", label: "Won" },
  { value: "lost", label: "Lost" },
  { value: "spam", label: "Spam" },
] as const satisfies readonly Option[];

export type LeadStatus = (typeof leadStatuses)[number]["value"];

export const LEAD_STATUS_VALUES = optionValues(leadStatuses);

export function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUS_VALUES as string[]).includes(value);
}

export function leadStatusLabel(status: string): string {
  return optionLabel(leadStatuses, status);
}

/** Statuses from which a lead is still being worked. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ["new", "contacted", "qualified"];

export function isOpenLeadStatus(status: LeadStatus): boolean {
  return OPEN_LEAD_STATUSES.includes(status);
}

const movesFrom: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "lost", "spam"],
  contacted: ["qualified", "lost", "spam"],
  qualified: ["won", "lost", "spam"],
  won: ["qualified"],
  lost: ["contacted"],
  spam: ["new"],
};

/** The statuses a lead with this status may move to, in the order the form offers them. */
export function allowedMoves(from: LeadStatus): readonly LeadStatus[] {
  return movesFrom[from];
}

/** Why a lead cannot move from one status to the other, or undefined when it can. */
export function moveProblem(from: LeadStatus, to: LeadStatus): string | undefined {
  if (from === to) return `This lead is already ${leadStatusLabel(to)}.`;
  if (movesFrom[from].includes(to)) return undefined;
  const options = movesFrom[from].map(leadStatusLabel).join(", ");
  return `A lead that is ${leadStatusLabel(from)} cannot move to ${leadStatusLabel(to)}; it can move to ${options}.`;
}

/** How the form names a move: going back from a closed status is a reopening. */
export function moveLabel(from: LeadStatus, to: LeadStatus): string {
  return isOpenLeadStatus(from) ? `Move to ${leadStatusLabel(to)}` : `Reopen as ${leadStatusLabel(to)}`;
}

export const LEAD_NOTE_MAX_LENGTH = 2000;

export const NOTHING_TO_SAVE = "Choose a new status or write a note (or both).";

/**
 * The lead page's form: a move, a note, or both. `currentStatus` is the status the member of staff
 * saw, so that a move made from an out-of-date page is refused rather than applied to a lead
 * someone else has moved meanwhile.
 */
export const leadUpdateSchema = z
  .object({
    currentStatus: z.enum(LEAD_STATUS_VALUES, { error: INVALID_INPUT }),
    // An empty choice keeps the status: the form's first option.
    status: z.optional(
      z.union([z.literal(""), z.enum(LEAD_STATUS_VALUES)], { error: "Choose a status from the list" }),
    ),
    note: z.optional(
      z
        .string({ error: INVALID_INPUT })
        .check(
          z.trim(),
          z.maxLength(LEAD_NOTE_MAX_LENGTH, maxLengthMessage("The note", LEAD_NOTE_MAX_LENGTH)),
          z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
        ),
    ),
  })
  .check(z.refine((form) => Boolean(form.status || form.note), NOTHING_TO_SAVE));

export type LeadUpdateForm = z.infer<typeof leadUpdateSchema>;

/** The form's answer as a change: the move (if any) and the note (if any). */
export function leadChangeOf(form: LeadUpdateForm): {
  expectedStatus: LeadStatus;
  toStatus?: LeadStatus;
  note?: string;
} {
  return {
    expectedStatus: form.currentStatus,
    ...(form.status ? { toStatus: form.status } : {}),
    ...(form.note ? { note: form.note } : {}),
  };
}
