import { bookingPolicyWords } from "~/domain/booking-policy";
import { officeHours } from "./office-hours";
import { site } from "./site";
import type { CallToAction, Hero, PageMeta, Point, PullQuote } from "./types";

type Four<T> = [T, T, T, T];

const cities = site.cities.join(" and ");
const [toronto, ottawa] = site.offices;

/** A section's small label above its heading, and the heading. */
type SectionHeading = { eyebrow: string; title: string };

/** The copy of /about (spec.md section 2). */
export type AboutPage = {
  meta: PageMeta;
  hero: Hero;
  /** The aria-label of the section that holds the mission and the vision. */
  missionAndVisionLabel: string;
  mission: { title: string; body: string };
  vision: { title: string; body: string };
  /** The headings of the sections of differentiators, teams and values. */
  sections: { differentiators: SectionHeading; teams: SectionHeading; values: SectionHeading };
  differentiators: [Point, Point, Point, Point, Point, Point];
  /** Team functions, not people. */
  teams: Four<Point>;
  values: Four<Point>;
  canada: SectionHeading & { paragraphs: [string, string] };
  /** A line quoted verbatim from one of our articles (pull-quotes.test.ts), with that article's title. */
  quote: PullQuote;
  /** Its button goes to /contact. */
  closing: CallToAction;
};

export const about = {
  meta: {
    title: "About Us",
    description: `${site.brand} is a compliance-first pay-per-lead agency in ${cities}, delivering consented, verified leads to businesses in regulated industries.`,
  },
  hero: {
    eyebrow: "About us",
    title: "A Canadian lead generation agency built around compliance",
    lead: `Since ${site.foundedYear}, ${site.brand} has generated leads for regulated businesses from offices in ${cities}. We combine performance media buying with the consent records and careful data handling those businesses need.`,
  },
  missionAndVisionLabel: "Mission and vision",
  mission: {
    title: "Our mission",
    body: "To give regulated businesses a steady supply of qualified leads they can contact with confidence, because every lead was generated honestly, consented to clearly and priced on results.",
  },
  vision: {
    title: "Our vision",
    body: "A lead generation industry where consent records are standard, sources are transparent and buyers pay for outcomes, not impressions. Every lead we deliver should stand up to a regulator's question, a carrier's audit or a customer's complaint.",
  },
  sections: {
    differentiators: { eyebrow: "Difference", title: "What sets us apart" },
    teams: { eyebrow: "Our team", title: "How our team is organized" },
    values: { eyebrow: "Values", title: "Our core values" },
  },
  differentiators: [
    {
      title: "Consent records on every lead",
      body: "Timestamp, IP address and user agent, consent text version, source page and channel, and geographic location travel with each lead, not in a file we promise to find later.",
    },
    {
      title: "Exclusive leads",
      body: "Each lead goes to one client, and the consent wording names that client. We do not resell, share or co-register leads.",
    },
    {
      title: "Payment tied to written criteria",
      body: "We agree what qualified means before launch and replace leads that fail it when they are flagged within 7 days of delivery.",
    },
    {
      title: "Compliance review on every campaign",
      body: "Our compliance team reviews ads, landing pages, consent wording and partner sources before launch and again whenever any of them changes.",
    },
    {
      title: "Transparent sources",
      body: "You see which channel, campaign and partner produced each lead, so you can judge quality source by source rather than by an average.",
    },
    {
      title: "Canadian team and data handling",
      body: `Our people work from ${cities}, and we keep lead data in Canada wherever our tools allow, telling you before launch when they do not.`,
    },
  ],
  teams: [
    {
      title: "Media buying",
      body: "Plans and runs search, social, native, display and email/affiliate campaigns, tests creative and landing pages, and moves budget toward the sources that produce accepted leads.",
    },
    {
      title: "Compliance & data protection",
      body: "Drafts and versions consent wording, reviews ads and partner sources against CASL, PIPEDA, TCPA and GDPR, and runs our retention, access and breach procedures.",
    },
    {
      title: "Lead quality & validation",
      body: "Checks each lead for fraud, duplicates and contactability before delivery, reviews replacement requests within 2 business days and reports quality by source.",
    },
    {
      title: "Client success",
      body: `Your named contact for lead criteria, caps, reporting and CRM delivery, replying ${site.responsePromise} and leading a monthly review of results.`,
    },
  ],
  values: [
    {
      title: "Consent before volume",
      body: "We would rather deliver fewer leads than one lead we cannot show was consented.",
    },
    {
      title: "Honest reporting",
      body: "We report acceptance rates, replacements and sources as they are, including the weeks that go badly.",
    },
    {
      title: "Plain language",
      body: "Consent wording, proposals and invoices are written so that the person reading them understands them the first time.",
    },
    {
      title: "Accountability",
      body: "When a lead or a campaign falls short, we say so, fix the cause and replace what we owe.",
    },
  ],
  canada: {
    eyebrow: cities,
    title: "Based in Canada",
    paragraphs: [
      `${site.brand} is a Canadian company with offices in ${toronto.city}'s ${toronto.area} and ${ottawa.city}'s ${ottawa.area}. Our media, compliance and client success teams keep Canadian business hours (${officeHours}) and know the provincial differences that matter to regulated advertisers, from FSRA licensing in Ontario to Quebec's Law 25.`,
      "We are bilingual-ready: we write and review ads, landing pages and consent wording in English and French, so Quebec and other French-speaking audiences are asked for consent in their own language, as Quebec's French-language rules expect of commercial advertising. Lead and consent data is stored in Canadian data centres wherever possible and handled under PIPEDA and, for Quebec residents, Law 25.",
    ],
  },
  quote: {
    articleId: "why-compliance-matters",
    text: "Consent you cannot prove is consent you do not have",
    article: "Why Compliance Matters in Lead Generation",
  },
  closing: {
    title: "Work with a team that documents everything",
    body: `Tell us about your business and the leads you need. We reply ${site.responsePromise} and offer a free ${bookingPolicyWords.meetingLengthAdjective} consultation on your lead criteria and compliance needs.`,
    label: "Start a Conversation",
  },
} satisfies AboutPage;
