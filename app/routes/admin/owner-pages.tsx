/** The owners' pages: the team, the audit log and the webhooks (a pathless layout; access.server.ts). */
import { consoleGuards } from "~/server/console/access.server";

export const middleware = [consoleGuards.ownersOnly];
