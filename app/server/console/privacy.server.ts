/**
 * Privacy requests (issue 11, point 7; PIPEDA; DESIGN.md decision 12): everything held about one
 * email address, found, exported, or erased.
 *
 * An erasure is one transaction. It cancels the person's upcoming meetings (the slot is freed, the
 * reminder withdrawn, and no email goes out: the address is about to be forgotten), removes the
 * personal fields of their leads and bookings, keeps each consent record only as its text, version
 * and hash plus a hash of the circumstances as they were (consent.server.ts, evidenceSha256) and
 * the reason, deletes the emails not yet sent and prunes the sent ones as retention does, does the
 * same with the webhook events of their leads and bookings, removes staff's notes and the reasons
 * in the bookings' histories, and deletes the stored API answers and rate-limit counters that name
 * them, and the files of the local mailbox that hold their emails (those to them, and those to
 * staff about their leads and bookings). What stays says that a lead or booking existed, when, in
 * what state, and whose address hash it had, and nothing more; and a person.erased webhook event
 * tells the agency's CRM to erase its own copy, by that hash alone.
 */
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { consentEvidence, emailSha256, ERASED_EVIDENCE_FIELDS, evidenceSha256 } from "../consent.server";
import { cancelStoredBooking } from "../bookings.server";
import type { Database } from "../db/client.server";
import type { Executor } from "../db/executor.server";
import {
  appointmentEvents,
  appointments,
  consentRecords,
  emailOutbox,
  idempotencyKeys,
  leadEvents,
  leads,
} from "../db/schema.server";
import { deleteMailboxMessages } from "../mail/transport.server";
import { prunedEmailContent } from "../retention.server";
import { unlessErased } from "../booking-mail.server";
import { personErasedData } from "../webhooks/events.server";
import { enqueueWebhookEvent } from "../webhooks/outbox.server";
import { eraseWebhookEvents, type WebhookErasureCounts } from "../webhooks/pruning.server";

type Lead = typeof leads.$inferSelect;
type Booking = typeof appointments.$inferSelect;
type ConsentRecord = typeof consentRecords.$inferSelect;
type Email = typeof emailOutbox.$inferSelect;

export interface PersonalData {
  /** The address as searched, trimmed and lower-cased. */
  email: string;
  emailSha256: string;
  leads: Lead[];
  bookings: Booking[];
  consentRecords: ConsentRecord[];
  leadEvents: (typeof leadEvents.$inferSelect)[];
  bookingEvents: (typeof appointmentEvents.$inferSelect)[];
  emails: Email[];
  idempotencyKeys: (typeof idempotencyKeys.$inferSelect)[];
}

const none = sql`false`;

/** Rows whose column is one of the ids; none when there are no ids. */
function amongIds(column: Parameters<typeof inArray>[0], ids: string[]): SQL {
  return ids.length > 0 ? inArray(column, ids) : none;
}

/** The stored API answers that name any of these ids (a lead's, a booking's or a change's). */
function answersNaming(ids: string[]): SQL {
  return ids.length > 0
    ? or(...ids.map((id) => sql`${idempotencyKeys.responseBody}::text like ${`%${id}%`}`))!
    : none;
}

/**
 * Everything held about the address, any spelling of it: by the address itself, and by its hash,
 * which is all that is left of it in erased records and pruned emails. With `forUpdate` the leads
 * and bookings are locked for the caller's transaction.
 */
