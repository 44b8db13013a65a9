/**
 * The JSON API the two flows call (docs/api.md): availability; bookings with their calendar
 * files, and their cancellation and move through the manage link; and leads. Validation uses the shared schemas of app/domain; every bad input is a 400
 * with a message per field.
 */
import { Router, type Request, type Response } from "express";
import type { Store } from "express-rate-limit";
import type { z } from "zod/mini";
import { submissionTimeIsPlausible } from "../../app/domain/lead-request";
import { dateAvailability, dateProblem, daySlots } from "../../app/domain/slots";
import { torontoToday } from "../../app/domain/time";
import { fieldErrors } from "../../app/domain/validation";
import { visitContextSchema } from "../../app/domain/visit";
import { bookACall } from "../../app/content/book-a-call";
import { bookACall as bookACallFr } from "../../app/content/fr/book-a-call";
import { manageBooking as manageBookingFr } from "../../app/content/fr/manage-booking";
import { validationWordsFr } from "../../app/content/fr/validation";
import { manageBooking } from "../../app/content/manage-booking";
import { bookingRequestSchemas, leadRequestSchemas } from "../../app/content/validation";
import { type Locale, localeOfAcceptLanguage } from "../../app/domain/locale";
import { m } from "../../app/paraglide/messages.js";
import { cancelRequestSchema, rescheduleRequestSchema } from "../../app/domain/booking-change-request";
import {
  bookingCalendarFile,
  type BookingChangeOutcome,
  type BookingDependencies,
  type BookingOutcome,
  bookingView,
  bookingWithToken,
  cancelBooking,
  createBooking,
  rescheduleBooking,
} from "../../app/server/bookings.server";
import type { RequestCircumstances } from "../../app/server/consent.server";
import {
  IDEMPOTENCY_KEY_PATTERN,
  type Idempotency,
  requestFingerprint,
} from "../../app/server/idempotency.server";
import type { DayRecordsReader } from "../availability-cache";
import type { FormTokens } from "../../app/server/form-token.server";
import type { Logger } from "../../app/server/logger.server";
import { calendarReopenings } from "../../app/server/reopened-holidays.server";
import { createLead, LEAD_FORM, type LeadDependencies } from "../../app/server/leads.server";
import { unstorableTextFields } from "../../app/server/storable-text.server";
import { jsonBodyErrors, parseJson, postRateLimit, requireJson, sameOriginOnly } from "./guards";

export interface ApiDependencies extends BookingDependencies, LeadDependencies {
  /** Origins besides SITE_URL's whose pages may POST (config.extraOrigins). */
  extraOrigins?: readonly string[];
  postsPerWindow: number;
  /** Where the POST counts are kept; this process's memory when absent. */
  rateLimitStore?: Store;
  formTokens: FormTokens;
  /** What decides a date's slots: from memory on PGlite (server/availability-cache.ts). */
  dayRecords: DayRecordsReader;
  logger: Logger;
  /** Called after a lead or booking queued email, so the worker sends it without waiting. */
  onMailQueued: () => void;
}

/** The API's endpoints and their methods, for the 405 answers (Express answers HEAD with GET). */
const endpointMethods: Record<string, string> = {
  "/availability": "GET, HEAD",
  "/booking-calendar": "GET, HEAD",
  "/bookings": "POST",
  "/bookings/:id": "GET, HEAD",
  "/bookings/:id/calendar.ics": "GET, HEAD",
  "/bookings/:id/cancel": "POST",
  "/bookings/:id/reschedule": "POST",
  "/leads": "POST",
  "/leads/form-token": "GET, HEAD",
};

const bookACallCopy = { en: bookACall, fr: bookACallFr } satisfies Record<Locale, { slotTaken: string }>;
const manageBookingCopy = { en: manageBooking, fr: manageBookingFr };

/**
 * The language the API answers a request in (ADR 036): its Accept-Language, which the islands set
 * to their page's; English for anything else.
 */
function localeOf(req: Request): Locale {
  return localeOfAcceptLanguage(req.get("accept-language"));
}

function validationFailed(req: Request, res: Response, errors: Record<string, string>) {
  res
    .status(400)
    .json({ error: m.api_fields_need_attention({}, { locale: localeOf(req) }), fieldErrors: errors });
}

