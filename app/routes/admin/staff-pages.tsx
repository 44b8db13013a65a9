/**
 * Every page of the console but the account page: two-step sign-in must be set up where owners
 * require it (a pathless layout with no markup of its own; access.server.ts).
 */
import { consoleGuards } from "~/server/console/access.server";

export const middleware = [consoleGuards.twoStepSetUp];