export async function findPersonalData(
  db: Executor,
  address: string,
  options: { forUpdate?: boolean } = {},
): Promise<PersonalData> {
  const email = address.trim().toLowerCase();
  const hash = emailSha256(email);
  const leadQuery = db
    .select()
    .from(leads)
    .where(or(eq(leads.emailSha256, hash), sql`lower(${leads.email}) = ${email}`))
    .orderBy(leads.createdAt, leads.id);
  const bookingQuery = db
    .select()
    .from(appointments)
    .where(or(eq(appointments.emailSha256, hash), sql`lower(${appointments.email}) = ${email}`))
    .orderBy(appointments.createdAt, appointments.id);
  const [foundLeads, foundBookings] = options.forUpdate
    ? [await leadQuery.for("update"), await bookingQuery.for("update")]
    : [await leadQuery, await bookingQuery];
  const leadIds = foundLeads.map((lead) => lead.id);
  const bookingIds = foundBookings.map((booking) => booking.id);
  return {
    email,
    emailSha256: hash,
    leads: foundLeads,
    bookings: foundBookings,
    consentRecords: await db
      .select()
      .from(consentRecords)
      .where(or(amongIds(consentRecords.leadId, leadIds), amongIds(consentRecords.appointmentId, bookingIds)))
      .orderBy(consentRecords.receivedAt, consentRecords.id),
    leadEvents: await db
      .select()
      .from(leadEvents)
      .where(amongIds(leadEvents.leadId, leadIds))
      .orderBy(leadEvents.id),
    bookingEvents: await db
      .select()
      .from(appointmentEvents)
      .where(amongIds(appointmentEvents.appointmentId, bookingIds))
      .orderBy(appointmentEvents.id),
    emails: await db
      .select()
      .from(emailOutbox)
      .where(
        or(
          eq(emailOutbox.recipientSha256, hash),
          amongIds(emailOutbox.leadId, leadIds),
          amongIds(emailOutbox.appointmentId, bookingIds),
        ),
      )
      .orderBy(emailOutbox.createdAt, emailOutbox.id),
    idempotencyKeys: await db
      .select()
      .from(idempotencyKeys)
      .where(answersNaming([...leadIds, ...bookingIds]))
      .orderBy(idempotencyKeys.createdAt, idempotencyKeys.key),
  };
}

/** Whether anything personal is still held: a record not yet erased, or an email with its content. */
export function holdsPersonalData(found: PersonalData): boolean {
  return (
    found.leads.some((lead) => lead.erasedAt === null) ||
    found.bookings.some((booking) => booking.erasedAt === null) ||
    found.emails.some((email) => email.prunedAt === null) ||
    found.idempotencyKeys.length > 0
  );
}

/** The address the subject of a consent record gave, while it is still held. */
function subjectEmail(found: PersonalData, record: ConsentRecord): string | null {
  const subject = record.leadId
    ? found.leads.find((lead) => lead.id === record.leadId)
    : found.bookings.find((booking) => booking.id === record.appointmentId);
  return subject?.email ?? null;
}

const WITHHELD_TOKEN = "[manage token withheld]";

/** The value with every occurrence of the tokens in its strings replaced, at any depth. */
function withTokensWithheld(value: unknown, tokens: string[]): unknown {
  if (typeof value === "string")
    return tokens.reduce((text, token) => text.replaceAll(token, WITHHELD_TOKEN), value);
  if (Array.isArray(value)) return value.map((item) => withTokensWithheld(item, tokens));
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withTokensWithheld(item, tokens)]),
    );
  }
  return value;
}

/**
 * The export handed to the person (or kept for the request): every row found, as stored, except
 * each booking's manage token, a key to change the booking rather than data about the person,
 * which is withheld wherever it appears (the stored API answers and emails carry it in links).
 * Each consent record not yet erased carries the evidence hash an erasure would keep, so that the
 * person can later check the proof against this copy.
 */
export function personalDataExport(found: PersonalData, exportedAt: Date) {
  const tokens = found.bookings.map((booking) => booking.calendarToken);
  const exported = {
    format: `${site.brand} personal data export, version 1`,
    exportedAt: exportedAt.toISOString(),
    emailAddress: found.email,
    emailSha256: found.emailSha256,
    leads: found.leads,
    bookings: found.bookings.map(({ calendarToken: _manageToken, ...booking }) => booking),
    consentRecords: found.consentRecords.map((record) => {
      const email = subjectEmail(found, record);
      return {
        ...record,
        evidenceSha256:
          record.evidenceSha256 ?? (email === null ? null : evidenceSha256(consentEvidence(record, email))),
      };
    }),
    leadEvents: found.leadEvents,
    bookingEvents: found.bookingEvents,
    emails: found.emails,
    apiAnswers: found.idempotencyKeys.map(({ requestHash: _requestHash, ...answer }) => answer),
  };
  return withTokensWithheld(exported, tokens) as typeof exported;
}