/** Parses a body with a schema (and the visit context beside it); answers 400 itself when it fails. */
function parseBody<T extends z.ZodMiniType>(req: Request, res: Response, schema: T) {
  const locale = localeOf(req);
  if (typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) {
    res.status(400).json({ error: m.api_body_not_object({}, { locale }) });
    return undefined;
  }
  const unstorable = unstorableTextFields(
    req.body as Record<string, unknown>,
    locale === "fr" ? validationWordsFr.unstorableText : undefined,
  );
  if (Object.keys(unstorable).length > 0) {
    validationFailed(req, res, unstorable);
    return undefined;
  }
  const parsed = schema.safeParse(req.body);
  const visit = visitContextSchema.safeParse(req.body);
  if (!parsed.success || !visit.success) {
    validationFailed(req, res, {
      ...(visit.success ? {} : fieldErrors(visit.error)),
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
    });
    return undefined;
  }
  return { data: parsed.data as z.infer<T>, visit: visit.data };
}

/**
 * The Idempotency-Key header, if any; answers 400 itself for a malformed one. `target` joins the
 * body in the fingerprint when the body alone does not say what the request is about.
 */
function idempotencyOf(req: Request, res: Response, target?: string): Idempotency | undefined | false {
  const key = req.get("idempotency-key");
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    res.status(400).json({ error: "The Idempotency-Key header must be 8 to 200 visible ASCII characters." });
    return false;
  }
  return { key, fingerprint: requestFingerprint(target ? { target, body: req.body } : req.body) };
}

/**
 * The booking a manage link names, when its token is right; otherwise undefined, the 404 already
 * sent. An unknown id and a wrong token get the same answer, so the API says nothing of which
 * bookings exist.
 */
async function bookingOf(req: Request, res: Response, deps: ApiDependencies) {
  const token = typeof req.query.token === "string" ? req.query.token : "";
  const booking = await bookingWithToken(deps.db, String(req.params.id), token);
  if (!booking) res.status(404).json({ error: m.api_no_booking({}, { locale: localeOf(req) }) });
  return booking;
}

/** The answer to a booking, or to a change of one, whatever the outcome. */
function answerBooking(
  req: Request,
  res: Response,
  outcome: BookingOutcome | BookingChangeOutcome,
  onMailQueued: () => void,
) {
  const locale = localeOf(req);
  switch (outcome.kind) {
    case "created":
    case "changed":
      onMailQueued();
      res.status(outcome.response.status).json(outcome.response.body);
      return;
    case "replayed":
      res.status(outcome.response.status).json(outcome.response.body);
      return;
    case "invalid":
      validationFailed(req, res, outcome.fieldErrors);
      return;
    case "slot-taken":
      res.status(409).json({ error: bookACallCopy[locale].slotTaken, code: "slot-taken" });
      return;
    case "cancelled":
      res.status(409).json({ error: manageBookingCopy[locale].cancelledCannotMove, code: "cancelled" });
      return;
    case "too-late":
      res.status(409).json({ error: manageBookingCopy[locale].tooLate.message, code: "too-late" });
      return;
    case "not-found":
      res.status(404).json({ error: m.api_no_booking({}, { locale }) });
      return;
    case "key-reused":
      res.status(422).json({ error: m.api_key_reused({}, { locale }) });
      return;
  }
}

function circumstancesOf(req: Request): RequestCircumstances {
  return { ipAddress: req.ip, userAgent: req.get("user-agent"), pageUrl: req.get("referer") };
}

