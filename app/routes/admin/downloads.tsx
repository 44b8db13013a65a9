/**
 * The console's downloads (CSV, consent certificates, a person's export): signed in, two-step set
 * up where required, and refused as a download is, with a status rather than a redirect
 * (a pathless layout; access.server.ts).
 */
import { consoleGuards } from "~/server/console/access.server";

export const middleware = consoleGuards.downloads;
