/**
 * The agency's identity and contact details: the one place to edit them.
 *
 * The brand is made up (DESIGN.md decision 9). Phone numbers use the 555-01xx range reserved
 * for fiction and the domain uses the reserved `.example` top-level domain, so nothing here
 * points at a real company. An operator replaces these values before going live.
 */
export const site = {
  brand: "Maplewise Leads",
  legalName: "Maplewise Leads Inc.",
  tagline: "Compliance-first pay-per-lead for regulated industries",
  description:
    "Maplewise Leads is a Toronto and Ottawa pay-per-lead agency for regulated industries: consented, verified leads with a full audit trail under CASL, PIPEDA, TCPA and GDPR. You pay only for qualified leads.",
  email: "hello@maplewiseleads.example",
  phone: { display: "(416) 555-0142", href: "tel:+14165550142" },
  cities: ["Toronto", "Ottawa"] as const,
  offices: [
    {
      city: "Toronto",
      area: "Financial District",
      region: "Toronto, ON",
      phone: { display: "(416) 555-0142", href: "tel:+14165550142" },
    },
    {
      city: "Ottawa",
      area: "ByWard Market",
      region: "Ottawa, ON",
      phone: { display: "(613) 555-0187", href: "tel:+16135550187" },
    },
  ],
  /**
   * When the team answers, on Toronto's clock: content/office-hours.ts writes it with its zone,
   * "Eastern Time" or, for a known day, EST or EDT (never "EST" all year).
   */
  officeSchedule: { days: "Monday-Friday", times: "9 AM-6 PM" },
  /** How quickly the team answers a lead request (spec.md section 9). */
  responsePromise: "within 24 hours on business days",
  foundedYear: 2019,
} as const;

export type Site = typeof site;
