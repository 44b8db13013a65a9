import { describe, expect, it, vi } from "vitest";
import type * as SiteModule from "~/content/site";
import { loadConfig } from "./config.server";
import { personalDataExport } from "./console/privacy.server";

// Another agency's identity in site.ts: what the server writes of the brand must follow it.
vi.mock("~/content/site", async (importOriginal) => {
  const { site } = await importOriginal<typeof SiteModule>();
  return { site: { ...site, brand: "Northwind Leads", email: "hello@northwind.example" } };
});

describe("the brand, written once in content/site.ts", () => {
  it("signs the emails and names the sales inbox unless MAIL_FROM and SALES_INBOX say otherwise", () => {
    expect(loadConfig({})).toMatchObject({
      MAIL_FROM: "Northwind Leads <hello@northwind.example>",
      SALES_INBOX: "sales@northwind.example",
    });
    expect(
      loadConfig({ MAIL_FROM: "Desk <desk@example.com>", SALES_INBOX: "leads@example.com" }),
    ).toMatchObject({ MAIL_FROM: "Desk <desk@example.com>", SALES_INBOX: "leads@example.com" });
  });

  it("names the personal data export", () => {
    const nothingFound = {
      email: "someone@example.com",
      emailSha256: "0".repeat(64),
      leads: [],
      bookings: [],
      consentRecords: [],
      leadEvents: [],
      bookingEvents: [],
      emails: [],
      idempotencyKeys: [],
    };
    expect(personalDataExport(nothingFound, new Date("2026-11-26T15:25:00Z")).format).toBe(
      "Northwind Leads personal data export, version 1",
    );
  });
});
