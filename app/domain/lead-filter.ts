/**
 * The console's lead list filter (issue 11, point 2), read from the page's query string: the list,
 * its counts and the CSV export all take it from there, so a filtered view can be bookmarked,
 * shared and exported as it is. The form that writes it is a plain GET form, so an empty field
 * arrives as an empty value and means "any".
 *
 * Values the form cannot produce (an unknown status, 2026-02-30, a damaged page cursor, a parameter
 * given twice) come from hand-edited or stale links: they are answered with a message per field,
 * not guessed at.
 */
import * as z from "zod/mini";
import { uuidField } from "./ids";
import { budgets, industries, leadTypes, territories } from "./lead-request";
import { LEAD_STATUS_VALUES } from "./lead-status";
import { locales } from "./locale";
import { CURSOR_MESSAGE, decodeCursor, encodeCursor, type PageCursor } from "./page-cursor";
import { addDays, isCalendarDate, torontoInstant } from "./time";
import {
  fieldErrors,
  isStorableText,
  maxLengthMessage,
  type Option,
  optionValues,
  UNSTORABLE_TEXT_MESSAGE,
} from "./validation";
import { UTM_MAX_LENGTH } from "./visit";

/** Leads a page of the list shows. */
export const LEADS_PAGE_SIZE = 25;
export const LEAD_SEARCH_MAX_LENGTH = 200;
/** Leads are received by this site, which did not exist before 2000 nor will be kept past 2099. */
const EARLIEST_DATE = "2000-01-01";
const LATEST_DATE = "2099-12-31";

function choice(list: readonly Option[], noun: string) {
  return z.optional(z.enum(optionValues(list), { error: `Choose ${noun} from the list` }));
}

function text(fieldLabel: string, max: number) {
  return z.optional(
    z
      .string()
      .check(
        z.maxLength(max, maxLengthMessage(fieldLabel, max)),
        z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
      ),
  );
}

const DATE_MESSAGE = `Enter a date as YYYY-MM-DD between ${EARLIEST_DATE} and ${LATEST_DATE}`;
const calendarDate = z.optional(
  z
    .string()
    .check(
      z.refine(
        (value) => isCalendarDate(value) && value >= EARLIEST_DATE && value <= LATEST_DATE,
        DATE_MESSAGE,
      ),
    ),
);

/** Where the page starts (ADR 043): absent for the first page. */
const cursor = z.optional(
  z.pipe(
    z.string(),
    z.transform((value, context): PageCursor => {
      const decoded = decodeCursor(value);
      if (decoded) return decoded;
      context.issues.push({ code: "custom", message: CURSOR_MESSAGE, input: value });
      return z.NEVER;
    }),
  ),
);

/** Whose leads: the viewer's own, nobody's, or one account's (its id). */
export const OWNER_MINE = "mine";
export const OWNER_NOBODY = "none";
export const BOARD_VIEW = "board";

const OWNER_MESSAGE = "Choose an owner from the list";
const owner = z.optional(
  z.union([z.literal(OWNER_MINE), z.literal(OWNER_NOBODY), uuidField(OWNER_MESSAGE)], {
    error: OWNER_MESSAGE,
  }),
);

const leadFilterSchema = z
  .object({
    status: z.optional(z.enum(LEAD_STATUS_VALUES, { error: "Choose a status from the list" })),
    industry: choice(industries, "an industry"),
    territory: choice(territories, "a territory"),
    budget: choice(budgets, "a budget"),
    leadType: choice(leadTypes, "a lead type"),
    language: z.optional(z.enum(locales, { error: "Choose a language from the list" })),
    from: calendarDate,
    to: calendarDate,
    utm_source: text("utm_source", UTM_MAX_LENGTH),
    owner,
    q: text("The search", LEAD_SEARCH_MAX_LENGTH),
    cursor,
    /** The leads as a board of a column per status rather than a table. */
    view: z.optional(z.literal(BOARD_VIEW, { error: "Choose the list or the board" })),
  })
  .check(
    z.refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
      message: "The end date is before the start date",
      path: ["to"],
    }),
  );

