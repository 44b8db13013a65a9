/**
 * The database schema: one Postgres schema for PGlite and PostgreSQL alike, migrated with the SQL
 * files drizzle-kit generates into drizzle/ (`npm run db:generate`).
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { EmailContent } from "../mail/templates.server";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A booked consultation: the stored row of spec.md section 3, plus its instant and status. */
export const appointments = pgTable(
  "appointments",
  {
    id: id(),
    status: text("status").notNull().default("confirmed"),
    /** Null only once erased at the person's request (DESIGN.md decision 12). */
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    company: text("company"),
    meetingType: text("meeting_type").notNull(),
    topics: text("topics").array().notNull(),
    goals: text("goals"),
    date: date("date", { mode: "string" }).notNull(),
    timeSlot: text("time_slot").notNull(),
    timezone: text("timezone").notNull().default("America/Toronto"),
    /** The UTC instant of the Toronto wall-clock slot (DESIGN.md decision 2). */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /**
     * Unguessable (192 random bits): the key of the booking's manage link and calendar file, given
     * only to the visitor who booked (DESIGN.md decision 10).
     */
    calendarToken: text("calendar_token").notNull().unique(),
    /** The iCalendar SEQUENCE of the event: raised by each reschedule and by the cancellation. */
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    /** Marked by staff after the meeting. */
    attendance: text("attendance"),
    attendanceMarkedAt: timestamp("attendance_marked_at", { withTimezone: true }),
    /** SHA-256 (hex) of the lower-cased email: what still says whose booking it was after an erasure. */
    emailSha256: text("email_sha256").notNull(),
    /** The language the visitor used, "en" or "fr" (issue 24): every later message to them uses it. */
    language: text("language").notNull().default("en"),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("appointments_language_check", sql`${table.language} in ('en', 'fr')`),
    check("appointments_attendance_check", sql`${table.attendance} in ('attended', 'no-show')`),
    check(
      "appointments_erased_check",
      sql`(${table.erasedAt} is null) = (${table.name} is not null and ${table.email} is not null)`,
    ),
    index("appointments_email_idx").on(sql`lower(${table.email})`),
    index("appointments_email_sha256_idx").on(table.emailSha256),
    // The console's lists and home page read meetings by their Toronto day, and bookings by the
    // week they were made in (app/server/console/dashboard.server.ts).
    index("appointments_date_idx").on(table.date, table.timeSlot),
    index("appointments_created_at_idx").on(table.createdAt),
    // The console's lists, each read a page at a time in its own order (ADR 043): today's, the
    // upcoming and the past meetings by their start, the cancelled ones by their cancellation.
    index("appointments_confirmed_starts_at_idx")
      .on(table.startsAt, table.id)
      .where(sql`${table.status} = 'confirmed' and ${table.erasedAt} is null`),
    index("appointments_cancelled_at_idx")
      .on(table.cancelledAt, table.id)
      .where(sql`${table.status} = 'cancelled' and ${table.erasedAt} is null`),
    check("appointments_status_check", sql`${table.status} in ('confirmed', 'cancelled')`),
    check(
      "appointments_cancelled_check",
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
    check("appointments_time_slot_check", sql`${table.timeSlot} ~ '^[0-9]{2}:[0-9]{2}$'`),
  ],
);

/**
 * One row per taken slot: 'confirmed' by a booking or 'blocked' by staff. The unique constraint on
 * (date, time_slot) is what makes a double booking impossible (DESIGN.md decision 3).
 */
export const appointmentAvailability = pgTable(
  "appointment_availability",
  {
    id: id(),
    date: date("date", { mode: "string" }).notNull(),
    timeSlot: text("time_slot").notNull(),
    status: text("status").notNull(),
    appointmentId: uuid("appointment_id").references(() => appointments.id),
    /** Why staff blocked the slot, as they wrote it in the console. */
    note: text("note"),
    blockedBy: uuid("blocked_by").references((): AnyPgColumn => staffAccounts.id),
    createdAt: createdAt(),
  },
  (table) => [
    unique("appointment_availability_date_time_slot_key").on(table.date, table.timeSlot),
    check("appointment_availability_status_check", sql`${table.status} in ('confirmed', 'blocked')`),
    check(
      "appointment_availability_booking_check",
      sql`(${table.status} = 'confirmed') = (${table.appointmentId} is not null)`,
    ),
    // A cancellation and a move free their booking's slot by the booking's id.
    index("appointment_availability_appointment_id_idx").on(table.appointmentId),
  ],
);

/**
 * What happened to a booking, oldest first: booked, each move with the slot it left, and the
 * cancellation with its reason. The manage page shows it as the meeting's history, and staff see
 * who made each change.
 */
export const appointmentEvents = pgTable(
  "appointment_events",
  {
    /** In the order the events were written: under a fixed clock, two can share a time. */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id),
    kind: text("kind").notNull(),
    /** Who made the change: the visitor through the manage link, or staff in the console. */
    actor: text("actor").notNull(),
    /** The meeting's slot after the event. */
    date: date("date", { mode: "string" }).notNull(),
    timeSlot: text("time_slot").notNull(),
    /** For a move: the slot it left. */
    previousDate: date("previous_date", { mode: "string" }),
    previousTimeSlot: text("previous_time_slot"),
    reason: text("reason"),
    /** The member of staff, when the actor is staff. */
    staffId: uuid("staff_id").references((): AnyPgColumn => staffAccounts.id),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("appointment_events_kind_check", sql`${table.kind} in ('booked', 'rescheduled', 'cancelled')`),
    check("appointment_events_actor_check", sql`${table.actor} in ('visitor', 'staff')`),
    index("appointment_events_appointment_id_idx").on(table.appointmentId, table.occurredAt),
  ],
);

