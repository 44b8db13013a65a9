/**
 * The commands of `npm run staff`, run the same whether the tool opened the database itself or
 * sent them through a running server's control socket (ADR 019). The queued setup email wakes
 * the server's outbox worker through the database's NOTIFY.
 */
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { inviteSchema } from "~/domain/staff";
import { emailAddress, fieldErrors } from "~/domain/validation";
import { CommandRefused, type ControlCommand } from "../control-commands.server";
import type { Database } from "../db/client.server";
import { staffAccounts } from "../db/schema.server";
import { changeTeamMember, inviteStaff, LOCAL_TOOL } from "./accounts.server";
import { issueCalendarFeed } from "./calendar-feeds.server";

function parsedOrRefused<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) throw new CommandRefused(Object.values(fieldErrors(parsed.error)).join("; "));
  return parsed.data;
}

export function staffCommands(
  db: Database,
  options: { siteUrl: string; now: () => Date },
): Record<string, ControlCommand> {
  /** An account by its address, stored lower-cased as an invitation and a sign-in keep them. */
  async function accountOf(address: unknown) {
    const email = parsedOrRefused(z.object({ email: emailAddress }), { email: address }).email.toLowerCase();
    const [account] = await db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email));
    return { email, account };
  }

  return {
    "staff.add": async (args) => {
      const invite = parsedOrRefused(inviteSchema, { email: args.email, role: args.role });
      const outcome = await inviteStaff(db, invite, LOCAL_TOOL, options.siteUrl, options.now());
      if (outcome.kind === "exists") throw new CommandRefused(`${invite.email} already has an account.`);
      return { setupUrl: outcome.setupUrl };
    },
    // The way back in for an owner who lost the phone holding their second factor when no other
    // owner can reset it from Team: whoever runs this already controls the server.
    "staff.reset-two-step": async (args) => {
      const { email, account } = await accountOf(args.email);
      const outcome = account
        ? await changeTeamMember(db, { kind: "reset-totp", staffId: account.id }, LOCAL_TOOL, options.now())
        : "not-found";
      if (outcome !== "done") throw new CommandRefused(`${email} has no account.`);
      return { email };
    },
    // A calendar subscription URL for the account, printed on the server: a new one, which
    // replaces (and stops) any URL the account had (ADR 037).
    "staff.calendar-url": async (args) => {
      const { email, account } = await accountOf(args.email);
      if (!account) throw new CommandRefused(`${email} has no account.`);
      const outcome = await issueCalendarFeed(db, account.id, LOCAL_TOOL, options.siteUrl, options.now());
      if (outcome.kind === "no-account") throw new CommandRefused(`${email}'s account is disabled.`);
      return { email, replaced: outcome.kind === "rotated", ...outcome.urls };
    },
  };
}
