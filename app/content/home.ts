import type { HeroArtWords } from "~/components/art/hero-illustration";
import { consentTexts } from "~/domain/consent";
import { leadConsentSha256, shortSha256 } from "./sample-certificate";
import { site } from "./site";
import type { CallToAction, Channel, FaqItem, Hero, PageMeta, Point } from "./types";

type Four<T> = [T, T, T, T];
type Three<T> = [T, T, T];
type Five<T> = [T, T, T, T, T];
type Six<T> = [T, T, T, T, T, T];

const cities = site.cities.join(" and ");

/** The copy of the home page (/). Counts are fixed by spec.md section 2. */
export type HomePage = {
  meta: PageMeta;
  /** `hero.title` is the page's h1. The primary button goes to /contact, the secondary to /about. */
  hero: Hero & {
    proofPoints: Three<string>;
    primaryLabel: string;
    secondaryLabel: string;
    /** What the hero's illustration says. */
    art: HeroArtWords;
  };
  /** The band under the hero: `lead` beside the regulation badges, `label` the list's aria-label. */
  regulations: { lead: string; label: string };
  /** Beside the sample consent certificate. */
  why: { eyebrow: string; title: string; intro: string; points: Four<Point> };
  /** A lead's path from the ad to your CRM, drawn as a diagram; `label` names the ordered list. */
  path: { eyebrow: string; title: string; intro: string; label: string; steps: Five<Point> };
  channels: {
    eyebrow: string;
    title: string;
    intro: string;
    items: Four<Channel & { bullets: Three<string> }>;
  };
  benefits: { eyebrow: string; title: string; intro: string; items: Four<Point> };
  faq: { eyebrow: string; title: string; items: Six<FaqItem> };
  /** Its button goes to /contact. */
  closing: CallToAction;
};