/** A lead request from the /contact funnel, every field of spec.md section 3. */
export const leads = pgTable(
  "leads",
  {
    id: id(),
    /** Name, email and company are null only once erased at the person's request (DESIGN.md decision 12). */
    name: text("name"),
    email: text("email"),
    company: text("company"),
    phone: text("phone"),
    role: text("role").notNull(),
    intent: text("intent").notNull(),
    industry: text("industry").notNull(),
    territories: text("territories").array().notNull(),
    budget: text("budget").notNull(),
    volume: text("volume").notNull(),
    leadType: text("lead_type").notNull(),
    message: text("message"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmTerm: text("utm_term"),
    referrer: text("referrer"),
    /** When the visitor's browser says it submitted (spec.md "submissionTime"). */
    submissionTime: timestamp("submission_time", { withTimezone: true }).notNull(),
    timeToCompleteMs: integer("time_to_complete_ms").notNull(),
    /** Where staff have got with it: new, contacted, qualified, then won, lost or spam. */
    status: text("status").notNull().default("new"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** SHA-256 (hex) of the lower-cased email: what still says whose lead it was after an erasure. */
    emailSha256: text("email_sha256").notNull(),
    /** The language the visitor used, "en" or "fr" (issue 24): every later message to them uses it. */
    language: text("language").notNull().default("en"),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /**
     * The member of staff working the lead (issue 26), or nobody. An account that is removed
     * leaves its leads with nobody rather than blocking the removal.
     */
    ownerId: uuid("owner_id").references((): AnyPgColumn => staffAccounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("leads_language_check", sql`${table.language} in ('en', 'fr')`),
    check(
      "leads_status_check",
      sql`${table.status} in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')`,
    ),
    check(
      "leads_erased_check",
      sql`(${table.erasedAt} is null) = (${table.name} is not null and ${table.email} is not null and ${table.company} is not null)`,
    ),
    // The console's list, newest first a page at a time (ADR 043), and the filters it reads in that
    // order: by status, by owner, by campaign source. The other filters (industry, budget, type,
    // language, territory) each match a large share of the leads, found soon enough in the list's
    // order; the list counts them per status, and carries them at the end of the status's index so
    // that a count tests each lead there, never in the table (an index-only scan).
    index("leads_created_at_id_idx").on(table.createdAt, table.id),
    index("leads_status_created_at_idx").on(
      table.status,
      table.createdAt,
      table.id,
      table.industry,
      table.budget,
      table.leadType,
      table.language,
      table.ownerId,
      table.territories,
    ),
    index("leads_owner_created_at_idx").on(table.ownerId, table.createdAt, table.id),
    index("leads_utm_source_created_at_idx").on(sql`lower(${table.utmSource})`, table.createdAt, table.id),
    index("leads_territories_idx").using("gin", table.territories),
    // The list's search: text anywhere in the name, the address or the company (pg_trgm, 0013).
    index("leads_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("leads_email_trgm_idx").using("gin", table.email.op("gin_trgm_ops")),
    index("leads_company_trgm_idx").using("gin", table.company.op("gin_trgm_ops")),
    // The console's home page: the new leads still to work, oldest first.
    index("leads_new_created_at_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'new' and ${table.erasedAt} is null`),
    index("leads_email_idx").on(sql`lower(${table.email})`),
    index("leads_email_sha256_idx").on(table.emailSha256),
  ],
);

/** What staff did with a lead: each status change and each note, oldest first. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id),
    staffId: uuid("staff_id").references((): AnyPgColumn => staffAccounts.id),
    /** Both set for a status change; both null for a note alone. */
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("lead_events_change_check", sql`(${table.fromStatus} is null) = (${table.toStatus} is null)`),
    check("lead_events_content_check", sql`${table.toStatus} is not null or ${table.note} is not null`),
    index("lead_events_lead_id_idx").on(table.leadId, table.id),
  ],
);

/**
 * The evidence of consent behind a lead or a booking (DESIGN.md decision 7): the exact text shown,
 * its version and hash, and the circumstances in which it was given.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: id(),
    leadId: uuid("lead_id").references(() => leads.id),
    appointmentId: uuid("appointment_id").references(() => appointments.id),
    consentText: text("consent_text").notNull(),
    consentVersion: text("consent_version").notNull(),
    consentSha256: text("consent_sha256").notNull(),
    /** The language of the consent text shown: each language's text is a version of its own. */
    language: text("language").notNull().default("en"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    pageUrl: text("page_url"),
    referrer: text("referrer"),
    utm: jsonb("utm").$type<Record<string, string>>().notNull(),
    visitorTimeZone: text("visitor_time_zone"),
    timeToCompleteMs: integer("time_to_complete_ms"),
    /**
     * After an erasure the circumstances above (IP, user agent, page, referrer, campaign, time zone)
     * are removed; this SHA-256 of them as they were stays, with the reason, as the proof.
     */
    evidenceSha256: text("evidence_sha256"),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    erasureReason: text("erasure_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    check("consent_records_language_check", sql`${table.language} in ('en', 'fr')`),
    check(
      "consent_records_erased_check",
      sql`(${table.erasedAt} is null) = (${table.evidenceSha256} is null)`,
    ),
    check(
      "consent_records_subject_check",
      sql`(${table.leadId} is null) <> (${table.appointmentId} is null)`,
    ),
    index("consent_records_lead_id_idx").on(table.leadId),
    index("consent_records_appointment_id_idx").on(table.appointmentId),
  ],
);

export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Emails waiting to be sent, written in the transaction of their lead or booking so that none is
 * lost; the worker sends them, retrying with backoff (app/server/outbox.server.ts). Thirty days
 * after a message is sent its personal data is pruned (app/server/retention.server.ts): recipient,
 * subject, template data, bodies and attachments are cleared, and the hash of the recipient, the times, the
 * attempts and the Message-ID stay as the record that it was sent.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    recipient: text("recipient"),
    /** SHA-256 (hex) of the lower-cased recipient: says whom a pruned message went to, to whoever knows the address. */
    recipientSha256: text("recipient_sha256").notNull(),
    subject: text("subject"),
    /**
     * What the template needs (its kind and data): the worker renders the HTML and text from it
     * when it sends (ADR 042). Null in rows queued before that, which carry `html` and `text`.
     */
    content: jsonb("content").$type<EmailContent>(),
    html: text("html"),
    text: text("text"),
    attachments: jsonb("attachments").$type<StoredAttachment[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /**
     * When the message is meant to go: when it was queued, or for a reminder the day before the
     * meeting. Retries give up 24 hours after it.
     */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the message is first claimed and kept for every retry, so it is the same each time. */
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    prunedAt: timestamp("pruned_at", { withTimezone: true }),
    leadId: uuid("lead_id").references(() => leads.id),
    appointmentId: uuid("appointment_id").references(() => appointments.id),
    createdAt: createdAt(),
  },
  (table) => [
    check("email_outbox_status_check", sql`${table.status} in ('pending', 'sent', 'failed')`),
    // A message has its whole content until it is pruned, and none of it afterwards: its template's
    // data, or (queued before ADR 042) its rendered HTML and text.
    check(
      "email_outbox_content_check",
      sql`(${table.prunedAt} is null) = (${table.recipient} is not null and ${table.subject} is not null and (${table.content} is not null or (${table.html} is not null and ${table.text} is not null)))`,
    ),
    // Only a sent message is pruned: a pending or failed one keeps what it needs to be sent.
    check(
      "email_outbox_pruned_check",
      sql`${table.prunedAt} is null or (${table.status} = 'sent' and ${table.sentAt} is not null)`,
    ),
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    // The console's list, newest first a page at a time, of every state or of one (ADR 043).
    index("email_outbox_created_at_idx").on(table.createdAt, table.id),
    index("email_outbox_status_created_at_idx").on(table.status, table.createdAt, table.id),
    // A lead's and a booking's emails on their pages, and a person's in a privacy search.
    index("email_outbox_lead_id_idx").on(table.leadId),
    index("email_outbox_appointment_id_idx").on(table.appointmentId),
    index("email_outbox_recipient_sha256_idx").on(table.recipientSha256),
    index("email_outbox_unpruned_sent_at_idx")
      .on(table.sentAt)
      .where(sql`${table.status} = 'sent' and ${table.prunedAt} is null`),
  ],
);

/** The first answer to a request that carried an Idempotency-Key, returned again on a retry. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status").notNull(),
    responseBody: jsonb("response_body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);

/**
 * The API's per-client POST counts when several processes share PostgreSQL (express-rate-limit's
 * store, server/http/rate-limit-store.ts): one row per client and limiter, for one
 * window. A schema of its own: short-lived counters, apart from the site's data. PGlite (one
 * process) counts in memory and leaves it empty.
 */
export const rateLimitSchema = pgSchema("rate_limit");

export const rateLimitHits = rateLimitSchema.table("hits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * The agency's staff, who sign in to the console (/admin). An account is invited by email (or by
 * `npm run staff -- add`) and has no password until its setup link is used.
 */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: id(),
    /** Lower-cased. */
    email: text("email").notNull().unique(),
    role: text("role").notNull(),
    /** argon2id (PHC string); null until the account is set up. */
    passwordHash: text("password_hash"),
    /** The TOTP secret (base32) once the second factor is confirmed; null without it. */
    totpSecret: text("totp_secret"),
    /** A secret being enrolled, until the first code confirms it. */
    pendingTotpSecret: text("pending_totp_secret"),
    /** The last time step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check("staff_accounts_role_check", sql`${table.role} in ('owner', 'staff')`)],
);

/**
 * A one-time link: the setup of a new account or a password reset. Only the SHA-256 of the token
 * is stored; the link itself is in the email (or printed by `npm run staff`).
 */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    tokenSha256: text("token_sha256").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id),
    purpose: text("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [check("staff_tokens_purpose_check", sql`${table.purpose} in ('setup', 'reset')`)],
);

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so the table
 * alone signs nobody in. A session ends after 8 hours idle or 7 days, or when revoked.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenSha256: text("token_sha256").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id),
    /** When the TOTP code was given; null while a session of an account with TOTP waits for it. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    /**
     * When this browser last proved who it is: the password (at sign-in, or asked again) or a TOTP
     * code. A security change needs it within the last 10 minutes (ADR 028); null: never.
     */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("staff_sessions_staff_id_idx").on(table.staffId)],
);

