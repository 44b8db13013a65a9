/**
 * The console's leads (issue 11, point 2): the filtered list, newest first, a page at a time from a
 * cursor (ADR 043), with a count per status up to COUNT_CAP; one lead with its answers, campaign,
 * consent record, emails and history; and a status move or a note, written with its history row
 * and audit entry in one transaction.
 *
 * An erased lead (erasedAt set, DESIGN.md decision 12) stays in the list and its counts, as
 * "Erased": its answers that say who the person was, the referrer and the notes are never shown.
 */
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { parseUuid } from "~/domain/ids";
import {
  type LeadFilter,
  LEADS_PAGE_SIZE,
  OWNER_MINE,
  OWNER_NOBODY,
  receivedBetween,
} from "~/domain/lead-filter";
import { COUNT_CAP, type KeysetPage } from "~/domain/page-cursor";
import { budgets, industries, leadTypes, optionLabel } from "~/domain/lead-request";
import {
  allowedMoves,
  type LeadStatus,
  LEAD_STATUS_VALUES,
  leadStatusLabel,
  moveProblem,
} from "~/domain/lead-status";
import { languageLabel } from "~/domain/locale";
import { sha256 } from "../consent.server";
import type { Database } from "../db/client.server";
import type { Executor } from "../db/executor.server";
import { consentRecords, emailOutbox, leadEvents, leads, staffAccounts } from "../db/schema.server";
import { heldLead, type LeadAnswers, leadSummary, leadUtmParameters } from "../lead-answers.server";
import { withoutEmailAddresses } from "../outbox.server";
import { leadAssignedData, leadOwner, leadStatusChangedData } from "../webhooks/events.server";
import { enqueueWebhookEvent } from "../webhooks/outbox.server";
import type { AuditEntry } from "./audit.server";
import {
  cappedCounts,
  type CountedRows,
  cursorInstant,
  type KeysetOrder,
  keysetOrderBy,
  readKeysetPage,
} from "./keyset.server";

/** What an erased lead shows in place of what said who the person was. */
export const ERASED = "Erased";

/** A LIKE pattern matching `text` anywhere in a value, LIKE's own wildcards (and its escape) in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Whose leads the filter asks for: "mine" is the viewer's, the member of staff who asks. */
function ownerCondition(owner: LeadFilter["owner"], viewerId: string | undefined): SQL | undefined {
  if (owner === undefined) return undefined;
  if (owner === OWNER_NOBODY) return isNull(leads.ownerId);
  if (owner !== OWNER_MINE) return eq(leads.ownerId, owner);
  if (!viewerId) throw new Error("The filter asks for the viewer's own leads without saying who views");
  return eq(leads.ownerId, viewerId);
}

/**
 * The filter as SQL conditions; the status counts ask without the status itself. `viewerId`, the
 * member of staff who asks, is who "mine" is.
 */
export function leadConditions(
  filter: LeadFilter,
  options: { withStatus: boolean; viewerId?: string | undefined },
): SQL | undefined {
  const { start, end } = receivedBetween(filter);
  const conditions: (SQL | undefined)[] = [
    options.withStatus && filter.status ? eq(leads.status, filter.status) : undefined,
    ownerCondition(filter.owner, options.viewerId),
    filter.industry ? eq(leads.industry, filter.industry) : undefined,
    filter.territory ? arrayContains(leads.territories, [filter.territory]) : undefined,
    filter.budget ? eq(leads.budget, filter.budget) : undefined,
    filter.leadType ? eq(leads.leadType, filter.leadType) : undefined,
    filter.language ? eq(leads.language, filter.language) : undefined,
    start ? gte(leads.createdAt, start) : undefined,
    end ? lt(leads.createdAt, end) : undefined,
    // Campaign sources are typed by whoever built the link: "Google" and "google" are one source.
    filter.utm_source ? sql`lower(${leads.utmSource}) = lower(${filter.utm_source})` : undefined,
    // Each of the three columns has a trigram index (ADR 043): no search reads every lead.
    filter.q
      ? or(
          ilike(leads.name, containsPattern(filter.q)),
          ilike(leads.email, containsPattern(filter.q)),
          ilike(leads.company, containsPattern(filter.q)),
        )
      : undefined,
  ];
  return and(...conditions.filter((condition) => condition !== undefined));
}

