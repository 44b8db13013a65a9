/**
 * What the booking's own page (/bookings/{id}?token=…) asks of the server through React Router's
 * context (manageBookingContext): the booking as its token shows it, and the cancellation that its plain HTML form
 * posts, so that cancelling works without JavaScript. The same functions as the API's, guarded
 * the same way (server/app.ts puts the POST guards in front of the page).
 */
import type { BookingView } from "~/domain/booking-change";
import { cancelRequestSchema } from "~/domain/booking-change-request";
import { fieldErrors } from "~/domain/validation";
import { type BookingDependencies, bookingView, bookingWithToken, cancelBooking } from "./bookings.server";
import { databaseUnavailable, RETRY_AFTER_SECONDS, unavailabilityReason } from "./db/errors.server";
import { unstorableTextFields } from "./storable-text.server";
import type { Logger } from "./logger.server";

export type PageCancelOutcome =
  | { kind: "cancelled" }
  | { kind: "not-found" }
  | { kind: "too-late" }
  | { kind: "invalid"; fieldErrors: Record<string, string> };

export interface ManageBookingPage {
  view(id: string, token: string): Promise<BookingView | undefined>;
  cancel(id: string, token: string, form: Record<string, unknown>): Promise<PageCancelOutcome>;
}

type PageDependencies = BookingDependencies & { onMailQueued: () => void; logger: Logger };

export function manageBookingPage(deps: PageDependencies): ManageBookingPage {
  return {
    view: (id, token) =>
      unlessUnavailable(deps.logger, async () => {
        const booking = await bookingWithToken(deps.db, id, token);
        return booking && bookingView(deps.db, booking, deps.now());
      }),
    cancel: (id, token, form) => unlessUnavailable(deps.logger, () => cancelFromPage(deps, id, token, form)),
  };
}

/**
 * A page's work with a database that went away answered as the API answers it: 503 with
 * Retry-After (React Router renders the error page with that status), not the 500 of a bug.
 */
async function unlessUnavailable<T>(logger: Logger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!databaseUnavailable(error)) throw error;
    logger.warn({ err: error, reason: unavailabilityReason(error) }, "Database unavailable: answered 503");
    throw new Response("The service is briefly unavailable. Please try again in a moment.", {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    });
  }
}

async function cancelFromPage(
  deps: PageDependencies,
  id: string,
  token: string,
  form: Record<string, unknown>,
): Promise<PageCancelOutcome> {
  const booking = await bookingWithToken(deps.db, id, token);
  if (!booking) return { kind: "not-found" };
  const unstorable = unstorableTextFields(form);
  if (Object.keys(unstorable).length > 0) return { kind: "invalid", fieldErrors: unstorable };
  const parsed = cancelRequestSchema.safeParse(form);
  if (!parsed.success) return { kind: "invalid", fieldErrors: fieldErrors(parsed.error) };
  const outcome = await cancelBooking(deps, booking.id, parsed.data, "visitor");
  switch (outcome.kind) {
    case "changed":
      deps.onMailQueued();
      return { kind: "cancelled" };
    case "replayed":
      return { kind: "cancelled" };
    case "too-late":
    case "not-found":
      return { kind: outcome.kind };
    case "invalid":
      return outcome;
    case "slot-taken":
    case "cancelled":
    case "key-reused":
      // A cancellation takes no slot, answers for a cancelled booking as for any other, and is
      // sent from the page with no Idempotency-Key: none of these can come back.
      throw new Error(`Unexpected outcome of a cancellation: ${outcome.kind}`);
  }
}
