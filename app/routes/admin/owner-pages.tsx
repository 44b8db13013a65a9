/** The owners' pages: the team and the audit log (a pathless layout; access.server.ts). */
import { consoleGuards } from "~/server/console/access.server";

export const middleware = [consoleGuards.ownersOnly];
