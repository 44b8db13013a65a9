import { site } from "./site";
import type { CallToAction, Hero, IndustryCard, PageMeta, PullQuote } from "./types";

type Card = IndustryCard & { bullets: [string, string, string, string] };

/** The copy of /industries: five industry cards (spec.md section 2). */
export type IndustriesPage = {
  meta: PageMeta;
  hero: Hero;
  /** The hero's last sentence: `before`, a space, the link, `after`. */
  complianceNote: { before: string; link: { label: string; to: string }; after: string };
  /** The aria-label of the cards' section. */
  itemsLabel: string;
  /** Each card's button goes to /contact. */
  items: [Card, Card, Card, Card, Card];
  /** Its button goes to /contact; the page also links to /compliance. */
  /** A line quoted verbatim from one of our articles (pull-quotes.test.ts), with that article's title. */
  quote: PullQuote;
  closing: CallToAction;
};

export const industries = {
  meta: {
    title: "Industries",
    description:
      "Consented lead generation for finance and lending, insurance, real estate and mortgage, healthcare and education, built around each industry's own rules.",
  },
  hero: {
    eyebrow: "Industries",
    title: "Lead generation for Canada's regulated industries",
    lead: "Each industry has its own licensing, advertising and privacy rules. We build campaigns for these five around those rules, and we also run programs for home improvement, automotive and legal services.",
  },
  complianceNote: {
    before: "Every program runs on the consent and audit-trail standard described on our",
    link: { label: "compliance page", to: "/compliance" },
    after: ".",
  },
  itemsLabel: "Industries we serve",
  items: [
    {
      id: "finance-lending",
      title: "Finance & lending",
      description:
        "Personal loans, lines of credit, debt consolidation, auto financing and credit cards. We find borrowers who match your lending criteria and keep rate and cost claims accurate.",
      bullets: [
        "Cost-of-borrowing and APR statements in ads checked against provincial consumer protection rules and, for federally regulated institutions, FCAC's disclosure requirements",
        "Offers checked against the Criminal Code's criminal interest rate, 35% APR for most loans since January 1, 2025",
        "Payday and high-cost credit campaigns only for lenders licensed in each province we target",
        "Express CASL consent before any email or text follow-up, and prior express written consent under the TCPA for US borrowers",
      ],
      cta: "Get Finance Leads",
    },
    {
      id: "insurance",
      title: "Insurance",
      description:
        "Life, health, disability, home and auto insurance for agencies, brokerages and managing general agents. Leads go to licensed advisers, and our forms ask only what a quote needs.",
      bullets: [
        "Campaigns only for agents and brokerages licensed in the target province: by FSRA in Ontario, the AMF in Quebec or the licensing body in each other province",
        "Ads and forms aligned with the CCIR and CISRO guidance on the fair treatment of customers",
        "No premium promises or advice in ads: coverage questions are left to your licensed staff",
        "Health and lifestyle questions asked only when the product needs them, with express consent for sensitive information",
      ],
      cta: "Get Insurance Leads",
    },
    {
      id: "real-estate-mortgage",
      title: "Real estate & mortgage",
      description:
        "Buyer, seller, renewal and refinance leads for brokerages, teams and mortgage agents, with advertising that names the licensed brokerage every time.",
      bullets: [
        "Ontario real estate ads that follow RECO's advertising rules under the Trust in Real Estate Services Act, 2002, including a clearly shown brokerage name",
        "REALTOR® and MLS® trademarks used only for CREA members and as CREA's rules allow",
        "Mortgage ads for FSRA-licensed brokerages in Ontario that show the brokerage licence number, with the equivalent provincial rules applied elsewhere",
        "Rate ads that state the term and conditions behind the rate, and express consent for every call and text",
      ],
      cta: "Get Real Estate & Mortgage Leads",
    },
    {
      id: "healthcare-wellness",
      title: "Healthcare & wellness",
      description:
        "Clinics, dental and physiotherapy practices, and wellness providers looking for new patients and clients. We collect as little health information as possible and treat what we collect as sensitive.",
      bullets: [
        "Health information handled as sensitive under PIPEDA, with express consent and only the details your intake needs",
        "Intake for Ontario health information custodians designed around PHIPA, and other provincial health privacy laws, such as Alberta's Health Information Act, where they apply",
        "Ads checked against your regulatory college's advertising rules, including limits on testimonials and before-and-after claims",
        "Claims about drugs, natural health products and medical devices kept within Health Canada's advertising rules and each product's authorized claims",
      ],
      cta: "Get Healthcare Leads",
    },
    {
      id: "education-training",
      title: "Education & training",
      description:
        "Career colleges, continuing education, professional certification and corporate training. We find prospective students who fit your admission requirements and keep program claims accurate.",
      bullets: [
        "Career college campaigns only for institutions registered in their province, with no guarantees of employment or earnings in ads",
        "Tuition, funding and student aid statements matched to each program's published information",
        "International recruitment only for designated learning institutions, with no promises about study permits or immigration outcomes",
        "Follow-up that respects CASL: an inquiry gives implied consent for six months, so we capture express consent for longer nurturing",
      ],
      cta: "Get Education Leads",
    },
  ],
  quote: {
    articleId: "landing-page-compliance-checklist",
    text: "No evidence, no launch",
    article: "The Landing-Page Compliance Checklist for Regulated Lead Generation",
  },
  closing: {
    title: "Compliance built into every industry program",
    body: `Tell us your industry, the provinces you serve and the licences you hold. We reply ${site.responsePromise} with a campaign whose ads, forms and consent records are built for your regulator.`,
    label: "Request Industry Leads",
  },
} satisfies IndustriesPage;
