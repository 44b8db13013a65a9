/**
 * The commands of `npm run staff`, run the same whether the tool opened the database itself or
 * sent them through a running server's control socket (ADR 019). The queued setup email wakes
 * the server's outbox worker through the database's NOTIFY.
 */
import * as z from "zod/mini";
import { inviteSchema } from "~/domain/staff";
import { fieldErrors } from "~/domain/validation";
import { CommandRefused, type ControlCommand } from "../control/control-socket.server";
import type { Database } from "../db/client.server";
import { inviteStaff, LOCAL_TOOL } from "./accounts.server";

export function staffCommands(
  db: Database,
  options: { siteUrl: string; now: () => Date },
): Record<string, ControlCommand> {
  return {
    "staff.add": async (args) => {
      const parsed = z.safeParse(inviteSchema, { email: args.email, role: args.role });
      if (!parsed.success) throw new CommandRefused(Object.values(fieldErrors(parsed.error)).join("; "));
      const outcome = await inviteStaff(db, parsed.data, LOCAL_TOOL, options.siteUrl, options.now());
      if (outcome.kind === "exists") throw new CommandRefused(`${parsed.data.email} already has an account.`);
      return { setupUrl: outcome.setupUrl };
    },
  };
}