export const home = {
  meta: {
    title: "Pay-Per-Lead for Regulated Industries",
    description:
      "Consented leads for Canadian lenders, insurers, brokerages, clinics and schools. Every lead has a consent record, and you pay only for qualified leads.",
  },
  hero: {
    eyebrow: `Compliance-first pay-per-lead from ${cities}`,
    title: "Qualified, consented leads for Canada's regulated industries",
    lead: "We run search, social, native, display and email/affiliate campaigns for lenders, insurers, brokerages, clinics and schools. Every form captures express consent, and you are billed only for leads that meet the criteria we agree in writing.",
    proofPoints: [
      "A consent record with every lead, ready for an audit",
      "Replacements for leads that fail agreed criteria, flagged within 7 days",
      `A reply to every request ${site.responsePromise}`,
    ],
    primaryLabel: "Request Leads",
    secondaryLabel: `About ${site.brand}`,
    art: {
      leadTitle: "New lead",
      leadPlace: "Toronto, ON",
      verified: "Verified",
      fields: [
        ["Territory", "Ontario"],
        ["Phone", "Reachable"],
        ["Product", "Mortgage renewal"],
      ],
      consent: "Consent",
      consentVersion: consentTexts.lead.en.version,
      consentHash: shortSha256(leadConsentSha256.en),
      capturedAt: "10:42:07 EST",
      capturedLabel: "Consent received",
      accepted: "Accepted",
    },
  },
  regulations: {
    lead: "Consent records built for",
    label: "Regulations our consent records are built for",
  },
  why: {
    eyebrow: "Why us",
    title: "Why regulated businesses work with us",
    intro:
      "When a lead was never properly consented, the complaint lands on the business that called it. We build every campaign so that you can answer that complaint with evidence.",
    points: [
      {
        title: "Consent you can show a regulator",
        body: "Every lead arrives with its consent record: the exact wording the person agreed to, when they agreed, and from which page and device. If a complaint ever reaches you, the evidence is already in your CRM.",
      },
      {
        title: "Billing tied to your definition of qualified",
        body: "Before launch we agree the criteria in writing: territory, product fit, contactability and any screening questions. Leads that miss them are replaced, not invoiced.",
      },
      {
        title: "Campaigns that start from your industry's rules",
        body: "Ads, landing pages and forms are reviewed against the licensing and advertising rules that apply to you, from FSRA and RECO to health colleges and career college rules, before any media is bought.",
      },
      {
        title: "A Canadian team you can call",
        body: `Media buyers, compliance staff and client success managers work from our offices in ${cities}. You get a named contact and a reply ${site.responsePromise}.`,
      },
    ],
  },
  path: {
    eyebrow: "The path",
    title: "From an ad to a verified lead in your CRM",
    intro: "Every lead takes the same five steps, and leaves a record at each one.",
    label: "The path of a lead, from the ad to your CRM",
    steps: [
      {
        title: "The ad",
        body: "Search, social, native, display or email, reviewed against your industry's advertising rules before any media is bought.",
      },
      {
        title: "The form",
        body: "On a landing page we control, with consent wording that names your business. Never a pre-ticked box.",
      },
      {
        title: "Consent recorded",
        body: "The exact text and its version, the timestamp, IP address and user agent, the source page and channel, and the location.",
      },
      {
        title: "Verified",
        body: "Checked against the criteria in your insertion order before delivery: territory, contact details, screening answers.",
      },
      {
        title: "Delivered",
        body: "To your CRM with its consent record. Flag it within 7 days of delivery if it fails the criteria.",
      },
    ],
  },
  channels: {
    eyebrow: "Channels",
    title: "Our channel methodology",
    intro:
      "We choose channels by where your buyers spend time and how much consent evidence each one can carry, then move budget toward the sources that produce accepted leads.",
    items: [
      {
        name: "Paid search",
        body: "People searching for a mortgage renewal, a term life quote or a career program are already looking. We capture that intent with tightly grouped campaigns and a landing page for each product.",
        bullets: [
          "Google Ads and Microsoft Advertising, with negative keyword lists reviewed every week",
          "Ad copy checked against platform policies for financial, health and education services",
          "Call extensions and call-only ads for buyers who prefer phone leads",
        ],
      },
      {
        name: "Paid social",
        body: "Meta, LinkedIn and TikTok reach people before they start searching. Our lead forms and landing pages show the full consent wording, never a pre-ticked box.",
        bullets: [
          "Instant forms with custom consent disclosures and qualifying questions",
          "Meta's special ad category settings for financial products, housing and employment offers, where Meta requires them",
          "Creative tested in English and French, with audiences built from first-party data, never purchased lists",
        ],
      },
      {
        name: "Native & display",
        body: "Native placements on news and lifestyle sites suit products that need explaining, such as insurance or continuing education. Display and retargeting bring back visitors who started a form but did not finish it.",
        bullets: [
          "Native campaigns on publisher networks, with the sponsored label always visible",
          "Brand-safety and site exclusion lists applied before launch",
          "Retargeting limited to visitors of your landing pages, with frequency caps",
        ],
      },
      {
        name: "Email & affiliate",
        body: "Vetted publishers and email partners add volume, but only under our rules: every partner uses our approved consent wording and sends traffic to landing pages we control.",
        bullets: [
          "Partners approved one by one, with a sub-source ID on every lead",
          "Email sent only to lists with documented express consent and a working unsubscribe",
          "No co-registration and no resale: each lead goes to one client",
        ],
      },
    ],
  },
  benefits: {
    eyebrow: "The model",
    title: "Why pay per lead",
    intro:
      "In a pay-per-lead program, the cost of testing channels, creative and landing pages sits with us. You pay a fixed price for each lead that meets the criteria we agreed.",
    items: [
      {
        title: "A fixed, known cost per lead",
        body: "You know your acquisition cost before the campaign starts, which makes budgeting and return-on-investment calculations straightforward for your finance team.",
      },
      {
        title: "Media risk stays with us",
        body: "We buy the media and absorb the cost of clicks that never convert, so you are not paying for experiments, learning periods or wasted impressions.",
      },
      {
        title: "Quality protected by replacements",
        body: "A lead that fails the agreed criteria can be flagged within 7 days of delivery and replaced at no charge, so your price reflects leads your team can use.",
      },
      {
        title: "Volume that follows your capacity",
        body: "Set daily or weekly caps by product and province, pause when your team is at capacity and raise volume once conversion is proven.",
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    items: [
      {
        question: "How does your pricing work?",
        answer:
          "We agree a fixed price per qualified lead for each campaign before launch. The price depends on your industry, the provinces or states you target, how many screening questions a lead must answer and the volume you need. We buy the media ourselves, so there is no retainer or media markup on your invoice: you are billed only for accepted leads, and most programs start with a capped pilot.",
      },
      {
        question: "What counts as a qualified lead?",
        answer:
          "Whatever we write down together before launch. Typical criteria are a location inside your licensed territory, a working phone number and email address, a stated need that matches your product, a buying timeline and answers to screening questions such as loan amount or coverage type. Each lead also needs a complete consent record. The criteria sit in your insertion order and are the test we apply to replacement requests.",
      },
      {
        question: "How do you record consent?",
        answer:
          "Every form shows consent wording that names your business and the ways you may contact the person. When someone submits, we store the timestamp, IP address and user agent, the exact consent text and its version, the source page and channel, and their geographic location. That record travels with the lead to your CRM, and we keep our copy for at least three years after the campaign ends.",
      },
      {
        question: "What happens if a lead is not usable?",
        answer:
          "Flag it within 7 days of delivery and tell us why: geographic mismatch, spam or fraud, unreachable contact details, or failure to meet agreed criteria. We review each request within 2 business days against the lead's consent record, validation data and your criteria. Approved leads are replaced at no charge in your next delivery, or credited on your invoice if the campaign has ended.",
      },
      {
        question: "Which regions and industries do you serve?",
        answer:
          "We work with businesses in regulated industries: finance and lending, insurance, real estate and mortgage, healthcare and wellness, and education and training, as well as home improvement, automotive and legal services. Campaigns can target any Canadian province, including French-language campaigns for Quebec, and the United States. We also run campaigns for the United Kingdom, the European Union and Australia when the offer and consent flow suit local rules.",
      },
      {
        question: "How quickly can a campaign launch?",
        answer: `Most programs go live 10 to 15 business days after we agree the lead specification. That time covers landing pages, consent wording for your review, CRM delivery testing and ad platform approvals. Industries with stricter ad review, such as lending and health, can take a few days longer. We reply to every new request ${site.responsePromise} and can usually hold the first planning call within a few days.`,
      },
    ],
  },
  closing: {
    title: "Ready for leads you can stand behind?",
    body: `Tell us about your products, territories and the volume your team can handle. We reply ${site.responsePromise} with questions, a proposed lead specification and pricing.`,
    label: "Start Your Lead Request",
  },
} satisfies HomePage;
