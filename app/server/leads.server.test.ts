import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import type { LeadRequest } from "~/domain/lead-request";
import {
  englishSentencesIn,
  englishWordsIn,
  textOfHtml,
  typographyFaults,
} from "../../tests/support/french-output";
import { leadSummary } from "./lead-answers.server";
import { leadEmails } from "./leads.server";
import { renderEmail } from "./mail/templates.server";

const siteUrl = "https://www.maplewiseleads.example";

const lead: LeadRequest = {
  name: "Jordan Tremblay",
  email: "jordan@boreal.example",
  company: "Assurances Boréal",
  phone: "",
  role: "decision-maker",
  intent: "1-3months",
  industry: "finance-insurance",
  territories: ["Canada", "United States"],
  budget: "10k-25k",
  volume: "1000-5000",
  leadType: "qualified-leads",
  message: "",
  consent: true,
  utm_source: "infolettre",
  submissionTime: "2026-11-25T15:00:00.000Z",
  timeToComplete: 90_000,
};

describe("leadSummary", () => {
  it("labels the answers in English by default, as the console and its export read them", () => {
    expect(leadSummary(lead)).toEqual(leadSummary(lead, "en"));
    expect(leadSummary(lead).slice(3, 8)).toEqual([
      { label: "Phone", value: "Not given" },
      { label: "Role", value: "Decision Maker" },
      { label: "Timeline", value: "1-3 months" },
      { label: "Industry", value: "Finance & Insurance" },
      { label: "Territories", value: "Canada, United States" },
    ]);
  });

  it("labels them in French for a French visitor", () => {
    expect(leadSummary(lead, "fr")).toEqual([
      { label: "Nom", value: "Jordan Tremblay" },
      { label: "Entreprise", value: "Assurances Boréal" },
      { label: "Courriel", value: "jordan@boreal.example" },
      { label: "Téléphone", value: "Non fourni" },
      { label: "Rôle", value: "Personne décisionnaire" },
      { label: "Échéancier", value: "D’ici 1 à 3 mois" },
      { label: "Secteur", value: "Finance et assurance" },
      { label: "Territoires", value: "Canada, États-Unis" },
      { label: "Budget mensuel", value: "10\u00a0000\u00a0$ à 25\u00a0000\u00a0$" },
      { label: "Volume mensuel", value: "1\u00a0000 à 5\u00a0000" },
      { label: "Type de prospects", value: "Prospects qualifiés" },
      { label: "Message", value: "Aucun" },
    ]);
  });
});

describe("leadEmails", () => {
  it("writes a French visitor's confirmation in French, and the sales inbox's notice in English", async () => {
    const id = "5f0c6f3e-8a8e-4a57-9d3b-2f4f1d7f9a10";
    // Rendered as the outbox's worker renders them.
    const rendered = async (locale: "fr" | "en") => {
      const { confirmation, notification } = leadEmails(id, lead, locale, siteUrl);
      return {
        confirmation: await renderEmail(confirmation, siteUrl),
        notification: await renderEmail(notification, siteUrl),
      };
    };
    const [french, english] = await Promise.all([rendered("fr"), rendered("en")]);
    const shared = [lead.name, lead.email, site.brand, site.email];

    for (const [part, text, englishText] of [
      ["subject", french.confirmation.subject, english.confirmation.subject],
      ["HTML", textOfHtml(french.confirmation.html), textOfHtml(english.confirmation.html)],
      ["plain text", french.confirmation.text, english.confirmation.text],
    ] as const) {
      expect(englishWordsIn(text), part).toEqual([]);
      expect(englishSentencesIn(text, englishText, shared), part).toEqual([]);
      expect(typographyFaults(text), part).toEqual([]);
    }
    expect(french.confirmation.text).toContain("Personne décisionnaire");

    expect(french.notification.subject).toBe(english.notification.subject);
    expect(french.notification.text).toMatch(/Language\s+French\n/);
    expect(english.notification.text).toMatch(/Language\s+English\n/);
    expect(french.notification.text).toContain("Decision Maker");
    expect(french.notification.text).toContain("utm_source=infolettre");
    // The notice's button opens the lead in the console, where the agency works it.
    expect(english.notification.text).toContain(`Open the lead in the console\n${siteUrl}/admin/leads/${id}`);
    expect(english.notification.html).toContain(`href="${siteUrl}/admin/leads/${id}"`);
  });
});