export type LeadFilter = z.infer<typeof leadFilterSchema>;

export type LeadFilterField = keyof LeadFilter;

/** The query string's parameters, in the order the form shows them. */
export const LEAD_FILTER_FIELDS = [
  "q",
  "owner",
  "status",
  "industry",
  "territory",
  "budget",
  "leadType",
  "language",
  "from",
  "to",
  "utm_source",
  "cursor",
  "view",
] as const satisfies readonly LeadFilterField[];

/** The filter's fields as the form labels them, for its messages too. */
export const leadFilterLabels: Record<LeadFilterField, string> = {
  q: "Search",
  owner: "Owner",
  status: "Status",
  industry: "Industry",
  territory: "Territory",
  budget: "Monthly budget",
  leadType: "Lead type",
  language: "Language",
  from: "Received from",
  to: "Received to",
  utm_source: "Campaign source",
  cursor: "Page",
  view: "View",
};

export type LeadFilterResult =
  | { ok: true; filter: LeadFilter; values: Partial<Record<LeadFilterField, string>> }
  /** `values`: what was asked for, to show in the form again beside the problems. */
  | { ok: false; problems: Record<string, string>; values: Partial<Record<LeadFilterField, string>> };

/**
 * The filter in a query string. Empty and blank values are "any"; parameters that are not the
 * filter's (a campaign's utm_medium on a shared link) are ignored; a filter parameter given twice
 * is refused, as the form never sends one twice and either reading could be wrong.
 */
export function parseLeadFilter(params: URLSearchParams): LeadFilterResult {
  const values: Partial<Record<LeadFilterField, string>> = {};
  const problems: Record<string, string> = {};
  for (const field of LEAD_FILTER_FIELDS) {
    const given = params.getAll(field);
    if (given.length > 1) problems[field] = `${leadFilterLabels[field]} is given more than once`;
    const value = given[0]?.trim();
    if (value) values[field] = value;
  }
  const parsed = z.safeParse(leadFilterSchema, values);
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, filter: parsed.data, values };
  return {
    ok: false,
    problems: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...problems },
    values,
  };
}

/**
 * The query string of a filter, for links: a page of it, or the same filter with another status.
 * Empty fields are left out, and the first page has no cursor, so that equal filters have equal links.
 */
export function leadFilterQuery(filter: LeadFilter, changes: Partial<LeadFilter> = {}): string {
  const merged: LeadFilter = { ...filter, ...changes };
  const params = new URLSearchParams();
  for (const field of LEAD_FILTER_FIELDS) {
    const value = merged[field];
    if (value === undefined || value === "") continue;
    params.set(field, typeof value === "object" ? encodeCursor(value) : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The instants a filter's dates stand for: from the start of the "from" day in Toronto, to the
 * start of the day after "to" (excluded), so that both days are included whole, whatever the
 * offset of either day (a range across a daylight saving change is a whole number of days too).
 */
export function receivedBetween(filter: Pick<LeadFilter, "from" | "to">): { start?: Date; end?: Date } {
  return {
    ...(filter.from ? { start: torontoInstant(filter.from, "00:00") } : {}),
    ...(filter.to ? { end: torontoInstant(addDays(filter.to, 1), "00:00") } : {}),
  };
}

/**
 * The filter as the audit log may keep it: what was asked for, without the search text, which
 * may be a person's name or address (the log never holds a lead's personal data).
 */
export function auditableLeadFilter(filter: LeadFilter): Record<string, string | boolean> {
  const kept: Record<string, string | boolean> = {};
  for (const field of LEAD_FILTER_FIELDS) {
    const value = filter[field];
    if (field === "cursor" || field === "view" || value === undefined) continue;
    kept[field === "q" ? "searched" : field] = field === "q" ? true : String(value);
  }
  return kept;
}