/**
 * A member of staff's calendar subscription (DESIGN.md decision 17, ADR 037): one a person. Only
 * the SHA-256 of the URL's token is stored, so a copy of the database subscribes nobody; the
 * feed finds its row by that hash.
 */
export const staffCalendarFeeds = pgTable("staff_calendar_feeds", {
  staffId: uuid("staff_id")
    .primaryKey()
    .references(() => staffAccounts.id),
  tokenSha256: text("token_sha256").notNull().unique(),
  /** When the current URL was issued: by its creation, or by the last rotation. */
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Sign-in attempts, for throttling per account and per IP; the address is kept only as a hash. */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    emailSha256: text("email_sha256").notNull(),
    ipAddress: text("ip_address"),
    succeeded: boolean("succeeded").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("sign_in_attempts_email_idx").on(table.emailSha256, table.attemptedAt),
    index("sign_in_attempts_ip_idx").on(table.ipAddress, table.attemptedAt),
  ],
);

/**
 * Every "forgot your password" request, whatever the address, for its throttle: at most 3 admitted
 * an hour per address (console/accounts.server.ts). The address is kept only as a hash, and only
 * for the hour the throttle looks back (retention.server.ts).
 */
export const passwordResetRequests = pgTable(
  "password_reset_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the lower-cased address typed. */
    emailSha256: text("email_sha256").notNull(),
    ipAddress: text("ip_address"),
    /** Within the limit: a link was sent if the address has an active account. */
    admitted: boolean("admitted").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("password_reset_requests_email_idx").on(table.emailSha256, table.requestedAt)],
);

