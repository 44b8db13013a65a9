/**
 * The console's first screen: what needs someone today. New leads nobody has contacted, today's
 * meetings in Toronto, and emails that failed, each a count with its screen one click away.
 */
import { and, count, eq, isNull } from "drizzle-orm";
import { torontoToday } from "~/domain/time";
import type { Executor } from "../db/executor.server";
import { appointments, emailOutbox, leads } from "../db/schema.server";

export interface Overview {
  today: string;
  newLeads: number;
  meetingsToday: number;
  failedEmails: number;
}

export async function consoleOverview(db: Executor, now: Date): Promise<Overview> {
  const today = torontoToday(now);
  const [[newLeads], [meetingsToday], [failedEmails]] = await Promise.all([
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.status, "new"), isNull(leads.erasedAt))),
    db
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.date, today), eq(appointments.status, "confirmed"))),
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed")),
  ]);
  return {
    today,
    newLeads: newLeads?.n ?? 0,
    meetingsToday: meetingsToday?.n ?? 0,
    failedEmails: failedEmails?.n ?? 0,
  };
}
