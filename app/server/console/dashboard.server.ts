/**
 * The console's home page (issue 26, point 7): what a sales lead looks at first on Monday. The new
 * leads to work (how many, and the oldest), today's and this week's calls, the leads and bookings
 * of the last twelve weeks by channel, how many of those leads were won, how many marked meetings
 * were missed, and the emails that failed. Every figure is counted by the database, weeks grouped
 * there in Toronto's time (date_trunc on the Toronto wall clock, so a week starts at midnight on
 * Monday whether daylight saving time is on or not); app/domain/dashboard.ts shapes the counts.
 */
import { and, asc, count, eq, gte, isNotNull, isNull, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import { channelName, dashboardWeeks, type WeekChannelCount } from "~/domain/dashboard";
import { weekStart } from "~/domain/slot-week";
import { addDays, BUSINESS_TIME_ZONE, torontoInstant, torontoToday } from "~/domain/time";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../db/executor.server";
import { appointments, consentRecords, emailOutbox, leads } from "../db/schema.server";

/** How many of the oldest new leads the page names. */
export const OLDEST_NEW_LEADS = 5;

/** Toronto's Monday of the week an instant falls in, "YYYY-MM-DD". The zone is a constant, written in. */
function torontoWeekOf(instant: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${instant} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}), 'YYYY-MM-DD')`;
}

export interface DashboardCall {
  id: string;
  date: string;
  timeSlot: string;
  name: string;
  company: string | null;
}

export interface Dashboard {
  today: string;
  /** This week's Monday and Sunday in Toronto. */
  week: { from: string; to: string };
  /** The Mondays of the weeks charted, oldest first; the last is this week's. */
  weeks: string[];
  newLeads: { count: number; oldest: { id: string; name: string; company: string; receivedAt: Date }[] };
  /** This week's confirmed meetings, Monday to Sunday, earliest first (today's among them). */
  callsThisWeek: DashboardCall[];
  leadsByWeek: WeekChannelCount[];
  bookingsByWeek: WeekChannelCount[];
  /** The leads received in the weeks charted, spam left out, and how many of them are won. */
  conversion: { leads: number; won: number };
  /** The meetings of the weeks charted whose attendance staff marked, and how many of those were missed. */
  attendance: { marked: number; noShows: number };
  failedEmails: number;
}

/** Rows grouped by week and campaign, turned into the console's channels (one week's channel may come from several rows). */
function channelCounts(
  rows: { week: string; source: string | null; medium: string | null; erased: boolean; count: number }[],
): WeekChannelCount[] {
  return rows.map((row) => ({
    week: row.week,
    channel: channelName(row.source, row.medium, row.erased),
    count: row.count,
  }));
}

export async function consoleDashboard(db: Executor, now: Date): Promise<Dashboard> {
  const today = torontoToday(now);
  const monday = weekStart(today);
  const sunday = addDays(monday, 6);
  const weeks = dashboardWeeks(today);
  const periodStart = torontoInstant(weeks[0]!, "00:00");
  const periodEnd = torontoInstant(addDays(monday, 7), "00:00");

  const leadWeek = torontoWeekOf(leads.createdAt);
  const leadErased = sql<boolean>`${leads.erasedAt} is not null`;
  const bookingWeek = torontoWeekOf(appointments.createdAt);
  const bookingSource = sql<string | null>`${consentRecords.utm} ->> 'utm_source'`;
  const bookingMedium = sql<string | null>`${consentRecords.utm} ->> 'utm_medium'`;
  const bookingErased = sql<boolean>`${appointments.erasedAt} is not null`;
  const notSpam = ne(leads.status, "spam");
  const leadsInPeriod = and(gte(leads.createdAt, periodStart), lt(leads.createdAt, periodEnd), notSpam);

  const [
    [newLeadCount],
    oldestNewLeads,
    callsThisWeek,
    leadRows,
    bookingRows,
    [conversion],
    [attendance],
    [failedEmails],
  ] = await Promise.all([
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.status, "new"), isNull(leads.erasedAt))),
    db
      .select({ id: leads.id, name: leads.name, company: leads.company, receivedAt: leads.createdAt })
      .from(leads)
      .where(and(eq(leads.status, "new"), isNull(leads.erasedAt)))
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(OLDEST_NEW_LEADS),
    db
      .select({
        id: appointments.id,
        date: appointments.date,
        timeSlot: appointments.timeSlot,
        name: appointments.name,
        company: appointments.company,
      })
      .from(appointments)
      .where(
        and(
          gte(appointments.date, monday),
          lte(appointments.date, sunday),
          eq(appointments.status, "confirmed"),
          isNull(appointments.erasedAt),
        ),
      )
      .orderBy(asc(appointments.date), asc(appointments.timeSlot)),
    db
      .select({
        week: leadWeek,
        source: leads.utmSource,
        medium: leads.utmMedium,
        erased: leadErased,
        count: count(),
      })
      .from(leads)
      .where(leadsInPeriod)
      .groupBy(leadWeek, leads.utmSource, leads.utmMedium, leadErased),
    db
      .select({
        week: bookingWeek,
        source: bookingSource,
        medium: bookingMedium,
        erased: bookingErased,
        count: sql<number>`count(distinct ${appointments.id})`.mapWith(Number),
      })
      .from(appointments)
      .leftJoin(consentRecords, eq(consentRecords.appointmentId, appointments.id))
      .where(and(gte(appointments.createdAt, periodStart), lt(appointments.createdAt, periodEnd)))
      .groupBy(bookingWeek, bookingSource, bookingMedium, bookingErased),
    db
      .select({
        leads: count(),
        won: sql<number>`count(*) filter (where ${leads.status} = 'won')`.mapWith(Number),
      })
      .from(leads)
      .where(leadsInPeriod),
    db
      .select({
        marked: count(),
        noShows: sql<number>`count(*) filter (where ${appointments.attendance} = 'no-show')`.mapWith(Number),
      })
      .from(appointments)
      .where(
        and(
          gte(appointments.date, weeks[0]!),
          lte(appointments.date, sunday),
          eq(appointments.status, "confirmed"),
          isNotNull(appointments.attendance),
        ),
      ),
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed")),
  ]);

  return {
    today,
    week: { from: monday, to: sunday },
    weeks,
    newLeads: {
      count: newLeadCount?.n ?? 0,
      // Not erased, so name and company are there.
      oldest: oldestNewLeads.map((lead) => ({ ...lead, name: lead.name ?? "", company: lead.company ?? "" })),
    },
    callsThisWeek: callsThisWeek.map((call) => ({ ...call, name: call.name ?? "" })),
    leadsByWeek: channelCounts(leadRows),
    bookingsByWeek: channelCounts(bookingRows),
    conversion: { leads: conversion?.leads ?? 0, won: conversion?.won ?? 0 },
    attendance: { marked: attendance?.marked ?? 0, noShows: attendance?.noShows ?? 0 },
    failedEmails: failedEmails?.n ?? 0,
  };
}