/**
 * Newest first, and in one order for leads received at the same instant: the list's pages and the
 * export's batches by keyset, the board's columns, the sample of campaign sources.
 */
export const listOrder: KeysetOrder = { at: leads.createdAt, id: leads.id, descending: true };

export interface LeadListItem {
  id: string;
  receivedAt: Date;
  status: LeadStatus;
  statusLabel: string;
  /** Null once erased. */
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  erased: boolean;
  industry: string;
  territories: string[];
  budget: string;
  leadType: string;
  /** The language the visitor used, by its English name: "English", "French". */
  language: string;
  utmSource: string | null;
  /** Null for nobody (nobody had been told to work it). */
  ownerEmail: string | null;
}

export interface LeadList {
  items: LeadListItem[];
  /** The cursors of the pages before and after this one, when there are such pages. */
  previous: KeysetPage<LeadListItem>["previous"];
  next: KeysetPage<LeadListItem>["next"];
  /** Leads that match the whole filter, counted up to COUNT_CAP + 1. */
  total: number;
  /** Leads that match the filter but for its status, counted up to COUNT_CAP + 1. */
  allCount: number;
  /** Leads that match the filter but for its status, per status, counted up to COUNT_CAP + 1. */
  statusCounts: Record<LeadStatus, number>;
}

/** The list's columns, with the owner's address. */
const listColumns = {
  id: leads.id,
  receivedAt: leads.createdAt,
  status: leads.status,
  name: leads.name,
  company: leads.company,
  email: leads.email,
  phone: leads.phone,
  erasedAt: leads.erasedAt,
  industry: leads.industry,
  territories: leads.territories,
  budget: leads.budget,
  leadType: leads.leadType,
  language: leads.language,
  utmSource: leads.utmSource,
  ownerEmail: staffAccounts.email,
};

/**
 * The list's rows, joined with their owner, each with its instant to the microsecond: the list's
 * cursor, and the board's order (a Date keeps milliseconds).
 */
function listQuery(db: Executor) {
  return db
    .select({ ...listColumns, cursorAt: cursorInstant(leads.createdAt) })
    .from(leads)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leads.ownerId));
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function listItem({ erasedAt, cursorAt: _position, ...row }: ListRow): LeadListItem {
  const erased = erasedAt !== null;
  return {
    ...row,
    status: row.status as LeadStatus,
    statusLabel: leadStatusLabel(row.status),
    name: erased ? null : row.name,
    company: erased ? null : row.company,
    email: erased ? null : row.email,
    phone: erased ? null : row.phone,
    erased,
    industry: optionLabel(industries, row.industry),
    budget: optionLabel(budgets, row.budget),
    leadType: optionLabel(leadTypes, row.leadType),
    language: languageLabel(row.language),
  };
}

/**
 * Leads that match the filter but for its status, per status, each counted up to COUNT_CAP + 1
 * through the index of its status (a count grouped by status would read every matching lead).
 */
function leadStatusCounts(
  db: Executor,
  filter: LeadFilter,
  viewerId: string | undefined,
): Promise<Record<LeadStatus, number>> {
  return cappedCounts(
    db,
    leads,
    Object.fromEntries(
      LEAD_STATUS_VALUES.map((status) => [
        status,
        { where: leadConditions({ ...filter, status }, { withStatus: true, viewerId }), order: listOrder },
      ]),
    ) as Record<LeadStatus, CountedRows>,
  );
}

export async function listLeads(db: Executor, filter: LeadFilter, viewerId?: string): Promise<LeadList> {
  const statusCounts = await leadStatusCounts(db, filter, viewerId);
  // Every lead has one status: past the cap in one, it is past the cap in all.
  const allCount = Math.min(
    Object.values(statusCounts).reduce((sum, rows) => sum + rows, 0),
    COUNT_CAP + 1,
  );
  const where = leadConditions(filter, { withStatus: true, viewerId });
  const page = await readKeysetPage(listOrder, filter.cursor, LEADS_PAGE_SIZE, (position, orderBy, limit) =>
    listQuery(db)
      .where(and(where, position))
      .orderBy(...orderBy)
      .limit(limit),
  );
  return {
    items: page.rows.map(listItem),
    previous: page.previous,
    next: page.next,
    total: filter.status ? statusCounts[filter.status] : allCount,
    allCount,
    statusCounts,
  };
}

