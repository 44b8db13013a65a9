/**
 * The rows of `npm run seed` (issue 27): staff, leads with their history, consent records, emails
 * and audit entries, and bookings with theirs, as five years of the agency's work would leave them.
 * Every value is one the site's own schemas accept (the funnel's and the booking form's zod schemas,
 * the option lists of app/domain), every state is one the site's code can reach (an erasure leaves
 * what privacy.server.ts leaves, a sent email is pruned after 30 days as retention.server.ts does),
 * and no two active bookings share a slot.
 *
 * Deterministic: the same plan (seed, counts, `now`, existing staff) gives the same rows, whatever
 * the batch size, because each row draws from a generator of its own, seeded by the plan's seed,
 * the kind of row and its index. That is also what lets a booking be made by the person of a lead
 * without keeping every lead in memory: a million leads are generated a batch at a time.
 */
import { randomUUID } from "node:crypto";
import { consentTexts } from "~/domain/consent";
import type { AuditAction } from "~/server/console/audit.server";
import {
  consentEvidence,
  ERASED_EVIDENCE_FIELDS,
  emailSha256,
  evidenceSha256,
  sha256,
} from "~/server/consent.server";
import { ERASED_BOOKING_FIELDS, ERASED_LEAD_FIELDS } from "~/server/console/privacy.server";
import { type Appointment, staffEmail, visitorEmail } from "~/server/booking-mail.server";
import { leadEmails, newLead } from "~/server/leads.server";
import { emailSubject } from "~/server/mail/templates.server";
import type { NewOutboxEmail } from "~/server/outbox.server";
import { prunedEmailContent } from "~/server/retention.server";
import {
  BOOKING_WINDOW_DAYS,
  MINIMUM_NOTICE_MINUTES,
  REMINDER_LEAD_MINUTES,
  SLOT_TIMES,
} from "~/domain/booking-policy";
import { meetingTypes, topics } from "~/domain/booking-request";
import { closedHoliday } from "~/domain/holidays";
import {
  budgets,
  industries,
  intents,
  type LeadRequest,
  leadTypes,
  roles,
  territories,
  volumes,
} from "~/domain/lead-request";
import type { LeadStatus } from "~/domain/lead-status";
import type { Locale } from "~/domain/locale";
import { pathIn } from "~/content/public-paths";
import { site } from "~/content/site";
import { addDays, BUSINESS_TIME_ZONE, isoWeekday, torontoInstant, torontoToday } from "~/domain/time";
import type {
  appointmentAvailability,
  appointmentEvents,
  appointments,
  auditLog,
  consentRecords,
  emailOutbox,
  leadEvents,
  leads,
  staffAccounts,
} from "~/server/db/schema.server";

export type LeadInsert = typeof leads.$inferInsert;
export type LeadEventInsert = typeof leadEvents.$inferInsert;
export type ConsentInsert = typeof consentRecords.$inferInsert;
export type EmailInsert = typeof emailOutbox.$inferInsert;
export type AuditInsert = typeof auditLog.$inferInsert;
export type StaffInsert = typeof staffAccounts.$inferInsert;
export type BookingInsert = typeof appointments.$inferInsert;
export type BookingEventInsert = typeof appointmentEvents.$inferInsert;
export type SlotInsert = typeof appointmentAvailability.$inferInsert;

export interface SeedPlan {
  seed: number;
  leads: number;
  bookings: number;
  /** The site's clock: leads reach five years back from it, bookings 60 days past it. */
  now: Date;
  siteUrl: string;
  salesInbox: string;
  /** Accounts already in the database, given leads to own beside the seeded staff. */
  existingStaff?: readonly SeedStaff[];
}

