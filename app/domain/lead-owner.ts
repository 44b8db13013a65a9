/**
 * Who works a lead (issue 26): a member of staff, or nobody. The lead page's form sends the owner
 * the member of staff saw beside the one they chose, so that a choice made from an out-of-date page
 * is refused rather than silently taking the lead from whoever was given it meanwhile.
 */
import * as z from "zod/mini";
import { uuidField } from "./ids";
import { INVALID_INPUT } from "./validation";

/** How the form spells nobody: the empty choice. */
export const NOBODY = "";

const ownerOrNobody = (message: string) =>
  z.union([z.literal(NOBODY), uuidField(message)], { error: message });

export const leadAssignmentSchema = z.object({
  currentOwner: ownerOrNobody(INVALID_INPUT),
  owner: ownerOrNobody("Choose a member of staff from the list, or nobody"),
});

export type LeadAssignmentForm = z.infer<typeof leadAssignmentSchema>;

/** The form's answer as ids, null for nobody. */
export function leadAssignmentOf(form: LeadAssignmentForm): {
  expectedOwnerId: string | null;
  ownerId: string | null;
} {
  return { expectedOwnerId: form.currentOwner || null, ownerId: form.owner || null };
}