/** Leads a column of the board shows: the newest of its status. */
export const BOARD_COLUMN_SIZE = 25;

export interface LeadBoard {
  /** Every status in the form's order, with the newest leads of the filter in it and their count. */
  columns: { status: LeadStatus; statusLabel: string; total: number; items: LeadListItem[] }[];
}

/**
 * The filter's leads by status, for the board: a column per status whatever the filter's own
 * status, each with its newest leads and the count of all of them. The columns are one statement,
 * a `union all` of each status's newest, read beside the counts: on PostgreSQL the board costs the
 * time of one round trip, not of seven in a row.
 */
export async function leadBoard(db: Executor, filter: LeadFilter, viewerId?: string): Promise<LeadBoard> {
  const [first, ...rest] = LEAD_STATUS_VALUES.map((status) =>
    listQuery(db)
      .where(leadConditions({ ...filter, status }, { withStatus: true, viewerId }))
      .orderBy(...keysetOrderBy(listOrder))
      .limit(BOARD_COLUMN_SIZE),
  );
  const [statusCounts, rows] = await Promise.all([
    leadStatusCounts(db, filter, viewerId),
    rest.reduce((union, column) => union.unionAll(column), first!.$dynamic()),
  ]);
  return {
    columns: LEAD_STATUS_VALUES.map((status) => ({
      status,
      statusLabel: leadStatusLabel(status),
      total: statusCounts[status],
      // A union's rows come in no promised order: each column is put back in `listOrder`, by
      // the instant to the microsecond (a Date keeps milliseconds) and then the id.
      items: rows
        .filter((row) => row.status === status)
        .sort((a, b) => compareDescending(a.cursorAt, b.cursorAt) || compareDescending(a.id, b.id))
        .map(listItem),
    })),
  };
}

function compareDescending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** How many of the newest leads say which campaign sources are in use. */
export const RECENT_LEADS_FOR_SOURCES = 5_000;

/**
 * Campaign sources in use, for the filter's suggestions: those of the newest leads, the most
 * frequent first. Read from a bounded number of leads, through the index of their order, so that
 * the list's every load does not group all the leads ever received (ADR 043).
 */
export async function knownUtmSources(db: Executor, limit = 50): Promise<string[]> {
  const recent = db
    .select({ source: leads.utmSource })
    .from(leads)
    .orderBy(...keysetOrderBy(listOrder))
    .limit(RECENT_LEADS_FOR_SOURCES)
    .as("recent");
  const rows = await db
    .select({ source: recent.source, count: count() })
    .from(recent)
    .where(isNotNull(recent.source))
    .groupBy(recent.source)
    .orderBy(desc(count()), asc(recent.source))
    .limit(limit);
  return rows.flatMap((row) => (row.source ? [row.source] : []));
}

type LeadRow = typeof leads.$inferSelect;

/** What a lead's answers are read from: the answers as stored, and whether they were erased. */
type StoredAnswers = Pick<LeadRow, Exclude<keyof LeadAnswers, "name" | "company" | "email">> &
  Pick<LeadRow, "name" | "company" | "email" | "erasedAt">;

/**
 * A lead's answers under the spec's labels (the same rows as its emails). Once erased, the answers
 * that said who the person was (name, company, email, phone, message) read "Erased"; the choices
 * they made (industry, budget…) stay, as they say nothing about who they are.
 */
export function leadAnswers(lead: StoredAnswers): { label: string; value: string }[] {
  const answers: LeadAnswers =
    lead.erasedAt === null
      ? { ...lead, name: lead.name ?? "", company: lead.company ?? "", email: lead.email ?? "" }
      : { ...lead, name: ERASED, company: ERASED, email: ERASED, phone: ERASED, message: ERASED };
  return leadSummary(answers);
}

/** The campaign parameters the lead came with, in their usual order, without empty ones. */
export function leadCampaign(lead: LeadRow): { name: string; value: string }[] {
  return Object.entries(leadUtmParameters(lead)).map(([name, value]) => ({ name, value }));
}