export interface SeedStaff {
  id: string;
  email: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365 * DAY_MS;
export const SEED_YEARS = 5;
/** retention.server.ts's default (SENT_EMAIL_BODY_TTL_DAYS): a sent email keeps its content this long. */
const SENT_EMAIL_BODY_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// The generator: sfc32, seeded through splitmix32 from (seed, stream, index).

function splitmix32(state: number): () => number {
  let value = state >>> 0;
  return () => {
    value = (value + 0x9e3779b9) >>> 0;
    let mixed = value;
    mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
    mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
    return (mixed ^ (mixed >>> 16)) >>> 0;
  };
}

function streamCode(stream: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < stream.length; i++) hash = Math.imul(hash ^ stream.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A small seeded generator with the helpers the rows need. */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream: string, index: number) {
    const mix = splitmix32(
      seed ^ Math.imul(streamCode(stream), 0x27d4eb2d) ^ Math.imul(index + 1, 0x165667b1),
    );
    [this.a, this.b, this.c, this.d] = [mix(), mix(), mix(), mix()];
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** In [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  int(min: number, maxInclusive: number): number {
    return min + Math.floor(this.next() * (maxInclusive - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** One of `weighted`'s values, each as likely as its weight. */
  weighted<T>(weighted: readonly (readonly [T, number])[]): T {
    const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.next() * total;
    for (const [value, weight] of weighted) {
      point -= weight;
      if (point < 0) return value;
    }
    return weighted[weighted.length - 1]![0];
  }

  /** `count` different values of `list`, in the list's order. */
  some<T>(list: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(this.next() * list.length));
    return [...chosen].sort((x, y) => x - y).map((index) => list[index]!);
  }

  /** A version-4 UUID made of the generator's bits, so that ids are reproducible too. */
  uuid(): string {
    const [a, b, c, d] = [this.word(), this.word(), this.word(), this.word()];
    const variant = ((parseInt(c[0]!, 16) & 0x3) | 0x8).toString(16);
    return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  }

  private word(): string {
    return this.uint32().toString(16).padStart(8, "0");
  }

  /** `bytes` random bytes as base64url: a calendar token is 24 (192 bits, DESIGN.md decision 10). */
  token(bytes: number): string {
    const buffer = Buffer.alloc(Math.ceil(bytes / 4) * 4);
    for (let offset = 0; offset < buffer.length; offset += 4) buffer.writeUInt32LE(this.uint32(), offset);
    return buffer.subarray(0, bytes).toString("base64url");
  }

  /** An instant between two others. */
  between(from: number, to: number): Date {
    return new Date(Math.round(from + this.next() * Math.max(0, to - from)));
  }
}

// ---------------------------------------------------------------------------------------------
// People.

const firstNames = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Charlotte",
  "Lucas",
  "Amelia",
  "Ethan",
  "Ava",
  "Benjamin",
  "Sophia",
  "William",
  "Chloé",
  "Félix",
  "Léa",
  "Gabriel",
  "Camille",
  "Mathis",
  "Aisha",
  "Omar",
  "Priya",
  "Arjun",
  "Mei",
  "Wei",
  "Hiroshi",
  "Yuki",
  "Fatima",
  "Hassan",
  "Zoe",
  "Mateo",
  "Isabella",
  "Diego",
  "Grace",
  "Daniel",
  "Nadia",
  "Samuel",
  "Hannah",
  "Jacob",
  "Maya",
  "Ryan",
] as const;
const lastNames = [
  "Smith",
  "Tremblay",
  "Martin",
  "Roy",
  "Wilson",
  "Gagnon",
  "Brown",
  "Lee",
  "Côté",
  "Taylor",
  "Bouchard",
  "Campbell",
  "Anderson",
  "Gauthier",
  "Patel",
  "Singh",
  "Nguyen",
  "Chen",
  "Wong",
  "Kim",
  "MacDonald",
  "Fraser",
  "Leblanc",
  "Pelletier",
  "Ahmed",
  "Khan",
  "Cohen",
  "Rossi",
  "Silva",
  "O'Brien",
  "Morin",
  "Lavoie",
  "Fortin",
  "Thompson",
  "Scott",
  "Young",
  "Hughes",
  "Ali",
  "Kowalski",
  "Novak",
] as const;
const companyWords = [
  "Maple",
  "Northern",
  "Harbour",
  "Summit",
  "Lakeshore",
  "Granite",
  "Cedar",
  "Beacon",
  "Prairie",
  "Aurora",
  "Ridgeway",
  "Bluewater",
  "Keystone",
  "Pioneer",
  "Laurentian",
  "Capital",
  "Evergreen",
  "Frontier",
  "Horizon",
  "Riverside",
  "Birch",
  "Iron",
  "Boréal",
  "Atlantic",
  "Meridian",
] as const;
const companyTrades = [
  "Insurance",
  "Renovations",
  "Motors",
  "Dental",
  "Law",
  "Academy",
  "Software",
  "Mortgages",
  "Roofing",
  "Clinics",
  "Auto Group",
  "Learning",
  "Analytics",
  "Wealth",
  "Windows",
  "Solar",
  "Physiotherapy",
  "Legal Services",
  "Home Services",
  "Financial",
] as const;
const companyForms = ["Inc.", "Ltd.", "Corp.", "Group", "Co.", "LLP", "& Partners", "Canada"] as const;
const areaCodes = ["416", "647", "437", "905", "289", "613", "343", "514", "604", "403"] as const;

export interface SeedPerson {
  name: string;
  email: string;
  company: string;
  phone: string | undefined;
  language: Locale;
  /** When they asked to be erased; records made before then are erased, later ones are not. */
  erasedAt: Date | undefined;
}

/** Letters of a name as an address takes them: "Côté" → "cote", "O'Brien" → "obrien". */
function addressPart(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/**
 * The person of index `index`: a lead's person is the lead's index, a booking's own person comes
 * after every lead's. The same index gives the same person wherever it is asked for.
 */
export function personAt(plan: SeedPlan, index: number): SeedPerson {
  const random = new SeededRandom(plan.seed, "person", index);
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const company = `${random.pick(companyWords)} ${random.pick(companyTrades)} ${random.pick(companyForms)}`;
  const domain = `${addressPart(company.split(" ").slice(0, 2).join(""))}.example`;
  const local = random.weighted([
    [`${addressPart(first)}.${addressPart(last)}`, 5],
    [`${addressPart(first)[0]}${addressPart(last)}`, 3],
    [addressPart(first), 1],
  ] as const);
  const erased = random.chance(0.005);
  return {
    name: `${first} ${last}`,
    // The index keeps addresses apart: two people of the same name at one company are two people.
    email: `${local}${index % 7 === 0 ? "" : index}@${domain}`,
    company,
    phone: random.chance(0.7)
      ? `${random.pick(areaCodes)}-555-${String(random.int(100, 199)).padStart(4, "0")}`
      : undefined,
    language: random.chance(0.15) ? "fr" : "en",
    erasedAt: erased ? new Date(plan.now.getTime() - random.next() * 3 * YEAR_MS) : undefined,
  };
}

function erasedAtFor(person: SeedPerson, createdAt: Date): Date | undefined {
  return person.erasedAt && person.erasedAt > createdAt ? person.erasedAt : undefined;
}

// ---------------------------------------------------------------------------------------------
// Staff.

const staffFirstNames = ["Avery", "Jordan", "Morgan", "Riley", "Casey", "Taylor", "Quinn", "Jamie"] as const;
const siteDomain = site.email.slice(site.email.indexOf("@") + 1);

export interface SeededStaff extends SeedStaff {
  role: "owner" | "staff";
  createdAt: Date;
  disabledAt: Date | null;
}

/** Two owners and six staff, the last of whom has left (a disabled account owns older leads). */
export function seedStaff(plan: SeedPlan): SeededStaff[] {
  const start = plan.now.getTime() - SEED_YEARS * YEAR_MS;
  return staffFirstNames.map((first, index) => {
    const random = new SeededRandom(plan.seed, "staff", index);
    const createdAt = new Date(start + (index < 2 ? index * DAY_MS : random.next() * 3 * YEAR_MS));
    return {
      id: random.uuid(),
      email: `${first.toLowerCase()}@${siteDomain}`,
      role: index < 2 ? "owner" : "staff",
      createdAt,
      disabledAt: index === staffFirstNames.length - 1 ? new Date(plan.now.getTime() - 200 * DAY_MS) : null,
    };
  });
}

export function staffRows(staff: readonly SeededStaff[], passwordHash: string | null): StaffInsert[] {
  return staff.map((account) => ({
    id: account.id,
    email: account.email,
    role: account.role,
    passwordHash,
    disabledAt: account.disabledAt,
    createdAt: account.createdAt,
  }));
}

/** Who could act at an instant: accounts created by then and not yet disabled. */
function staffAt(staff: readonly SeedStaff[], seeded: readonly SeededStaff[], at: Date): SeedStaff[] {
  const active = seeded.filter(
    (account) => account.createdAt <= at && (!account.disabledAt || account.disabledAt > at),
  );
  const others = staff.filter((account) => !seeded.some((s) => s.id === account.id));
  return [...active, ...others];
}

function ownersOf(plan: SeedPlan, seeded: readonly SeededStaff[]): SeedStaff[] {
  return [...seeded, ...(plan.existingStaff ?? [])];
}

// ---------------------------------------------------------------------------------------------
// Campaigns and visits.

interface Channel {
  source: string;
  medium: string;
  campaigns: readonly string[];
}

/** Where leads come from, and how often: a campaign's parameters, or none (typed in, or a search). */
const channels: readonly (readonly [Channel | undefined, number])[] = [
  [{ source: "google", medium: "cpc", campaigns: ["brand-search", "ppl-ontario", "compliance-leads"] }, 30],
  [{ source: "linkedin", medium: "paid-social", campaigns: ["b2b-decision-makers", "webinar-2025"] }, 14],
  [{ source: "facebook", medium: "paid-social", campaigns: ["home-services", "insurance-q3"] }, 10],
  [{ source: "newsletter", medium: "email", campaigns: ["monthly-insights", "case-study"] }, 8],
  [{ source: "bing", medium: "cpc", campaigns: ["ppl-canada"] }, 5],
  [{ source: "partner", medium: "referral", campaigns: ["agency-partners"] }, 4],
  [undefined, 29],
];
const referrers = [
  "https://www.google.com/",
  "https://www.linkedin.com/",
  "https://duckduckgo.com/",
  "https://www.bing.com/",
] as const;
const userAgents = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
] as const;
const timeZones = [
  "America/Toronto",
  "America/Toronto",
  "America/Vancouver",
  "America/Halifax",
  "Europe/London",
];

interface Visit {
  utm: Record<string, string>;
  referrer: string | undefined;
}

function visitOf(random: SeededRandom): Visit {
  const channel = random.weighted(channels);
  if (!channel) return { utm: {}, referrer: random.chance(0.6) ? random.pick(referrers) : undefined };
  const utm: Record<string, string> = {
    utm_source: channel.source,
    utm_medium: channel.medium,
    utm_campaign: random.pick(channel.campaigns),
  };
  if (random.chance(0.3)) utm.utm_content = random.pick(["hero-cta", "sidebar", "footer-link"]);
  if (channel.medium === "cpc" && random.chance(0.5))
    utm.utm_term = random.pick(["pay per lead", "lead generation agency", "casl compliant leads"]);
  return { utm, referrer: undefined };
}

/** A documentation address (RFC 5737): plausible in the console, never anyone's. */
function ipAddress(random: SeededRandom): string {
  return `${random.pick(["192.0.2", "198.51.100", "203.0.113"])}.${random.int(1, 254)}`;
}

function consentRow(
  plan: SeedPlan,
  random: SeededRandom,
  kind: "lead" | "booking",
  subject: { leadId: string } | { appointmentId: string },
  person: SeedPerson,
  receivedAt: Date,
  visit: Visit,
  timeToCompleteMs: number | undefined,
  erasedAt: Date | undefined,
): ConsentInsert {
  const { text, version } = consentTexts[kind][person.language];
  const consentSha256 = consentHashes.get(text)!;
  const page = pathIn(kind === "lead" ? "/contact" : "/book-a-call", person.language);
  const row: ConsentInsert & { id: string; consentVersion: string; consentSha256: string } = {
    id: random.uuid(),
    ...subject,
    language: person.language,
    consentText: text,
    consentVersion: version,
    consentSha256,
    receivedAt,
    ipAddress: ipAddress(random),
    userAgent: random.pick(userAgents),
    pageUrl: new URL(page, plan.siteUrl).href,
    referrer: visit.referrer ?? null,
    utm: visit.utm,
    visitorTimeZone: random.pick(timeZones),
    timeToCompleteMs: timeToCompleteMs ?? null,
    createdAt: receivedAt,
  };
  if (!erasedAt) return row;
  // As the erasure leaves it: the circumstances hashed as they were, then removed.
  const evidence = consentEvidence(
    {
      ...row,
      leadId: row.leadId ?? null,
      appointmentId: row.appointmentId ?? null,
      ipAddress: row.ipAddress ?? null,
      userAgent: row.userAgent ?? null,
      pageUrl: row.pageUrl ?? null,
      referrer: row.referrer ?? null,
      visitorTimeZone: row.visitorTimeZone ?? null,
      timeToCompleteMs: row.timeToCompleteMs ?? null,
      language: person.language,
      evidenceSha256: null,
      erasedAt: null,
      erasureReason: null,
      createdAt: receivedAt,
    },
    person.email,
  );
  return {
    ...row,
    ...ERASED_EVIDENCE_FIELDS,
    evidenceSha256: evidenceSha256(evidence),
    erasedAt,
    erasureReason: ERASURE_REASON,
  };
}

const ERASURE_REASON = "Request received by email (PIPEDA)";

/** Each consent text's SHA-256, worked out once rather than for each of a million records. */
const consentHashes = new Map(
  Object.values(consentTexts).flatMap((byLanguage) =>
    Object.values(byLanguage).map(({ text }) => [text, sha256(text)]),
  ),
);

// ---------------------------------------------------------------------------------------------
// Emails.

const mailFailures = [
  "550 5.1.1 The email account that you tried to reach does not exist",
  "421 4.7.0 Try again later, closing connection",
  "Connection timeout",
  "452 4.2.2 The recipient's mailbox is full",
] as const;

interface EmailOf {
  kind: string;
  recipientSha256: string;
  /**
   * The email as the application queues it (its recipient, its template's data, its calendar
   * file), made only for a row that keeps them: a calendar file takes about a millisecond to
   * write, and most of the seed's emails were pruned long ago.
   */
  message: () => NewOutboxEmail;
  /** When it was queued; a reminder is queued with its booking and due later. */
  createdAt: Date;
  dueAt: Date;
  leadId?: string;
  appointmentId?: string;
  /** The record's erasure, if any: its pending and failed emails went with it, its sent ones were pruned. */
  erasedAt: Date | undefined;
  /** A meeting's email that can no longer be sent once the meeting is cancelled. */
  withdrawnAt?: Date;
}

const salesInboxHashes = new Map<string, string>();

function salesInboxSha256(plan: SeedPlan): string {
  if (!salesInboxHashes.has(plan.salesInbox))
    salesInboxHashes.set(plan.salesInbox, emailSha256(plan.salesInbox));
  return salesInboxHashes.get(plan.salesInbox)!;
}

function emailRow(plan: SeedPlan, random: SeededRandom, email: EmailOf): EmailInsert | undefined {
  const now = plan.now.getTime();
  const dueAt = email.dueAt.getTime();
  const failed = random.chance(0.02);
  // What outbox.server.ts stores since ADR 042, which its worker renders when it sends: the
  // template's data, with the subject it gives for the console's list of emails.
  const content = () => {
    const { recipient, content, attachments = [] } = email.message();
    return { recipient, subject: emailSubject(content), content, attachments };
  };
  const base = {
    id: random.uuid(),
    kind: email.kind,
    recipientSha256: email.recipientSha256,
    leadId: email.leadId,
    appointmentId: email.appointmentId,
    createdAt: email.createdAt,
    dueAt: email.dueAt,
  };
  // Cancelling a meeting withdraws its reminder, and an erasure deletes what was not sent.
  if (email.withdrawnAt && email.withdrawnAt.getTime() < dueAt) return undefined;
  if (dueAt > now) {
    return email.erasedAt
      ? undefined
      : { ...base, ...content(), status: "pending", nextAttemptAt: email.dueAt };
  }
  if (failed) {
    if (email.erasedAt) return undefined;
    return {
      ...base,
      ...content(),
      status: "failed",
      attempts: random.int(5, 9),
      lastError: random.pick(mailFailures),
      nextAttemptAt: new Date(dueAt + 24 * HOUR_MS),
      messageId: `<${random.uuid()}@${siteDomain}>`,
    };
  }
  // Never after the seed's clock: an email due a moment ago was sent by now, and so the email of a
  // record erased since is pruned by now too (an erasure keeps no one's email).
  const sentAt = new Date(Math.min(now, dueAt + random.int(800, 20_000)));
  const prunedAt = [
    sentAt.getTime() + SENT_EMAIL_BODY_DAYS * DAY_MS + random.int(1, 3600) * 1000,
    email.erasedAt?.getTime() ?? Infinity,
  ].reduce((earliest, at) => Math.min(earliest, Math.max(at, sentAt.getTime())));
  const sent = {
    ...base,
    status: "sent",
    attempts: 1,
    nextAttemptAt: sentAt,
    sentAt,
    messageId: `<${random.uuid()}@${siteDomain}>`,
  };
  return prunedAt <= now ? { ...sent, ...prunedEmailContent(new Date(prunedAt)) } : { ...sent, ...content() };
}

// ---------------------------------------------------------------------------------------------
// Leads.

const leadMessages = [
  "We are looking to scale our inbound leads across Ontario.",
  "Current vendor's lead quality has dropped; interested in a pilot.",
  "Need CASL-compliant leads for a new product line.",
  "Looking for exclusive leads only, no shared leads please.",
  "Can you deliver leads into our CRM in real time?",
  "Nous cherchons des prospects qualifiés au Québec et en Ontario.",
] as const;
const leadNotes = [
  "Left a voicemail.",
  "Spoke with them: budget confirmed, call back next week.",
  "Sent the pricing deck.",
  "Asked for references from their industry.",
  "Not a fit for now; revisit next quarter.",
  "Duplicate of an earlier request.",
] as const;

/** The status a lead has reached, by how long ago it arrived: new ones are mostly still new. */
function statusForAge(random: SeededRandom, ageMs: number): LeadStatus {
  if (ageMs < 3 * DAY_MS)
    return random.weighted([
      ["new", 80],
      ["contacted", 14],
      ["spam", 6],
    ] as const);
  if (ageMs < 30 * DAY_MS) {
    return random.weighted([
      ["new", 30],
      ["contacted", 32],
      ["qualified", 16],
      ["won", 5],
      ["lost", 11],
      ["spam", 6],
    ] as const);
  }
  return random.weighted([
    ["new", 3],
    ["contacted", 9],
    ["qualified", 8],
    ["won", 26],
    ["lost", 42],
    ["spam", 12],
  ] as const);
}

/** The moves, one step at a time as lead-status.ts allows them, from new to `status`. */
function pathTo(random: SeededRandom, status: LeadStatus): LeadStatus[] {
  switch (status) {
    case "new":
      return [];
    case "contacted":
      return ["contacted"];
    case "qualified":
      return ["contacted", "qualified"];
    case "won":
      return ["contacted", "qualified", "won"];
    case "lost":
      return random
        .weighted([
          [["lost"], 2],
          [["contacted", "lost"], 5],
          [["contacted", "qualified", "lost"], 3],
        ] as const)
        .slice();
    case "spam":
      return ["spam"];
  }
}

export interface LeadBatch {
  leads: LeadInsert[];
  leadEvents: LeadEventInsert[];
  consentRecords: ConsentInsert[];
  emails: EmailInsert[];
  audit: AuditInsert[];
}

/**
 * When lead `index` arrived: over the five years, more of them lately (the agency grew), and in the
 * order of their indexes, as a table fills: the leads are written in that order, so that their rows
 * lie in the table in the order they arrived, as a real table's do. Drawn in random order, each
 * lead of a list or an export, read newest first, was on a page of its own.
 */
function leadCreatedAt(random: SeededRandom, plan: SeedPlan, index: number): Date {
  const span = SEED_YEARS * YEAR_MS;
  // The index's share of the leads, with a random place within its own share.
  const share = (index + random.next()) / plan.leads;
  return new Date(plan.now.getTime() - span * (1 - Math.pow(share, 0.6)) - random.int(0, 600_000));
}

/** The person a lead comes from: their own, or (1 in 25) someone who asked before. */
function leadPersonIndex(random: SeededRandom, index: number): number {
  return index > 0 && random.chance(0.04) ? random.int(0, index - 1) : index;
}

function leadRows(plan: SeedPlan, seeded: readonly SeededStaff[], index: number, into: LeadBatch): void {
  const random = new SeededRandom(plan.seed, "lead", index);
  const personIndex = leadPersonIndex(random, index);
  const person = personAt(plan, personIndex);
  const createdAt = leadCreatedAt(random, plan, index);
  const now = plan.now.getTime();
  const erasedAt = erasedAtFor(person, createdAt);
  const id = random.uuid();
  const visit = visitOf(random);
  const timeToCompleteMs = random.int(25_000, 900_000);
  const status = statusForAge(random, now - createdAt.getTime());
  const owners = staffAt(ownersOf(plan, seeded), seeded, createdAt);
  const owner =
    random.chance(status === "new" ? 0.3 : 0.9) && owners.length > 0 ? random.pick(owners) : undefined;

  // The history: each move by the owner (or a colleague), some with a note, some notes alone.
  const events: LeadEventInsert[] = [];
  let at = createdAt.getTime();
  let from: LeadStatus = "new";
  for (const to of pathTo(random, status)) {
    at = Math.min(now - 60_000, at + random.int(1, 240) * HOUR_MS * (to === "contacted" ? 0.25 : 1));
    const by = owner ?? random.pick(owners.length > 0 ? owners : ownersOf(plan, seeded));
    const note = random.chance(0.35) ? random.pick(leadNotes) : null;
    events.push({
      leadId: id,
      staffId: by.id,
      fromStatus: from,
      toStatus: to,
      note,
      occurredAt: new Date(at),
    });
    from = to;
  }
  if (status !== "new" && random.chance(0.2)) {
    const by = owner ?? random.pick(ownersOf(plan, seeded));
    const noteAt = Math.min(now - 30_000, at + random.int(1, 72) * HOUR_MS);
    events.push({
      leadId: id,
      staffId: by.id,
      fromStatus: null,
      toStatus: null,
      note: random.pick(leadNotes),
      occurredAt: new Date(noteAt),
    });
  }
  const accountEmail = (staffId: string) =>
    ownersOf(plan, seeded).find((account) => account.id === staffId)!.email;
  for (const event of events) {
    into.audit.push({
      occurredAt: event.occurredAt,
      staffId: event.staffId,
      actor: accountEmail(event.staffId!),
      action: event.toStatus ? "lead-status-changed" : "lead-note-added",
      subjectType: "lead",
      subjectId: id,
      ipAddress: ipAddress(random),
      details: event.toStatus
        ? { from: event.fromStatus, to: event.toStatus, withNote: event.note !== null }
        : {},
    } satisfies AuditInsert & { action: AuditAction });
  }
  if (owner) {
    const assignedAt = new Date(Math.min(now - 1000, createdAt.getTime() + random.int(5, 600) * 60_000));
    const assigner = random.pick(seeded.slice(0, 2));
    into.audit.push({
      occurredAt: assignedAt,
      staffId: assigner.id,
      actor: assigner.email,
      action: "lead-assigned" satisfies AuditAction,
      subjectType: "lead",
      subjectId: id,
      ipAddress: ipAddress(random),
      details: { owner: owner.email, previousOwner: null },
    });
  }

  const personSha256 = emailSha256(person.email);
  const lastStatusEvent = [...events].reverse().find((event) => event.toStatus);
  // The request as the funnel sent it: the lead is stored from it, and its emails are made from it.
  const request: LeadRequest = {
    name: person.name,
    email: person.email,
    company: person.company,
    phone: person.phone,
    role: random.pick(roles).value,
    intent: random.pick(intents).value,
    industry: random.weighted(
      industries.map((option, i) => [option.value, i === 0 ? 5 : i === 1 ? 4 : 2] as const),
    ),
    territories: random.some(
      territories.map((option) => option.value),
      random.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ] as const),
    ),
    budget: random.pick(budgets).value,
    volume: random.pick(volumes).value,
    leadType: random.pick(leadTypes).value,
    message: random.chance(0.55) ? random.pick(leadMessages) : undefined,
    consent: true,
    utm_source: visit.utm.utm_source,
    utm_medium: visit.utm.utm_medium,
    utm_campaign: visit.utm.utm_campaign,
    utm_content: visit.utm.utm_content,
    utm_term: visit.utm.utm_term,
    referrer: visit.referrer,
    submissionTime: new Date(createdAt.getTime() - random.int(50, 4000)).toISOString(),
    timeToComplete: timeToCompleteMs,
  };
  // As the application stores it, then as it stands today: its status, its owner, its erasure.
  const lead: LeadInsert = {
    ...newLead(id, request, person.language, createdAt),
    status,
    statusChangedAt: lastStatusEvent?.occurredAt ?? null,
    erasedAt: erasedAt ?? null,
    ownerId: owner?.id ?? null,
  };
  into.leads.push(erasedAt ? { ...lead, ...ERASED_LEAD_FIELDS } : lead);
  // An erasure takes the notes: a note alone goes, a note on a move is cleared.
  into.leadEvents.push(
    ...(erasedAt
      ? events.filter((event) => event.toStatus).map((event) => ({ ...event, note: null }))
      : events),
  );
  into.consentRecords.push(
    consentRow(plan, random, "lead", { leadId: id }, person, createdAt, visit, timeToCompleteMs, erasedAt),
  );
  // Its two emails, as createLead (leads.server.ts) queues them.
  const contents = () => leadEmails(id, request, person.language, plan.siteUrl);
  for (const [kind, recipient, recipientSha256, content] of [
    ["lead-confirmation", person.email, personSha256, () => contents().confirmation],
    ["lead-notification", plan.salesInbox, salesInboxSha256(plan), () => contents().notification],
  ] as const) {
    const message = () => ({ kind, recipient, content: content(), leadId: id });
    const row = emailRow(plan, random, {
      kind,
      recipientSha256,
      message,
      createdAt,
      dueAt: createdAt,
      leadId: id,
      erasedAt,
    });
    if (row) into.emails.push(row);
  }
  if (erasedAt && personIndex === index)
    into.audit.push(erasureAudit(plan, seeded, random, erasedAt, { leads: 1, bookings: 0 }));
}

function erasureAudit(
  plan: SeedPlan,
  seeded: readonly SeededStaff[],
  random: SeededRandom,
  at: Date,
  counts: { leads: number; bookings: number },
): AuditInsert {
  const owner = random.pick(seeded.slice(0, 2));
  return {
    occurredAt: at,
    staffId: owner.id,
    actor: owner.email,
    action: "privacy-erased" satisfies AuditAction,
    subjectType: "person",
    ipAddress: ipAddress(random),
    // One entry a person, written with their first record: the rows are made one at a time, so the
    // counts are that record's, where the console's would also count the person's later ones.
    details: { reason: ERASURE_REASON, ...counts, consentRecords: counts.leads + counts.bookings },
  };
}

function emptyBatch(): LeadBatch {
  return { leads: [], leadEvents: [], consentRecords: [], emails: [], audit: [] };
}

/** The leads, `batchSize` at a time, with their history, consent records, emails and audit entries. */
export function* leadBatches(
  plan: SeedPlan,
  seeded: readonly SeededStaff[],
  batchSize: number,
): Generator<LeadBatch> {
  let batch = emptyBatch();
  for (let index = 0; index < plan.leads; index++) {
    leadRows(plan, seeded, index, batch);
    if (batch.leads.length >= batchSize) {
      yield batch;
      batch = emptyBatch();
    }
  }
  if (batch.leads.length > 0) yield batch;
}

// ---------------------------------------------------------------------------------------------
// Bookings.

export interface BookingRows {
  bookings: BookingInsert[];
  events: BookingEventInsert[];
  slots: SlotInsert[];
  consentRecords: ConsentInsert[];
  emails: EmailInsert[];
  audit: AuditInsert[];
}

interface Slot {
  date: string;
  timeSlot: string;
}

/** A working day within a fortnight of `date`: where a moved meeting was before. */
function workingDayNear(random: SeededRandom, date: string): Slot {
  let day = addDays(date, random.int(-14, 14));
  while (isoWeekday(day) > 5 || closedHoliday(day)) day = addDays(day, 1);
  return { date: day, timeSlot: random.pick(SLOT_TIMES) };
}

/** Every slot of every working day from five years back to the end of the booking window. */
export function slotPool(now: Date): Slot[] {
  const today = torontoToday(now);
  const pool: Slot[] = [];
  for (
    let date = addDays(today, -SEED_YEARS * 365);
    date <= addDays(today, BOOKING_WINDOW_DAYS);
    date = addDays(date, 1)
  ) {
    if (isoWeekday(date) > 5 || closedHoliday(date)) continue;
    for (const timeSlot of SLOT_TIMES) pool.push({ date, timeSlot });
  }
  return pool;
}

/** The visitor's email of each change to a booking, as bookings.server.ts queues them. */
const visitorMoments = {
  booked: "booking-confirmation",
  rescheduled: "booking-rescheduled",
  cancelled: "booking-cancelled",
} as const;

const cancellationReasons = [
  "Something came up, will rebook.",
  "We chose another provider.",
  "Double-booked on our side.",
  null,
] as const;
const bookingGoals = [
  "Understand pricing for exclusive leads.",
  "Review our consent flow for CASL.",
  "Plan a pilot for Q2.",
  "Compare pay-per-lead with our current agency retainer.",
] as const;

/**
 * The bookings: each at its own slot (so no two active ones share one, and a cancelled one never
 * sits under an active one either), spread over the pool by a seeded shuffle; made up to the
 * booking window before the meeting and no later than the notice; some moved, some cancelled, past
 * ones mostly marked attended or no-show. Half are made by the person of a lead.
 */
export function bookingRows(plan: SeedPlan, seeded: readonly SeededStaff[]): BookingRows {
  const pool = slotPool(plan.now);
  if (plan.bookings > pool.length) {
    throw new Error(`At most ${pool.length} bookings fit in the slots of five years and the booking window`);
  }
  const shuffle = new SeededRandom(plan.seed, "slots", 0);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(shuffle.next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const rows: BookingRows = {
    bookings: [],
    events: [],
    slots: [],
    consentRecords: [],
    emails: [],
    audit: [],
  };
  const now = plan.now.getTime();
  const owners = ownersOf(plan, seeded);
  const accountEmail = (staffId: string) => owners.find((account) => account.id === staffId)!.email;

  for (let index = 0; index < plan.bookings; index++) {
    const random = new SeededRandom(plan.seed, "booking", index);
    const slot = pool[index]!;
    const personIndex =
      plan.leads > 0 && random.chance(0.5) ? random.int(0, plan.leads - 1) : plan.leads + index;
    const person = personAt(plan, personIndex);
    const personSha256 = emailSha256(person.email);
    const startsAt = torontoInstant(slot.date, slot.timeSlot);
    const latest = Math.min(now, startsAt.getTime() - MINIMUM_NOTICE_MINUTES * 60_000);
    const earliest = Math.max(
      now - SEED_YEARS * YEAR_MS - BOOKING_WINDOW_DAYS * DAY_MS,
      startsAt.getTime() - BOOKING_WINDOW_DAYS * DAY_MS,
    );
    const createdAt = random.between(earliest, Math.max(earliest, latest - 60_000));
    const id = random.uuid();
    const actors = staffAt(owners, seeded, createdAt);

    // Moves first (each from a slot it has left since), then perhaps a cancellation. An erased
    // booking changes no more: its moves come before the erasure, which cancels it if still to come.
    const erasedAt = erasedAtFor(person, createdAt);
    const lastChange = Math.min(latest, erasedAt?.getTime() ?? Infinity);
    const moves = random.weighted([
      [0, 86],
      [1, 11],
      [2, 3],
    ] as const);
    const moveTimes: number[] = [];
    let changedAt = createdAt.getTime();
    for (let move = 0; move < moves; move++) {
      changedAt += random.next() * Math.max(0, lastChange - changedAt);
      moveTimes.push(changedAt);
    }
    const slotsHeld: Slot[] = [];
    for (let move = 0; move < moves; move++) slotsHeld.push(workingDayNear(random, slot.date));
    slotsHeld.push(slot);
    const events: BookingEventInsert[] = [
      { appointmentId: id, kind: "booked", actor: "visitor", ...slotsHeld[0]!, occurredAt: createdAt },
    ];
    const someone = (visitorChance: number) =>
      random.chance(visitorChance) || actors.length === 0
        ? { actor: "visitor" }
        : { actor: "staff", staffId: random.pick(actors).id };
    moveTimes.forEach((at, move) => {
      events.push({
        appointmentId: id,
        kind: "rescheduled",
        ...someone(0.7),
        ...slotsHeld[move + 1]!,
        previousDate: slotsHeld[move]!.date,
        previousTimeSlot: slotsHeld[move]!.timeSlot,
        occurredAt: new Date(at),
      });
    });

    const cancelledOnErasure = erasedAt !== undefined && startsAt > erasedAt;
    const cancelledAt = cancelledOnErasure
      ? erasedAt
      : random.chance(0.12)
        ? random.between(changedAt, Math.min(now, startsAt.getTime()))
        : undefined;
    // The erasure's cancellation is the owner's who erased, and gives no reason (privacy.server.ts).
    const reason = cancelledAt && !cancelledOnErasure ? random.pick(cancellationReasons) : null;
    if (cancelledAt) {
      events.push({
        appointmentId: id,
        kind: "cancelled",
        ...(cancelledOnErasure ? { actor: "staff", staffId: seeded[0]!.id } : someone(0.75)),
        ...slot,
        reason,
        occurredAt: cancelledAt,
      });
    }

    const past = startsAt.getTime() < now;
    const attendance =
      past && !cancelledAt
        ? random.weighted([
            ["attended", 72],
            ["no-show", 12],
            [null, now - startsAt.getTime() < 2 * DAY_MS ? 80 : 16],
          ] as const)
        : null;
    const attendanceMarkedAt = attendance
      ? random.between(startsAt.getTime() + 20 * 60_000, Math.min(now, startsAt.getTime() + 3 * DAY_MS))
      : null;
    const booking = {
      id,
      status: cancelledAt ? "cancelled" : "confirmed",
      name: person.name,
      email: person.email,
      phone: person.phone ?? null,
      company: random.chance(0.8) ? person.company : null,
      meetingType: random.pick(meetingTypes).value,
      topics: random.some(
        topics.map((topic) => topic.value),
        random.int(1, 3),
      ),
      goals: random.chance(0.5) ? random.pick(bookingGoals) : null,
      date: slot.date,
      timeSlot: slot.timeSlot,
      startsAt,
      calendarToken: random.token(24),
      sequence: moves + (cancelledAt ? 1 : 0),
      cancelledAt: cancelledAt ?? null,
      cancellationReason: reason,
      attendance,
      attendanceMarkedAt,
      emailSha256: personSha256,
      language: person.language,
      erasedAt: erasedAt ?? null,
      createdAt,
    } satisfies BookingInsert;
    rows.bookings.push(erasedAt ? { ...booking, ...ERASED_BOOKING_FIELDS } : booking);
    rows.events.push(...(erasedAt ? events.map((event) => ({ ...event, reason: null })) : events));
    if (!cancelledAt)
      rows.slots.push({
        date: slot.date,
        timeSlot: slot.timeSlot,
        status: "confirmed",
        appointmentId: id,
        createdAt,
      });
    const visit = visitOf(random);
    rows.consentRecords.push(
      consentRow(
        plan,
        random,
        "booking",
        { appointmentId: id },
        person,
        createdAt,
        visit,
        random.int(20_000, 400_000),
        erasedAt,
      ),
    );

    // Its emails: booked, each move, the cancellation, each with the sales inbox's notice; the
    // reminder. Made as bookings.server.ts makes them, from the booking as it stood when each was
    // queued: the slot it held then and its calendar file's SEQUENCE then (a move's email names the
    // slot it left too); the cancellation's from the booking as it ends. Its time zone is the
    // column's default, which the seed leaves to the database and the emails do not read.
    const asBooked: Appointment = {
      ...booking,
      timezone: BUSINESS_TIME_ZONE,
      status: "confirmed",
      cancelledAt: null,
      cancellationReason: null,
      attendance: null,
      attendanceMarkedAt: null,
    };
    const standing = (held: Slot, sequence: number): Appointment => ({
      ...asBooked,
      ...held,
      startsAt: torontoInstant(held.date, held.timeSlot),
      sequence,
    });
    const mail = (
      change: "booked" | "rescheduled" | "cancelled",
      at: Date,
      stood: Appointment,
      options: { previous?: Slot; actor?: "visitor" | "staff" } = {},
    ) => {
      const moment = visitorMoments[change];
      for (const email of [
        {
          kind: moment,
          recipientSha256: personSha256,
          message: () =>
            visitorEmail(moment, stood, person.language, plan.siteUrl, {
              queuedAt: at,
              previous: options.previous,
            }),
        },
        {
          kind: change === "booked" ? "booking-notification" : `booking-${change}-notification`,
          recipientSha256: salesInboxSha256(plan),
          message: () => staffEmail(change, stood, person.language, plan, options),
        },
      ]) {
        const row = emailRow(plan, random, {
          ...email,
          createdAt: at,
          dueAt: at,
          appointmentId: id,
          erasedAt,
        });
        if (row) rows.emails.push(row);
      }
    };
    // Who made each change, as its event says: events[0] is the booking, then each move, then the
    // cancellation.
    const madeBy = (event: BookingEventInsert) => (event.actor === "staff" ? "staff" : "visitor");
    mail("booked", createdAt, standing(slotsHeld[0]!, 0));
    moveTimes.forEach((at, move) =>
      mail("rescheduled", new Date(at), standing(slotsHeld[move + 1]!, move + 1), {
        previous: slotsHeld[move],
        actor: madeBy(events[move + 1]!),
      }),
    );
    // An erasure cancels without a word: the address is about to be forgotten (privacy.server.ts).
    if (cancelledAt && !cancelledOnErasure)
      mail(
        "cancelled",
        cancelledAt,
        { ...booking, timezone: BUSINESS_TIME_ZONE },
        { actor: madeBy(events.at(-1)!) },
      );
    const reminderDue = startsAt.getTime() - REMINDER_LEAD_MINUTES * 60_000;
    if (reminderDue > changedAt) {
      // Queued with the last change before the meeting, for the slot the meeting has now.
      const reminder = emailRow(plan, random, {
        kind: "booking-reminder",
        recipientSha256: personSha256,
        message: () =>
          visitorEmail("booking-reminder", standing(slot, moves), person.language, plan.siteUrl, {
            queuedAt: new Date(changedAt),
          }),
        createdAt: new Date(changedAt),
        dueAt: new Date(reminderDue),
        appointmentId: id,
        erasedAt,
        withdrawnAt: cancelledAt,
      });
      if (reminder) rows.emails.push(reminder);
    }

    // What staff did to it, as the audit log has it.
    for (const event of events) {
      if (
        event.actor !== "staff" ||
        event.kind === "booked" ||
        (cancelledOnErasure && event.occurredAt === erasedAt)
      )
        continue;
      rows.audit.push({
        occurredAt: event.occurredAt,
        staffId: event.staffId,
        actor: accountEmail(event.staffId!),
        action: (event.kind === "cancelled"
          ? "booking-cancelled"
          : "booking-rescheduled") satisfies AuditAction,
        subjectType: "booking",
        subjectId: id,
        ipAddress: ipAddress(random),
        details: {},
      });
    }
    if (attendance && attendanceMarkedAt) {
      const by = random.pick(
        staffAt(owners, seeded, attendanceMarkedAt).length > 0
          ? staffAt(owners, seeded, attendanceMarkedAt)
          : owners,
      );
      rows.audit.push({
        occurredAt: attendanceMarkedAt,
        staffId: by.id,
        actor: by.email,
        action: "booking-attendance-marked" satisfies AuditAction,
        subjectType: "booking",
        subjectId: id,
        ipAddress: ipAddress(random),
        details: { from: null, to: attendance },
      });
    }
    if (erasedAt && personIndex === plan.leads + index) {
      rows.audit.push(erasureAudit(plan, seeded, random, erasedAt, { leads: 0, bookings: 1 }));
    }
  }

  // A few slots to come taken out by staff, from those no booking has.
  const blocker = new SeededRandom(plan.seed, "blocks", 0);
  const today = torontoToday(plan.now);
  const free = pool.slice(plan.bookings).filter((slot) => slot.date > today);
  for (const slot of blocker.some(free, Math.min(free.length, 12))) {
    const by = blocker.pick(seeded.slice(0, 2));
    const at = new Date(now - blocker.int(1, 20) * DAY_MS);
    rows.slots.push({
      date: slot.date,
      timeSlot: slot.timeSlot,
      status: "blocked",
      note: "Team offsite",
      blockedBy: by.id,
      createdAt: at,
    });
    rows.audit.push({
      occurredAt: at,
      staffId: by.id,
      actor: by.email,
      action: "slot-blocked" satisfies AuditAction,
      subjectType: "slot",
      subjectId: `${slot.date} ${slot.timeSlot}`,
      ipAddress: ipAddress(blocker),
      details: { blocked: 1, withNote: true },
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Staff's own entries: sign-ins on working days, a failed one now and then, exports.

export function staffAudit(plan: SeedPlan, seeded: readonly SeededStaff[]): AuditInsert[] {
  const entries: AuditInsert[] = [];
  const today = torontoToday(plan.now);
  seeded.forEach((account, index) => {
    const random = new SeededRandom(plan.seed, "sign-ins", index);
    const until = account.disabledAt ?? plan.now;
    for (let date = torontoToday(account.createdAt); date <= today; date = addDays(date, 1)) {
      if (isoWeekday(date) > 5 || !random.chance(0.8)) continue;
      const at = new Date(torontoInstant(date, "08:30").getTime() + random.int(0, 90) * 60_000);
      if (at > until || at < account.createdAt) continue;
      const ip = ipAddress(random);
      if (random.chance(0.03)) {
        entries.push({
          occurredAt: new Date(at.getTime() - 30_000),
          staffId: account.id,
          actor: account.email,
          action: "sign-in-failed" satisfies AuditAction,
          subjectType: "staff",
          subjectId: account.id,
          ipAddress: ip,
          details: {},
        });
      }
      entries.push({
        occurredAt: at,
        staffId: account.id,
        actor: account.email,
        action: "sign-in" satisfies AuditAction,
        subjectType: "staff",
        subjectId: account.id,
        ipAddress: ip,
        details: {},
      });
      if (random.chance(0.02)) {
        entries.push({
          occurredAt: new Date(at.getTime() + random.int(5, 400) * 60_000),
          staffId: account.id,
          actor: account.email,
          action: "leads-exported" satisfies AuditAction,
          ipAddress: ip,
          details: {
            rows: random.int(20, 2000),
            filter: { status: random.pick(["new", "qualified", "won"]) },
          },
        });
      }
    }
  });
  return entries;
}

/** A passphrase nobody is told: the seeded accounts are set up, and signing in to one takes a reset. */
export function unusablePassword(): string {
  return `${randomUUID()}${randomUUID()}`;
}