export function apiRouter(deps: ApiDependencies): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  // What the booking calendar needs before a date is chosen: Toronto's date by the server's clock
  // and the holidays staff reopened. The page itself is prerendered, so it asks once it runs.
  const reopenedHolidays = calendarReopenings(deps.db, deps.now, deps.logger);
  router.get("/booking-calendar", async (_req, res) => {
    res.json({ today: torontoToday(deps.now()), reopenedHolidays: await reopenedHolidays() });
  });

  router.get("/availability", async (req, res) => {
    const date = typeof req.query.date === "string" ? req.query.date : "";
    const now = deps.now();
    // A date outside the window is the client's mistake, refused before anything is read (the
    // window is checked before the holidays); a closed day within it is shown as closed.
    const unread = dateAvailability(date, now);
    if (!unread.bookable && unread.reason !== "closed-day" && unread.reason !== "holiday") {
      validationFailed(req, res, { date: dateProblem(unread, localeOf(req)) });
      return;
    }
    const { taken, rules } = await deps.dayRecords(date);
    const day = dateAvailability(date, now, rules);
    const slots = daySlots(date, now, taken, rules);
    res.json(day.bookable ? { date, slots } : { date, slots, closed: dateProblem(day, localeOf(req)) });
  });

  router.get("/bookings/:id", async (req, res) => {
    const booking = await bookingOf(req, res, deps);
    if (booking) res.json(await bookingView(deps.db, booking, deps.now()));
  });

  router.get("/bookings/:id/calendar.ics", async (req, res) => {
    const booking = await bookingOf(req, res, deps);
    if (!booking) return;
    res.setHeader("Content-Type", "text/calendar; charset=utf-8");
    res.setHeader("Content-Disposition", 'attachment; filename="consultation.ics"');
    res.send(bookingCalendarFile(booking, deps.siteUrl, deps.now()));
  });

  const post = [
    sameOriginOnly(deps.siteUrl, deps.extraOrigins),
    postRateLimit({ limit: deps.postsPerWindow, store: deps.rateLimitStore, logger: deps.logger }),
    requireJson(),
    parseJson(),
  ];

  router.post("/bookings", ...post, async (req, res) => {
    const idempotency = idempotencyOf(req, res);
    if (idempotency === false) return;
    const body = parseBody(req, res, bookingRequestSchemas[localeOf(req)]);
    if (!body) return;
    const outcome = await createBooking(
      deps,
      body.data,
      body.visit,
      circumstancesOf(req),
      idempotency,
      localeOf(req),
    );
    answerBooking(req, res, outcome, deps.onMailQueued);
  });

  router.post("/bookings/:id/cancel", ...post, async (req, res) => {
    const booking = await bookingOf(req, res, deps);
    if (!booking) return;
    const idempotency = idempotencyOf(req, res, `cancel ${booking.id}`);
    if (idempotency === false) return;
    const body = parseBody(req, res, cancelRequestSchema);
    if (!body) return;
    const outcome = await cancelBooking(deps, booking.id, body.data, "visitor", idempotency);
    answerBooking(req, res, outcome, deps.onMailQueued);
  });

  router.post("/bookings/:id/reschedule", ...post, async (req, res) => {
    const booking = await bookingOf(req, res, deps);
    if (!booking) return;
    const idempotency = idempotencyOf(req, res, `reschedule ${booking.id}`);
    if (idempotency === false) return;
    const body = parseBody(req, res, rescheduleRequestSchema);
    if (!body) return;
    const outcome = await rescheduleBooking(deps, booking.id, body.data, "visitor", idempotency);
    answerBooking(req, res, outcome, deps.onMailQueued);
  });

  // The lead form asks for its token once it runs (its page is prerendered), as may other clients.
  router.get("/leads/form-token", (_req, res) => {
    res.json({ formToken: deps.formTokens.issue(LEAD_FORM) });
  });

  router.post("/leads", ...post, async (req, res) => {
    const idempotency = idempotencyOf(req, res);
    if (idempotency === false) return;
    const locale = localeOf(req);
    const body = parseBody(req, res, leadRequestSchemas[locale]);
    if (!body) return;
    if (!submissionTimeIsPlausible(body.data.submissionTime, deps.now())) {
      validationFailed(req, res, { submissionTime: m.api_submission_time({}, { locale }) });
      return;
    }
    const outcome = await createLead(deps, body.data, body.visit, circumstancesOf(req), idempotency, locale);
    if (outcome.kind === "key-reused") {
      res.status(422).json({ error: m.api_key_reused({}, { locale }) });
      return;
    }
    if (outcome.kind === "created") deps.onMailQueued();
    res.status(outcome.response.status).json(outcome.response.body);
  });

  // A known endpoint asked with another method: 405 with the methods it has (OPTIONS: just those).
  for (const [path, allow] of Object.entries(endpointMethods)) {
    router.all(path, (req, res) => {
      res.setHeader("Allow", `${allow}, OPTIONS`);
      if (req.method === "OPTIONS") res.status(204).end();
      else res.status(405).json({ error: `This endpoint answers ${allow} only.` });
    });
  }

  router.use(jsonBodyErrors);
  router.use((_req, res) => {
    res.status(404).json({ error: "No such endpoint." });
  });
  return router;
}