export interface LeadDetail {
  id: string;
  status: LeadStatus;
  statusLabel: string;
  statusChangedAt: Date | null;
  receivedAt: Date;
  /** When the visitor's browser said it sent the form. */
  submissionTime: Date;
  timeToCompleteMs: number;
  /** Null unless erased. */
  erasedAt: Date | null;
  /** The language the visitor used, by its English name: "English", "French". */
  language: string;
  /** The name for the page's heading: the company and the person, or "Erased". */
  title: string;
  /** The company and the person as they typed them, for a heading that isolates each; null once erased. */
  person: { company: string; name: string } | null;
  answers: { label: string; value: string }[];
  campaign: { name: string; value: string }[];
  /** Null when there was none, or once erased. */
  referrer: string | null;
  consent: {
    id: string;
    version: string;
    /** The language of the text shown, by its English name. */
    language: string;
    sha256: string;
    /** The stored text still has the stored hash. */
    textMatches: boolean;
    receivedAt: Date;
    ipAddress: string | null;
    pageUrl: string | null;
    erasedAt: Date | null;
    erasureReason: string | null;
  } | null;
  emails: {
    id: string;
    kind: string;
    status: string;
    attempts: number;
    lastError: string | null;
    queuedAt: Date;
    sentAt: Date | null;
  }[];
  history: {
    id: number;
    occurredAt: Date;
    /** Null for an account since removed. */
    staffEmail: string | null;
    fromStatus: string | null;
    toStatus: string | null;
    /** Null when there was none; "Erased" once the lead is. */
    note: string | null;
  }[];
  /** The statuses the form offers; none once erased. */
  moves: readonly LeadStatus[];
  /** Who works it: null for nobody. */
  owner: { id: string; email: string } | null;
}

/** One lead as its page shows it; undefined for an id that is no lead's (or no UUID at all). */
export async function leadDetail(db: Executor, id: string): Promise<LeadDetail | undefined> {
  if (!parseUuid(id)) return undefined;
  const [found] = await db
    .select({ lead: leads, ownerEmail: staffAccounts.email })
    .from(leads)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leads.ownerId))
    .where(eq(leads.id, id));
  if (!found) return undefined;
  const { lead, ownerEmail } = found;
  const erased = lead.erasedAt !== null;

  const [consent] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.leadId, id))
    .orderBy(asc(consentRecords.createdAt))
    .limit(1);
  const emails = await db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      queuedAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.leadId, id))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.kind));
  const history = await db
    .select({
      id: leadEvents.id,
      occurredAt: leadEvents.occurredAt,
      staffEmail: staffAccounts.email,
      fromStatus: leadEvents.fromStatus,
      toStatus: leadEvents.toStatus,
      note: leadEvents.note,
    })
    .from(leadEvents)
    .leftJoin(staffAccounts, eq(staffAccounts.id, leadEvents.staffId))
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.id));

  return {
    id: lead.id,
    status: lead.status as LeadStatus,
    statusLabel: leadStatusLabel(lead.status),
    statusChangedAt: lead.statusChangedAt,
    receivedAt: lead.createdAt,
    submissionTime: lead.submissionTime,
    timeToCompleteMs: lead.timeToCompleteMs,
    erasedAt: lead.erasedAt,
    language: languageLabel(lead.language),
    title: erased ? ERASED : `${lead.company} (${lead.name})`,
    person: erased ? null : { company: lead.company ?? "", name: lead.name ?? "" },
    answers: leadAnswers(lead),
    campaign: leadCampaign(lead),
    referrer: erased ? null : lead.referrer,
    consent: consent
      ? {
          id: consent.id,
          version: consent.consentVersion,
          language: languageLabel(consent.language),
          sha256: consent.consentSha256,
          textMatches: sha256(consent.consentText) === consent.consentSha256,
          receivedAt: consent.receivedAt,
          ipAddress: consent.ipAddress,
          pageUrl: consent.pageUrl,
          erasedAt: consent.erasedAt,
          erasureReason: consent.erasureReason,
        }
      : null,
    emails: emails.map((email) => ({
      ...email,
      // An SMTP error can quote the recipient; once the lead is erased its address goes from here too.
      lastError: email.lastError && erased ? withoutEmailAddresses(email.lastError) : email.lastError,
    })),
    history: history.map((event) => ({ ...event, note: event.note && erased ? ERASED : event.note })),
    moves: erased ? [] : allowedMoves(lead.status as LeadStatus),
    owner: lead.ownerId && ownerEmail ? { id: lead.ownerId, email: ownerEmail } : null,
  };
}

