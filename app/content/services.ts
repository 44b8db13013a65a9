import { site } from "./site";
import type { CallToAction, Hero, PageMeta, ServiceCard } from "./types";

/** A card's button: its label, and for screen readers `srBefore` then the service's title. */
type CardButton = { label: string; srBefore: string };

/** The copy of /services: five core services (spec.md section 2). */
export type ServicesPage = {
  meta: PageMeta;
  hero: Hero;
  /** The aria-label of the cards' section. */
  itemsLabel: string;
  /** The words every card repeats: its three headings and its buttons. */
  card: {
    features: string;
    whenToUse: string;
    whatYouGet: string;
    /** To /contact. */
    requestLeads: CardButton;
    /** To /book-a-call. */
    bookCall: CardButton;
    /** To /compliance. */
    compliance: CardButton;
  };
  /** Each card's buttons go to /contact, /book-a-call and /compliance. */
  items: [ServiceCard, ServiceCard, ServiceCard, ServiceCard, ServiceCard];
  /** Its button goes to /contact. */
  /**
   * Cost per lead against cost per acquisition, from the article cpl-vs-cpa (its table "When cost per
   * lead or cost per acquisition fits better"); `article` is its title, the link's text.
   */
  comparison: {
    eyebrow: string;
    title: string;
    intro: string;
    caption: string;
    columns: [string, string, string];
    rows: [Row, Row, Row, Row, Row];
    articleBefore: string;
    article: string;
  };
  closing: CallToAction;
};

type Row = [string, string, string];

