/**
 * The events the site sends to the agency's webhook endpoints (issue 25, ADR 038). The list is the
 * one place the event types are named: the database checks an endpoint's subscriptions against it,
 * the console and the command line offer it. The payloads' schemas follow.
 */
import * as z from "zod/mini";
import { ATTENDANCES, BOOKING_STATES } from "./booking-change";
import { meetingTypes, topics } from "./booking-request";
import { LEAD_STATUS_VALUES } from "./lead-status";
import { locales } from "./locale";
import { optionValues } from "./validation";
import { type UtmParameterName, utmParameterNames } from "./visit";

export const WEBHOOK_EVENT_TYPES = [
  "lead.created",
  "lead.status_changed",
  "lead.assigned",
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
  "booking.attended",
  "booking.no_show",
  "person.erased",
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only to the endpoint an owner tests from the console or the command line, never subscribed to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export type WebhookEventTypeOrTest = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * The `webhook-id` of an event, the same on every attempt and for every endpoint: `msg_` and the
 * event's uuid as 32 hex digits, since the specification allows no `.` in it. Receivers fold
 * duplicates by it.
 */
export function webhookMessageId(eventId: string): string {
  return `msg_${eventId.replaceAll("-", "").toLowerCase()}`;
}

/** The version of every payload this site sends today; a removed or changed field means a new one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

/** What each event reports, as its schema and docs/api.md describe it. */
export const webhookEventDescriptions = {
  "lead.created":
    "A lead request arrived from the contact form and was stored (a request the spam guards drop sends nothing).",
  "lead.status_changed": "A member of staff moved a lead to another status; a note alone sends nothing.",
  "lead.assigned":
    "A member of staff gave a lead to a member of staff (themselves included) or to nobody; choosing the owner it already has sends nothing.",
  "booking.created": "A visitor booked a consultation.",
  "booking.rescheduled": "A booking was moved to another time, by the visitor or by staff.",
  "booking.cancelled":
    "A booking was cancelled, by the visitor or by staff. A meeting an erasure cancels sends person.erased instead.",
  "booking.attended": "Staff marked the meeting attended (also when correcting a no-show).",
  "booking.no_show": "Staff marked the meeting a no-show (also when correcting an attended mark).",
  "person.erased":
    "Everything held about a person was erased at their request: erase what you hold about the address with this hash.",
  "webhook.test": "An owner sent a test to this endpoint alone, from the console or the command line.",
} as const satisfies Record<WebhookEventTypeOrTest, string>;

/*
 * The payloads, version 1 (ADR 038 §3). Every object allows properties it does not name: a field
 * added later is not a new version, so receivers must ignore what they do not know. Removing or
 * changing a field is version 2. `npm run webhook-schemas` writes these as JSON Schema into
 * docs/webhooks/, and a test fails when those files are behind.
 */

/** An instant in UTC, as `Date.prototype.toISOString` writes it: "2026-11-23T15:00:00.000Z". */
const utcInstant = () => z.iso.datetime();

const sha256Hex = (description: string) =>
  z.string().check(z.regex(/^[0-9a-f]{64}$/), z.describe(`${description} (SHA-256, lower-case hex)`));

/** A page of the console: staff sign in to open it. */
const consoleUrl = (what: string) => z.url().check(z.describe(`The ${what}'s page in the staff console.`));

const campaignSchema = z
  .looseObject(
    Object.fromEntries(utmParameterNames.map((name) => [name, z.optional(z.string())])) as Record<
      UtmParameterName,
      z.ZodMiniOptional<z.ZodMiniString>
    >,
  )
  .check(z.describe("The campaign parameters the visit came with; those not given are absent."));

/**
 * The member of staff who works a lead, named as the console and the audit log name them: by their
 * account's address (accounts have no other name). Nothing else of the account leaves the site.
 */
const leadOwnerSchema = (description: string) =>
  z.nullable(
    z
      .looseObject({
        email: z.string().check(z.describe("The staff account's address, lower-cased.")),
      })
      .check(z.describe(description)),
  );

const leadShape = {
  id: z.uuid(),
  status: z.enum(LEAD_STATUS_VALUES).check(z.describe("Where staff have got with the lead.")),
  language: z.enum(locales).check(z.describe("The language the visitor used the site in.")),
  answers: z
    .array(z.looseObject({ label: z.string(), value: z.string() }))
    .check(
      z.describe("The form's answers under their English labels, as the sales inbox's notice lists them."),
    ),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  company: z.string(),
  campaign: campaignSchema,
  referrer: z.nullable(z.string()),
  submittedAt: utcInstant().check(z.describe("When the site received the request, by its own clock.")),
  consoleUrl: consoleUrl("lead"),
  owner: leadOwnerSchema(
    "The member of staff working the lead; null while nobody is, or once their account is removed.",
  ),
  consent: z.nullable(
    z
      .looseObject({
        certificateUrl: z
          .url()
          .check(z.describe("The consent certificate in the staff console (staff sign in to open it).")),
        version: z.string().check(z.describe("The version of the consent text the visitor agreed to.")),
        textSha256: sha256Hex("The exact consent text shown"),
        evidenceSha256: sha256Hex(
          "The consent's recorded circumstances as canonical JSON (RFC 8785): the hash an erasure keeps",
        ),
      })
      .check(z.describe("The proof of consent, kept by the site; null only for a lead stored without one.")),
  ),
};

const bookingShape = {
  id: z.uuid(),
  state: z.enum(BOOKING_STATES),
  attendance: z.nullable(z.enum(ATTENDANCES)).check(z.describe("Null until staff mark it.")),
  sequence: z
    .int()
    .check(
      z.minimum(0),
      z.describe(
        "The calendar SEQUENCE: raised by each move and by the cancellation, so the higher one is the newer.",
      ),
    ),
  startsAt: utcInstant(),
  endsAt: utcInstant(),
  startsAtToronto: z.iso
    .datetime({ offset: true })
    .check(z.describe("The start on Toronto's wall clock, with its offset: 2026-11-23T10:00:00.000-05:00.")),
  meetingType: z.enum(optionValues(meetingTypes)),
  topics: z.array(z.enum(optionValues(topics))),
  language: z.enum(locales).check(z.describe("The language the visitor booked in.")),
  consoleUrl: consoleUrl("booking"),
};

export const webhookDataSchemas = {
  "lead.created": z.looseObject(leadShape),
  "lead.status_changed": z.looseObject({
    ...leadShape,
    previousStatus: z.enum(LEAD_STATUS_VALUES).check(z.describe("The status it was moved from.")),
  }),
  "lead.assigned": z.looseObject({
    ...leadShape,
    previousOwner: leadOwnerSchema("Who had the lead before; null if nobody did."),
  }),
  "booking.created": z.looseObject(bookingShape),
  "booking.rescheduled": z.looseObject({
    ...bookingShape,
    previousStartsAt: utcInstant().check(z.describe("The start before the move.")),
    previousStartsAtToronto: z.iso.datetime({ offset: true }),
  }),
  "booking.cancelled": z.looseObject(bookingShape),
  "booking.attended": z.looseObject(bookingShape),
  "booking.no_show": z.looseObject(bookingShape),
  "person.erased": z.looseObject({
    emailSha256: sha256Hex("The person's email address, lower-cased"),
    erasedAt: utcInstant(),
  }),
  "webhook.test": z.looseObject({
    endpointId: z.uuid(),
    sentBy: z
      .string()
      .check(
        z.describe('Who sent it, as the audit log names them: a member of staff\'s email, or "local tool".'),
      ),
  }),
} as const satisfies Record<WebhookEventTypeOrTest, z.ZodMiniType>;

/** The `data` of an event of this type, as the site builds it. */
export type WebhookData<Type extends WebhookEventTypeOrTest> = z.infer<(typeof webhookDataSchemas)[Type]>;

/** The whole body of an event of this type: `{ type, version, timestamp, data }`. */
function payloadSchema<Type extends WebhookEventTypeOrTest>(type: Type) {
  return z
    .looseObject({
      type: z.literal(type),
      version: z.literal(WEBHOOK_PAYLOAD_VERSION),
      timestamp: utcInstant().check(z.describe("When the change was made.")),
      data: webhookDataSchemas[type],
    })
    .check(
      z.meta({
        title: `${type}, version ${WEBHOOK_PAYLOAD_VERSION}`,
        description: webhookEventDescriptions[type],
      }),
    );
}

export type WebhookPayloadSchema<Type extends WebhookEventTypeOrTest> = ReturnType<
  typeof payloadSchema<Type>
>;

/** Every type the site sends, the test event included. */
export const WEBHOOK_PAYLOAD_TYPES = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] as const;

export const webhookPayloadSchemas = Object.fromEntries(
  WEBHOOK_PAYLOAD_TYPES.map((type) => [type, payloadSchema(type)]),
) as { [Type in WebhookEventTypeOrTest]: WebhookPayloadSchema<Type> };