/** recordAudit as the signed-in member of staff, from their request (StaffRequest.audit). */
export type StaffAudit = (
  db: Executor,
  entry: Pick<AuditEntry, "action" | "subjectType" | "subjectId" | "details">,
) => Promise<void>;

export interface LeadChange {
  leadId: string;
  staffId: string;
  /** The status the member of staff saw when they chose the move. */
  expectedStatus: LeadStatus;
  toStatus?: LeadStatus;
  note?: string;
}

export type LeadChangeOutcome =
  | { kind: "changed"; status: LeadStatus; moved: boolean }
  | { kind: "not-found" }
  /** Nothing was stored; the message says why, for the page. */
  | { kind: "refused"; message: string };

export const ERASED_LEAD_MESSAGE =
  "This lead was erased at the person's request and can no longer be changed.";

export function staleStatusMessage(current: LeadStatus): string {
  return `Someone has moved this lead to ${leadStatusLabel(current)} since you opened it. Nothing was saved: check its history and try again.`;
}

/**
 * A lead's row locked for a change, with what its webhook event is built from: its consent record
 * and its owner's address, in the locking read itself, so that reporting the change costs it no
 * read of its own. Only the lead's row is locked (an owner's account is not changed by this).
 */
async function lockedLead(tx: Executor, leadId: string) {
  const [row] = await tx
    .select({ lead: leads, consent: consentRecords, ownerEmail: staffAccounts.email })
    .from(leads)
    .leftJoin(consentRecords, eq(consentRecords.leadId, leads.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, leads.ownerId))
    .where(eq(leads.id, leadId))
    .orderBy(asc(consentRecords.createdAt))
    .limit(1)
    .for("update", { of: leads });
  return row;
}

/**
 * A move and/or a note, with its history row and audit entry, and for a move its webhook event, in
 * one transaction. The lead's row is locked first, so that of two members of staff moving it at
 * once the second sees the first's move: a move chosen from a status the lead no longer has is
 * refused, not applied to the new one.
 */
export async function changeLead(
  /** `siteUrl`, the public origin: a webhook's links to the console are absolute. */
  deps: { db: Database; siteUrl: string },
  change: LeadChange,
  now: Date,
  audit: StaffAudit,
): Promise<LeadChangeOutcome> {
  if (!parseUuid(change.leadId)) return { kind: "not-found" };
  if (!change.toStatus && !change.note) throw new Error("A lead change needs a move or a note");
  return deps.db.transaction(async (tx): Promise<LeadChangeOutcome> => {
    const row = await lockedLead(tx, change.leadId);
    if (!row) return { kind: "not-found" };
    const lead = heldLead(row.lead);
    if (!lead) return { kind: "refused", message: ERASED_LEAD_MESSAGE };
    const current = lead.status as LeadStatus;
    const { toStatus, note } = change;
    if (toStatus) {
      if (current !== change.expectedStatus) return { kind: "refused", message: staleStatusMessage(current) };
      const problem = moveProblem(current, toStatus);
      if (problem) return { kind: "refused", message: problem };
      await tx
        .update(leads)
        .set({ status: toStatus, statusChangedAt: now })
        .where(eq(leads.id, change.leadId));
    }
    await tx.insert(leadEvents).values({
      leadId: change.leadId,
      staffId: change.staffId,
      fromStatus: toStatus ? current : null,
      toStatus: toStatus ?? null,
      note: note ?? null,
      occurredAt: now,
    });
    // The note itself stays out of the log: it may well name the person.
    await audit(tx, {
      action: toStatus ? "lead-status-changed" : "lead-note-added",
      subjectType: "lead",
      subjectId: change.leadId,
      details: toStatus ? { from: current, to: toStatus, withNote: Boolean(note) } : {},
    });
    if (toStatus) {
      const moved = { ...lead, status: toStatus, statusChangedAt: now };
      await enqueueWebhookEvent(
        tx,
        {
          type: "lead.status_changed",
          data: leadStatusChangedData(
            moved,
            row.consent ?? undefined,
            leadOwner(row.ownerEmail),
            current,
            deps.siteUrl,
          ),
          leadId: change.leadId,
        },
        now,
      );
    }
    return { kind: "changed", status: toStatus ?? current, moved: Boolean(toStatus) };
  });
}