export interface ErasureCounts extends WebhookErasureCounts {
  leads: number;
  bookings: number;
  /** Of those bookings, the upcoming meetings cancelled first. */
  meetingsCancelled: number;
  consentRecords: number;
  notesRemoved: number;
  historyReasonsRemoved: number;
  emailsDeleted: number;
  emailsPruned: number;
  apiAnswersDeleted: number;
  rateLimitCountersDeleted: number;
  /** Files of the local mailbox (DATA_DIR/mail) that held the person's emails; 0 with SMTP. */
  mailboxFiles: number;
}

export type ErasureOutcome =
  | { kind: "erased"; counts: ErasureCounts }
  | { kind: "nothing-held" }
  /** The reason is kept after the erasure: it must not carry what is being erased. */
  | { kind: "reason-names-person" };

/** The values of the person's that the reason must not repeat: 3 characters or more, lower-cased. */
function personalValues(found: PersonalData): string[] {
  const values = [
    found.email,
    ...found.leads.flatMap((lead) => [lead.name, lead.email, lead.company, lead.phone]),
    ...found.bookings.flatMap((booking) => [booking.name, booking.email, booking.company, booking.phone]),
  ];
  return values
    .filter((value): value is string => value !== null && value.trim().length >= 3)
    .map((value) => value.trim().toLowerCase());
}

/** The personal fields of a lead: what a staff member would recognise a person by, and what they wrote. */
export const ERASED_LEAD_FIELDS = {
  name: null,
  email: null,
  company: null,
  phone: null,
  message: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
} satisfies Partial<typeof leads.$inferInsert>;

export const ERASED_BOOKING_FIELDS = {
  name: null,
  email: null,
  company: null,
  phone: null,
  goals: null,
  cancellationReason: null,
} satisfies Partial<typeof appointments.$inferInsert>;

