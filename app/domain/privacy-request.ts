/**
 * The privacy requests' forms (issue 11, point 7): the address to look up, and an erasure, which
 * needs a reason (kept afterwards with the consent proof) and the address typed a second time.
 */
import * as z from "zod/mini";
import { emailAddress, maxLengthMessage } from "./validation";

export const ERASURE_REASON_MIN_LENGTH = 5;
export const ERASURE_REASON_MAX_LENGTH = 500;

export const privacySearchSchema = z.object({ email: emailAddress });

const TYPE_IT_AGAIN = "Type the address again, as shown above, to confirm";

export const erasureSchema = z
  .object({
    email: emailAddress,
    confirmation: z.string({ error: TYPE_IT_AGAIN }).check(z.trim()),
    reason: z
      .string({ error: "Please give the reason for the erasure" })
      .check(
        z.trim(),
        z.minLength(ERASURE_REASON_MIN_LENGTH, "Please give the reason for the erasure"),
        z.maxLength(ERASURE_REASON_MAX_LENGTH, maxLengthMessage("Reason", ERASURE_REASON_MAX_LENGTH)),
      ),
  })
  .check(
    z.refine((form) => sameAddress(form.email, form.confirmation), {
      path: ["confirmation"],
      message: TYPE_IT_AGAIN,
    }),
  );

/** Two spellings of one address: case and surrounding spaces aside, as the search itself reads them. */
export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