/** The accounts a lead can be given to: every one not disabled, by address. */
export async function assignableStaff(db: Executor): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(isNull(staffAccounts.disabledAt))
    .orderBy(asc(staffAccounts.email));
}

export interface LeadAssignment {
  leadId: string;
  /** The owner the member of staff saw when they chose (null: nobody). */
  expectedOwnerId: string | null;
  /** The new owner, or null for nobody. */
  ownerId: string | null;
}

export type LeadAssignmentOutcome =
  | { kind: "assigned"; ownerEmail: string | null }
  | { kind: "not-found" }
  /** Nothing was stored; the message says why, for the page. */
  | { kind: "refused"; field: "form" | "owner"; message: string };

export const STALE_OWNER_MESSAGE =
  "Someone has given this lead to someone else since you opened it. Nothing was saved: check who has it now and try again.";
export const UNASSIGNABLE_MESSAGE = "Choose an account that is not disabled, or nobody.";

/**
 * Gives a lead to a member of staff, or to nobody, with its audit entry (naming both accounts by
 * their address) and its `lead.assigned` webhook event, in one transaction: a refusal or a
 * rollback sends nothing, and choosing the owner the lead already has changes, logs and sends
 * nothing. As with a move, the lead's row is locked first and a choice made from an owner the lead
 * no longer has is refused rather than overriding someone else's.
 */
export async function assignLead(
  /** `siteUrl`, the public origin: a webhook's links to the console are absolute. */
  deps: { db: Database; siteUrl: string },
  assignment: LeadAssignment,
  now: Date,
  audit: StaffAudit,
): Promise<LeadAssignmentOutcome> {
  if (!parseUuid(assignment.leadId)) return { kind: "not-found" };
  return deps.db.transaction(async (tx): Promise<LeadAssignmentOutcome> => {
    const row = await lockedLead(tx, assignment.leadId);
    if (!row) return { kind: "not-found" };
    const lead = heldLead(row.lead);
    if (!lead) return { kind: "refused", field: "form", message: ERASED_LEAD_MESSAGE };
    const previousOwnerId = row.lead.ownerId;
    if (previousOwnerId !== assignment.expectedOwnerId) {
      return { kind: "refused", field: "form", message: STALE_OWNER_MESSAGE };
    }
    const ownerEmail = await activeStaffEmail(tx, assignment.ownerId);
    if (ownerEmail === undefined) return { kind: "refused", field: "owner", message: UNASSIGNABLE_MESSAGE };
    if (assignment.ownerId === previousOwnerId) return { kind: "assigned", ownerEmail };
    await tx.update(leads).set({ ownerId: assignment.ownerId }).where(eq(leads.id, assignment.leadId));
    // The previous owner's address came with the locked row (a disabled account's too).
    const previousOwnerEmail = row.ownerEmail;
    await enqueueWebhookEvent(
      tx,
      {
        type: "lead.assigned",
        data: leadAssignedData(
          { ...lead, ownerId: assignment.ownerId },
          row.consent ?? undefined,
          leadOwner(ownerEmail),
          leadOwner(previousOwnerEmail),
          deps.siteUrl,
        ),
        leadId: assignment.leadId,
      },
      now,
    );
    await audit(tx, {
      action: "lead-assigned",
      subjectType: "lead",
      subjectId: assignment.leadId,
      details: { owner: ownerEmail, previousOwner: previousOwnerEmail },
    });
    return { kind: "assigned", ownerEmail };
  });
}

/** The address of an account a lead can be given to (null: nobody); undefined if there is no such enabled account. */
async function activeStaffEmail(tx: Executor, staffId: string | null): Promise<string | null | undefined> {
  if (!staffId) return null;
  const [account] = await tx
    .select({ email: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), isNull(staffAccounts.disabledAt)));
  return account?.email;
}
