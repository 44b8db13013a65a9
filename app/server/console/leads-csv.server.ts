/**
 * The lead list's filter as a CSV file (issue 11, point 2): RFC 4180 (fields quoted when they hold
 * a comma, a quote or a line break, quotes doubled, CRLF between records), UTF-8 with a byte order
 * mark so that Excel reads it as UTF-8, and streamed: the leads are read in batches, each only when
 * the client has taken the previous one, so an export of any size holds one batch in memory.
 *
 * Each batch goes out as one chunk of the body. A chunk per record, as a streaming CSV writer
 * gives, made the compression middleware flush once per record: at 100,000 leads that was a few
 * hundred bytes of gzip per call, 1,200 rows a second, and a server that ran out of memory.
 *
 * Every cell that a spreadsheet would run as a formula (CSV injection) is shown as text, with a '
 * before it (./csv.server.ts).
 *
 * The columns (LEADS_CSV_HEADER, listed in docs/operations.md): the lead's id, when it arrived,
 * its status and since when, its answers under the labels its page and emails use, its campaign
 * parameters and referrer, the language the visitor used, then the address of the member of staff
 * the lead is given to (empty for nobody). A column added later goes at the
 * end, so that a spreadsheet or an import that reads the columns by position keeps working.
 */
import { and, count, eq, lte } from "drizzle-orm";
import type { LeadFilter } from "~/domain/lead-filter";
import type { PageCursor } from "~/domain/page-cursor";
import { leadStatusLabel } from "~/domain/lead-status";
import { languageLabel } from "~/domain/locale";
import { torontoDateTime, torontoToday } from "~/domain/time";
import type { Executor } from "../db/executor.server";
import { leads, staffAccounts } from "../db/schema.server";
import { leadSummary, leadUtmParameters } from "../lead-answers.server";
import type { Logger } from "../logger.server";
import { csvRecords } from "./csv.server";
import { cursorInstant, readKeysetPage } from "./keyset.server";
import { leadAnswers, leadConditions, listOrder } from "./leads.server";

export const CSV_BATCH_SIZE = 500;

const UTM_COLUMNS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

// The answers' labels as the lead's page and emails show them, read off leadSummary itself.
const answerLabels = leadSummary({
  name: "",
  company: "",
  email: "",
  role: "",
  intent: "",
  industry: "",
  territories: [],
  budget: "",
  volume: "",
  leadType: "",
}).map((row) => row.label);

export const LEADS_CSV_HEADER = [
  "Lead ID",
  "Received (Toronto)",
  "Status",
  "Status changed (Toronto)",
  ...answerLabels,
  ...UTM_COLUMNS,
  "Referrer",
  "Language",
  "Owner",
];

/**
 * The columns of a lead that the file shows, and only those: each column read is parsed and mapped
 * for every lead of the export, and the address's hash, the owner's id and the form's timing are
 * not in the file.
 */
const csvColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  status: leads.status,
  statusChangedAt: leads.statusChangedAt,
  name: leads.name,
  company: leads.company,
  email: leads.email,
  phone: leads.phone,
  role: leads.role,
  intent: leads.intent,
  industry: leads.industry,
  territories: leads.territories,
  budget: leads.budget,
  volume: leads.volume,
  leadType: leads.leadType,
  message: leads.message,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  utmContent: leads.utmContent,
  utmTerm: leads.utmTerm,
  referrer: leads.referrer,
  language: leads.language,
  erasedAt: leads.erasedAt,
};

type CsvLead = Pick<typeof leads.$inferSelect, keyof typeof csvColumns>;

export function leadCsvRecord(lead: CsvLead, ownerEmail: string | null): string[] {
  const campaign = leadUtmParameters(lead);
  return [
    lead.id,
    torontoDateTime(lead.createdAt),
    leadStatusLabel(lead.status),
    lead.statusChangedAt ? torontoDateTime(lead.statusChangedAt) : "",
    ...leadAnswers(lead).map((answer) => answer.value),
    ...UTM_COLUMNS.map((name) => campaign[name] ?? ""),
    lead.erasedAt === null ? (lead.referrer ?? "") : "",
    languageLabel(lead.language),
    ownerEmail ?? "",
  ];
}

export interface LeadsCsv {
  /** The leads the file holds, counted before it is streamed (for the audit log). */
  rowCount: number;
  filename: string;
  /** Starts reading the leads: call it once the export is recorded, for the response's body. */
  open(): ReadableStream<Uint8Array>;
}

/**
 * The file of the leads that match the filter (all its pages), newest first. Only leads received
 * by `now` are in it, so that the count taken first is the count streamed, however many arrive
 * while it downloads.
 */
export async function leadsCsv(
  db: Executor,
  filter: LeadFilter,
  now: Date,
  /** `viewerId`: who "mine" is, the member of staff who exports. */
  options: { logger: Logger; batchSize?: number; viewerId?: string },
): Promise<LeadsCsv> {
  const batchSize = options.batchSize ?? CSV_BATCH_SIZE;
  const matching = and(
    leadConditions(filter, { withStatus: true, viewerId: options.viewerId }),
    lte(leads.createdAt, now),
  );
  const [counted] = await db.select({ rows: count() }).from(leads).where(matching);

  /** The header, then each batch of leads: one chunk of the file each. */
  async function* batches(): AsyncGenerator<string[][]> {
    yield [LEADS_CSV_HEADER];
    // Read as the list reads its pages: each batch from its place in the index, whatever its depth.
    let cursor: PageCursor | undefined;
    do {
      const batch = await readKeysetPage(listOrder, cursor, batchSize, (position, orderBy, limit) =>
        db
          .select({
            ...csvColumns,
            ownerEmail: staffAccounts.email,
            cursorAt: cursorInstant(leads.createdAt),
          })
          .from(leads)
          .leftJoin(staffAccounts, eq(staffAccounts.id, leads.ownerId))
          .where(and(matching, position))
          .orderBy(...orderBy)
          .limit(limit),
      );
      if (batch.rows.length > 0) yield batch.rows.map((row) => leadCsvRecord(row, row.ownerEmail));
      cursor = batch.next;
    } while (cursor);
  }

  return {
    rowCount: counted?.rows ?? 0,
    filename: `leads-${torontoToday(now)}.csv`,
    open() {
      const chunks = batches();
      const encoder = new TextEncoder();
      // The byte order mark, before the header only.
      let start = "\uFEFF";
      // Pulled: the next batch is read only when the client has taken the one before (the
      // stream holds one chunk ahead).
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const next = await chunks.next();
            if (next.done) return controller.close();
            controller.enqueue(encoder.encode(start + csvRecords(next.value)));
            start = "";
          } catch (error) {
            options.logger.error({ err: error }, "Lead export failed while streaming");
            controller.error(error);
          }
        },
        async cancel() {
          // A client that goes away mid-download ends the stream early; that is no fault of ours.
          options.logger.info("Lead export stopped: the client went away");
          await chunks.return(undefined);
        },
      });
    },
  };
}

/** The download's headers: text/csv in UTF-8, saved under its file name rather than shown. */
export function leadsCsvHeaders(csv: Pick<LeadsCsv, "filename">): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename=${csv.filename}`,
  };
}

export function leadsCsvResponse(csv: LeadsCsv): Response {
  return new Response(csv.open(), { headers: leadsCsvHeaders(csv) });
}
