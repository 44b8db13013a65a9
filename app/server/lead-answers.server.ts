/**
 * What a lead says, for the people and systems that read it: its answers under the spec's labels
 * (the emails, the console, its CSV export and the webhooks), its campaign parameters, and whether
 * its personal data is still held (DESIGN.md decision 12).
 */
import {
  budgets,
  industries,
  intents,
  leadTypes,
  optionLabel,
  roles,
  territories,
  volumes,
} from "~/domain/lead-request";
import type { Locale } from "~/domain/locale";
import { type BilingualOption, optionsIn } from "~/domain/validation";
import { utmParameters } from "~/domain/visit";
import type { leads } from "./db/schema.server";

type LeadRow = typeof leads.$inferSelect;

/** A lead's answers as the funnel sent them or the database holds them. */
export interface LeadAnswers {
  name: string;
  company: string;
  email: string;
  phone?: string | null;
  role: string;
  intent: string;
  industry: string;
  territories: readonly string[];
  budget: string;
  volume: string;
  leadType: string;
  message?: string | null;
}

/** The labels of a lead's summary in each language; the visitor's confirmation is in theirs. */
const summaryWords = {
  en: {
    name: "Name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    role: "Role",
    intent: "Timeline",
    industry: "Industry",
    territories: "Territories",
    budget: "Monthly budget",
    volume: "Monthly volume",
    leadType: "Lead type",
    message: "Message",
    notGiven: "Not given",
    none: "None",
  },
  fr: {
    name: "Nom",
    company: "Entreprise",
    email: "Courriel",
    phone: "Téléphone",
    role: "Rôle",
    intent: "Échéancier",
    industry: "Secteur",
    territories: "Territoires",
    budget: "Budget mensuel",
    volume: "Volume mensuel",
    leadType: "Type de prospects",
    message: "Message",
    notGiven: "Non fourni",
    none: "Aucun",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * The request as its readers want it (the emails, the console, its CSV export): labels, not codes,
 * in English unless `locale` says otherwise (the visitor's own confirmation).
 */
export function leadSummary(lead: LeadAnswers, locale: Locale = "en"): { label: string; value: string }[] {
  const words = summaryWords[locale];
  const label = (list: readonly BilingualOption[], value: string) =>
    optionLabel(optionsIn(list, locale), value);
  const rows = [
    { label: words.name, value: lead.name },
    { label: words.company, value: lead.company },
    { label: words.email, value: lead.email },
    { label: words.phone, value: lead.phone || words.notGiven },
    { label: words.role, value: label(roles, lead.role) },
    { label: words.intent, value: label(intents, lead.intent) },
    { label: words.industry, value: label(industries, lead.industry) },
    // Stored as their English texts (spec.md): each is its own value.
    { label: words.territories, value: lead.territories.map((name) => label(territories, name)).join(", ") },
    { label: words.budget, value: label(budgets, lead.budget) },
    { label: words.volume, value: label(volumes, lead.volume) },
    { label: words.leadType, value: label(leadTypes, lead.leadType) },
    { label: words.message, value: lead.message || words.none },
  ];
  return rows;
}

/** A stored lead whose personal data is held: not erased, so name, email and company are there. */
export type HeldLead = LeadRow & { name: string; email: string; company: string };

export function heldLead(row: LeadRow | undefined): HeldLead | undefined {
  return row && row.erasedAt === null && row.name !== null && row.email !== null && row.company !== null
    ? (row as HeldLead)
    : undefined;
}

/** The campaign parameters a stored lead came with, in their usual order, without empty ones. */
export function leadUtmParameters(
  lead: Pick<LeadRow, "utmSource" | "utmMedium" | "utmCampaign" | "utmContent" | "utmTerm">,
): Record<string, string> {
  return utmParameters({
    utm_source: lead.utmSource ?? undefined,
    utm_medium: lead.utmMedium ?? undefined,
    utm_campaign: lead.utmCampaign ?? undefined,
    utm_content: lead.utmContent ?? undefined,
    utm_term: lead.utmTerm ?? undefined,
  });
}