/** The console's settings: one row. */
export const consoleSettings = pgTable(
  "console_settings",
  {
    id: boolean("id").primaryKey().default(true),
    /** Every account must have a TOTP second factor before it can use the console. */
    totpRequired: boolean("totp_required").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("console_settings_single_row_check", sql`${table.id}`)],
);

/** An Ontario holiday that staff have opened for bookings (DESIGN.md decision 11). */
export const reopenedHolidays = pgTable("reopened_holidays", {
  date: date("date", { mode: "string" }).primaryKey(),
  note: text("note"),
  staffId: uuid("staff_id").references(() => staffAccounts.id),
  createdAt: createdAt(),
});

/**
 * What staff did, and every sign-in: who, when, from which IP, to what. Details never hold the
 * personal data of a lead or booking (an erasure records counts, not what was erased).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    staffId: uuid("staff_id").references(() => staffAccounts.id),
    /** The staff member's email at the time, or "local tool" for `npm run staff`. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    ipAddress: text("ip_address"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("audit_log_occurred_at_idx").on(table.occurredAt),
    index("audit_log_action_idx").on(table.action, table.occurredAt),
  ],
);

/**
 * A receiver of the agency's (a CRM, an automation) to which the site sends signed events (issue
 * 25, ADR 038). Its signing secret is stored sealed under a key derived from APP_SECRET, so a dump
 * of the database alone cannot sign.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    /** Whole only for owners: a receiver's URL often carries a token of its own. */
    url: text("url").notNull(),
    eventTypes: text("event_types").array().notNull(),
    /** `v1.{iv}.{ciphertext}.{tag}`, AES-256-GCM under the key `webhook-signing-secret`. */
    secretSealed: text("secret_sealed").notNull(),
    /** Which key sealed it, so a secret sealed under another APP_SECRET is named as such. */
    secretKeyId: text("secret_key_id").notNull(),
    /** After a rotation, the old secret signs beside the new one until this time. */
    previousSecretSealed: text("previous_secret_sealed"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    /** The first failure since the last success: 72 hours of failures disable the endpoint. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
    payloadVersion: integer("payload_version").notNull().default(1),
    createdAt: createdAt(),
    /** Null when the server's command line added it. */
    createdBy: uuid("created_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  },
  (table) => [
    check(
      "webhook_endpoints_disabled_check",
      sql`(${table.disabledAt} is null) = (${table.disabledReason} is null)`,
    ),
    check(
      "webhook_endpoints_disabled_reason_check",
      sql`${table.disabledReason} is null or ${table.disabledReason} in ('owner', 'failing', 'gone')`,
    ),
    check("webhook_endpoints_event_types_check", sql`cardinality(${table.eventTypes}) > 0`),
  ],
);

/** One change reported to the endpoints: the exact JSON signed and sent on every attempt. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    /** Sent as `webhook-id`: `msg_` and its 32 hex digits, the same on every attempt and endpoint. */
    id: id(),
    type: text("type").notNull(),
    version: integer("version").notNull(),
    /** Text, not jsonb: jsonb reorders keys, and a retry must send the bytes signed the first time. Null once pruned. */
    body: text("body"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    appointmentId: uuid("appointment_id").references(() => appointments.id, { onDelete: "set null" }),
    prunedAt: timestamp("pruned_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check("webhook_events_pruned_check", sql`(${table.prunedAt} is null) = (${table.body} is not null)`),
    index("webhook_events_lead_idx").on(table.leadId),
    index("webhook_events_appointment_idx").on(table.appointmentId),
    index("webhook_events_created_at_idx").on(table.createdAt),
  ],
);

/** An event for one endpoint: pending until a 2xx, or failed for good. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When it is due; while an attempt is under way, the end of that attempt's lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** The start of the 72 hours after which it fails for good; "send again" starts them anew. */
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (table) => [
    check("webhook_deliveries_status_check", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    unique("webhook_deliveries_event_endpoint_unique").on(table.eventId, table.endpointId),
    index("webhook_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(table.endpointId, table.createdAt),
  ],
);

/** Each request made for a delivery, as the console shows it. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    durationMs: integer("duration_ms").notNull(),
    /** Null when no answer came. */
    statusCode: integer("status_code"),
    /** `timeout`, `connection`, `dns`, `tls`, `refused-address`, `invalid-url` or `secret`, when no answer came. */
    errorKind: text("error_kind"),
    errorMessage: text("error_message"),
    /** How much of the answer was read (at most 64 KB). */
    responseBytes: integer("response_bytes"),
    /** The answer's first 2 KB, as text. */
    responseExcerpt: text("response_excerpt"),
    retryAfterSeconds: integer("retry_after_seconds"),
    /** Null when the attempt ended the delivery. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  },
  (table) => [index("webhook_attempts_delivery_idx").on(table.deliveryId, table.id)],
);