export async function erasePersonalData(
  db: Database,
  request: { email: string; reason: string; staffId: string },
  now: Date,
  record: (tx: Executor, found: PersonalData, counts: ErasureCounts) => Promise<void>,
  options: {
    /** The local mailbox, when emails are written there (no SMTP_URL): the person's are deleted. */
    localMailDir?: string;
  } = {},
): Promise<ErasureOutcome> {
  return db.transaction(async (tx): Promise<ErasureOutcome> => {
    const found = await findPersonalData(tx, request.email, { forUpdate: true });
    if (!holdsPersonalData(found)) return { kind: "nothing-held" };
    const reason = request.reason.toLowerCase();
    if (personalValues(found).some((value) => reason.includes(value))) return { kind: "reason-names-person" };

    const leadIds = found.leads.filter((lead) => lead.erasedAt === null).map((lead) => lead.id);
    const bookingIds = found.bookings
      .filter((booking) => booking.erasedAt === null)
      .map((booking) => booking.id);
    const allLeadIds = found.leads.map((lead) => lead.id);
    const allBookingIds = found.bookings.map((booking) => booking.id);

    let meetingsCancelled = 0;
    for (const booking of found.bookings) {
      const held = unlessErased(booking);
      if (held?.status === "confirmed" && held.startsAt > now) {
        await cancelStoredBooking(tx, held, {
          by: { actor: "staff", staffId: request.staffId },
          reason: null,
          now,
        });
        meetingsCancelled += 1;
      }
    }

    // The evidence is hashed as it was, before anything of it is removed.
    let consentErased = 0;
    for (const consent of found.consentRecords) {
      const email = subjectEmail(found, consent);
      if (consent.erasedAt !== null || email === null) continue;
      await tx
        .update(consentRecords)
        .set({
          ...ERASED_EVIDENCE_FIELDS,
          evidenceSha256: evidenceSha256(consentEvidence(consent, email)),
          erasedAt: now,
          erasureReason: request.reason,
        })
        .where(eq(consentRecords.id, consent.id));
      consentErased += 1;
    }

    if (leadIds.length > 0) {
      await tx
        .update(leads)
        .set({ ...ERASED_LEAD_FIELDS, erasedAt: now })
        .where(inArray(leads.id, leadIds));
    }
    if (bookingIds.length > 0) {
      await tx
        .update(appointments)
        .set({ ...ERASED_BOOKING_FIELDS, erasedAt: now })
        .where(inArray(appointments.id, bookingIds));
    }

    // A note on a status change goes and the change stays; a note alone goes with its entry.
    const notesCleared = await tx
      .update(leadEvents)
      .set({ note: null })
      .where(
        and(
          amongIds(leadEvents.leadId, allLeadIds),
          isNotNull(leadEvents.toStatus),
          isNotNull(leadEvents.note),
        ),
      )
      .returning({ id: leadEvents.id });
    const notesDeleted = await tx
      .delete(leadEvents)
      .where(and(amongIds(leadEvents.leadId, allLeadIds), isNull(leadEvents.toStatus)))
      .returning({ id: leadEvents.id });
    const reasonsCleared = await tx
      .update(appointmentEvents)
      .set({ reason: null })
      .where(
        and(amongIds(appointmentEvents.appointmentId, allBookingIds), isNotNull(appointmentEvents.reason)),
      )
      .returning({ id: appointmentEvents.id });

    const theirEmails = or(
      eq(emailOutbox.recipientSha256, found.emailSha256),
      amongIds(emailOutbox.leadId, allLeadIds),
      amongIds(emailOutbox.appointmentId, allBookingIds),
    );
    const emailsDeleted = await tx
      .delete(emailOutbox)
      .where(and(theirEmails, inArray(emailOutbox.status, ["pending", "failed"])))
      .returning({ id: emailOutbox.id });
    const emailsPruned = await tx
      .update(emailOutbox)
      .set(prunedEmailContent(now))
      .where(and(theirEmails, eq(emailOutbox.status, "sent"), isNull(emailOutbox.prunedAt)))
      .returning({ id: emailOutbox.id });
    const webhookEvents = await eraseWebhookEvents(
      tx,
      { leadIds: allLeadIds, bookingIds: allBookingIds },
      now,
    );

    const answersDeleted = await tx
      .delete(idempotencyKeys)
      .where(answersNaming([...allLeadIds, ...allBookingIds]))
      .returning({ key: idempotencyKeys.key });

    const counts: ErasureCounts = {
      leads: leadIds.length,
      bookings: bookingIds.length,
      meetingsCancelled,
      consentRecords: consentErased,
      notesRemoved: notesCleared.length + notesDeleted.length,
      historyReasonsRemoved: reasonsCleared.length,
      emailsDeleted: emailsDeleted.length,
      emailsPruned: emailsPruned.length,
      ...webhookEvents,
      apiAnswersDeleted: answersDeleted.length,
      rateLimitCountersDeleted: await deleteRateLimitCounters(tx, found),
      // Last before the audit entry, so that it can count them. Should the transaction still fail,
      // the files stay deleted: that much was asked for, and a second erasure does the rest.
      mailboxFiles: options.localMailDir
        ? await deleteMailboxMessages(
            options.localMailDir,
            found.emails.map((email) => email.messageId).filter((id): id is string => id !== null),
          )
        : 0,
    };
    await record(tx, found, counts);
    await enqueueWebhookEvent(
      tx,
      { type: "person.erased", data: personErasedData(found.emailSha256, now) },
      now,
    );
    return { kind: "erased", counts };
  });
}

/**
 * The API's per-IP counters (rate_limit.hits, keyed "limiter:ip") of the addresses the person's
 * consents came from. They live 15 minutes at most; an erasure does not wait for that.
 */
async function deleteRateLimitCounters(tx: Executor, found: PersonalData): Promise<number> {
  const addresses = [
    ...new Set(
      found.consentRecords.map((record) => record.ipAddress).filter((ip): ip is string => ip !== null),
    ),
  ];
  if (addresses.length === 0) return 0;
  const deleted = await tx.execute(
    sql`delete from rate_limit.hits where ${or(
      ...addresses.map((ip) => sql`right(key, ${ip.length + 1}) = ${`:${ip}`}`),
    )} returning key`,
  );
  return (deleted as unknown as { rows: unknown[] }).rows.length;
}
