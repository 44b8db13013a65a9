/**
 * Enough rows for the planner to choose as it would at 100,000 leads (ADR 043): leads over three
 * years, a fifth of them with an owner, bookings over five years and two months ahead, two emails
 * a lead, an audit log, all written by generate_series in the database itself, then vacuumed and
 * analysed. For app/server/console/query-plans.integration.test.ts (a few thousand rows) and the
 * measurements of ADR 043 (100,000 leads).
 *
 * The bookings are spread thin on purpose. A week holds at most 120 meetings while the bookings
 * grow for years, so at scale the availability week finds its few by primary key. Over two years
 * and two months, 4,000 bookings put 28 in a working week, and reading all 4,000 cost the planner
 * about as much as 28 lookups (221 against 224): the plan changed from one run to the next with
 * the time the rows were made, and a CI run in stop 57 failed on it. Over five years, a working
 * week holds about 10, and the lookups cost half as much as the scan (102 against 200).
 */
export interface SeedSizes {
  leads: number;
  bookings: number;
  auditEntries: number;
}

/** The statements, in order; `ownerId` is an account that already exists. */
export function seedStatements(sizes: SeedSizes, ownerId: string): string[] {
  return [
    `insert into leads (name, email, company, role, intent, industry, territories, budget, volume, lead_type,
       submission_time, time_to_complete_ms, email_sha256, status, language, utm_source, utm_medium, owner_id, created_at)
     select 'Person ' || n, 'person' || n || '@example' || (n % 500) || '.com', 'Company ' || (n % 3000),
       'owner', 'buy', (array['legal', 'automotive', 'home-services', 'other'])[1 + n % 4],
       array[(array['Toronto', 'Ottawa', 'Other'])[1 + n % 3]], (array['under-5k', '5k-25k', '25k-50k'])[1 + n % 3],
       '10-50', (array['phone-calls', 'form-fills', 'appointments'])[1 + n % 3],
       now(), 60000, md5('lead' || n),
       (array['new', 'contacted', 'qualified', 'won', 'lost', 'spam'])[1 + n % 6],
       case when n % 7 = 0 then 'fr' else 'en' end,
       (array['google', 'newsletter', 'linkedin', null, null, null, 'partner-' || (n % 200)])[1 + n % 7],
       'cpc', case when n % 5 = 0 then '${ownerId}'::uuid end,
       now() - n * (interval '3 years' / ${sizes.leads}) - (n % 997) * interval '1 microsecond'
     from generate_series(1, ${sizes.leads}) n`,
    `insert into appointments (name, email, meeting_type, topics, date, time_slot, starts_at, calendar_token,
       email_sha256, status, cancelled_at, language, created_at)
     select 'Booker ' || n, 'booker' || n || '@example.com', 'video', '{}',
       (d at time zone 'America/Toronto')::date, to_char(d at time zone 'America/Toronto', 'HH24:MI'), d,
       md5('token' || n) || n, md5('booking' || n),
       case when n % 10 = 0 then 'cancelled' else 'confirmed' end,
       case when n % 10 = 0 then d - interval '1 day' end,
       case when n % 5 = 0 then 'fr' else 'en' end, d - interval '3 days'
     from (select n, date_trunc('hour', now()) - (n - ${Math.round(sizes.bookings / 31)}) * (interval '62 months' / ${sizes.bookings}) as d
           from generate_series(1, ${sizes.bookings}) n) slots`,
    `insert into appointment_availability (date, time_slot, status, appointment_id)
     select date, time_slot, 'confirmed', id from appointments where status = 'confirmed'
     on conflict do nothing`,
    `insert into consent_records (appointment_id, consent_text, consent_version, consent_sha256, received_at, utm)
     select id, 'text', 'v1', md5('text'), created_at, '{"utm_source": "google"}' from appointments`,
    `insert into email_outbox (kind, recipient, recipient_sha256, subject, html, text, status, sent_at, lead_id, created_at)
     select kind, email, email_sha256, 's', 'h', 't',
       case when abs(hashtext(id::text || kind)) % 100 = 0 then 'failed' else 'sent' end,
       case when abs(hashtext(id::text || kind)) % 100 = 0 then null else created_at end,
       id, created_at
     from leads, unnest(array['lead-confirmation', 'lead-notification']) kind`,
    `insert into audit_log (occurred_at, actor, action, subject_type, subject_id)
     select now() - n * interval '1 hour', 'owner@example.com', 'lead-status-changed', 'lead', gen_random_uuid()::text
     from generate_series(1, ${sizes.auditEntries}) n`,
    // The visibility map too, as autovacuum keeps it: an index-only scan needs it.
    "vacuum analyze",
  ];
}