export const services = {
  meta: {
    title: "Services",
    description:
      "Pay-per-lead programs, consent management, multi-channel campaigns, appointment setting and CRM delivery for Canadian businesses in regulated industries.",
  },
  hero: {
    eyebrow: "Services",
    title: "Lead generation services built around consent",
    lead: "Five services that run on their own or together: pay-per-lead programs, compliance-verified lead generation, multi-channel performance campaigns, appointment setting and live transfers, and lead validation with CRM delivery.",
  },
  itemsLabel: "Core services",
  card: {
    features: "Key features",
    whenToUse: "When to use",
    whatYouGet: "What you get",
    requestLeads: { label: "Request leads", srBefore: " for " },
    bookCall: { label: "Book a call", srBefore: " about " },
    compliance: { label: "How we stay compliant", srBefore: " in " },
  },
  items: [
    {
      id: "pay-per-lead",
      title: "Pay-Per-Lead Programs",
      description:
        "A fixed price for each lead that meets criteria agreed in writing. We fund the media, run the campaigns and invoice only for accepted leads.",
      features: [
        "Price per lead set for each campaign before launch",
        "Lead criteria and daily or weekly caps written into your insertion order",
        "Exclusive leads: each one is delivered to your business only",
        "Replacements for leads that fail agreed criteria, flagged within 7 days of delivery",
        "Weekly reporting on volume, acceptance rate and cost by source",
      ],
      whenToUse:
        "You want a predictable acquisition cost and would rather not fund channel testing yourself.",
      whatYouGet:
        "Exclusive, consented leads delivered in real time, and an invoice that counts only accepted leads.",
    },
    {
      id: "compliance-verified-leads",
      title: "Compliance-Verified Lead Generation",
      description:
        "Consent management built into every form and partner source: the wording, how it is captured, how it is stored and the evidence you need if a complaint arrives.",
      features: [
        "Consent wording drafted for CASL, TCPA or GDPR and approved by your team and your legal counsel before launch",
        "A consent record with each lead: timestamp, IP address and user agent, consent text version, source page and channel, geographic location",
        "Version history of every consent text, so older leads can be matched to the wording they saw",
        "Suppression of unsubscribed and do-not-contact records before delivery",
        "Consent exports for a regulator, an insurance carrier or your compliance team on request",
      ],
      whenToUse:
        "You buy leads in a regulated industry, market to the United States, or have been asked by a regulator, carrier or partner to prove consent.",
      whatYouGet:
        "Leads whose consent can be shown line by line, and a consent archive you can export at any time.",
    },
    {
      id: "multi-channel-campaigns",
      title: "Multi-Channel Performance Campaigns",
      description:
        "Search, social, native, display and email/affiliate campaigns planned as one program, with budget moved toward the sources that produce accepted leads.",
      features: [
        "Paid search on Google Ads and Microsoft Advertising",
        "Paid social on Meta, LinkedIn and TikTok",
        "Native and display placements with brand-safety exclusions",
        "Vetted email and affiliate partners, tracked to the sub-source",
        "Landing pages in English and French, tested for speed and accessibility",
      ],
      whenToUse:
        "Your current channel has levelled off, or you need volume across several provinces or products at once.",
      whatYouGet:
        "A channel plan, a shared dashboard and a monthly review of which sources produce leads your team converts, all still billed per qualified lead.",
    },
    {
      id: "appointments-live-transfers",
      title: "Appointment Setting & Live Transfers",
      description:
        "Our contact team calls new leads within minutes, confirms their needs and either books a meeting in your calendar or transfers the call live to your licensed staff.",
      features: [
        "First call within 5 minutes of submission during your business hours",
        "Calls made within CRTC telemarketing hours, identifying your business as the Unsolicited Telecommunications Rules require",
        "Live transfers only to licensed staff for insurance and mortgage products",
        "Appointments booked straight into your calendar with a summary of the call",
        "Call recordings kept with the consent record when the person agreed to recording",
      ],
      whenToUse:
        "Your team closes well on the phone but loses leads to slow follow-up, or your product needs a conversation with a licensed adviser before a quote.",
      whatYouGet:
        "Confirmed appointments or live calls, priced per appointment or per transfer, with the recording and notes attached.",
    },
    {
      id: "validation-crm-delivery",
      title: "Lead Validation & CRM Delivery",
      description:
        "Every lead is checked before it reaches you and delivered to your CRM in real time, with its consent record attached.",
      features: [
        "Email, phone and postal code checks at the moment of submission",
        "Duplicate, fraud and bot detection, including form-completion time and device signals",
        "Real-time delivery to Salesforce, HubSpot, Microsoft Dynamics 365 or any system with an API or webhook",
        "Field mapping and test leads before go-live",
        "A delivery log showing when each lead was sent and when your system accepted it",
      ],
      whenToUse:
        "You already generate leads and want cleaner data, or you need leads to land in your CRM with consent fields your team can see.",
      whatYouGet:
        "Validated leads in your system within seconds of submission, and a delivery log to reconcile against every invoice.",
    },
  ],
  comparison: {
    eyebrow: "Pricing models",
    title: "Cost per lead or cost per acquisition?",
    intro:
      "Neither is cheaper by nature: they split the same risk differently. Under CPL you carry the risk that leads do not convert; under CPA the vendor does, and prices that risk in.",
    caption: "When cost per lead or cost per acquisition fits better",
    columns: ["Situation", "Better fit", "Why"],
    rows: [
      ["Strong, measured sales process", "CPL", "You capture the benefit of converting well"],
      ["New product or market, no conversion data", "CPA or hybrid", "The vendor shares the uncertainty"],
      [
        "Long cycles (mortgages, some insurance lines)",
        "CPL with quality terms",
        "Outcomes arrive weeks later and attribution gets disputed",
      ],
      ["High volume, predictable funnel", "CPL", "Simpler billing and forecasting"],
      [
        "Regulated outcome (funded loan, bound policy, enrolled patient)",
        "CPL, with care on CPA",
        "See the article's compliance note",
      ],
    ],
    articleBefore: "The maths, with a worked example:",
    article: "Cost Per Lead vs Cost Per Acquisition: Choosing the Right Model",
  },
  closing: {
    title: "Not Sure Which Service Fits?",
    body: `Tell us what you sell, where you are licensed and how many leads your team can handle. We reply ${site.responsePromise} with a recommended mix of services and a price per lead.`,
    label: "Request a Proposal",
  },
} satisfies ServicesPage;
