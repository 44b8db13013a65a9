import { formatLongDate } from "~/domain/blog";
import { officeHours } from "./office-hours";
import { site } from "./site";
import type { LegalPage, LegalSection } from "./types";

const effectiveDate = "2024-01-01";

type Section<Id extends string> = LegalSection & { id: Id };

const cities = site.cities.join(" and ");

/** The Terms of Service (/terms): a LegalPage whose sections come in this order (spec.md section 2). */
export type TermsPage = LegalPage & {
  sections: [
    Section<"scope">,
    Section<"acceptable-use">,
    Section<"disclaimers">,
    Section<"liability">,
    Section<"intellectual-property">,
    Section<"confidentiality">,
    Section<"termination">,
    Section<"governing-law">,
    Section<"contact">,
    Section<"updates">,
  ];
};

export const terms = {
  meta: {
    title: "Terms of service",
    description: `The terms that govern your use of the ${site.brand} website and our lead generation services, including liability, confidentiality and governing law.`,
  },
  title: "Terms of service",
  effectiveDate,
  effectiveDateText: formatLongDate(effectiveDate),
  labels: { effectiveDate: "Effective date:", contents: "Contents" },
  intro: `These terms govern your use of this website and any request you send through it, and set the baseline for the services provided by ${site.legalName} (“${site.brand}”, “we”, “us”). By using the site you agree to them. If you do not agree, please do not use the site.`,
  sections: [
    {
      id: "scope",
      heading: "Scope of services",
      paragraphs: [
        "This website describes our pay-per-lead programs, compliance-verified lead generation, multi-channel performance campaigns, appointment setting and live transfers, and lead validation and CRM delivery. Its content is general information about those services and about the rules that apply to lead generation.",
        "We provide services under a written client agreement and an insertion order for each campaign, which set the price per lead, the lead criteria, volume caps, the delivery method and the replacement process. If a signed agreement conflicts with these terms, the signed agreement prevails.",
        "Sending a lead request or booking a call does not create a contract for services or oblige either of us to work together.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: [
        "The site is for businesses looking for lead generation services. By sending a request, you confirm that you are at least 18 years old and authorized to act for the business you name.",
        "Clients agree to use the leads we deliver only as the consent attached to each lead allows: to contact the person about the products described, through the channels they agreed to, honouring unsubscribe and do-not-call requests promptly, and never reselling or sharing leads with another business.",
        "When you use the site, you agree not to:",
      ],
      list: [
        "submit false information, or someone else's details without their permission;",
        "send automated or bulk submissions, or try to get around our spam protections;",
        "probe, scan or test the site's security, or interfere with its operation;",
        "copy or scrape the site's content, or use it to build a competing service;",
        "use the site for anything unlawful, including sending unsolicited commercial messages.",
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      paragraphs: [
        "Information on this site, including our articles about CASL, PIPEDA, TCPA, GDPR and other laws, is general information, not legal advice. Laws change and apply differently to each business, so please consult your own lawyer before relying on it.",
        "We do not guarantee any particular number of leads, conversion rate, sales or return on investment. Results depend on your offer, territory, pricing and follow-up, and any commitments on volume or quality are those written in your signed insertion order.",
        "The site is provided “as is” and “as available”. We work to keep it accurate, secure and online but, to the extent the law allows, we make no warranty that it will be uninterrupted or free of errors.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        "To the fullest extent permitted by law, we are not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or business opportunities, arising from the site or our services, even if we were told they were possible.",
        "Our total liability for all claims relating to the site and our services is capped at the fees you paid to us in the 12 months preceding the claim.",
        "Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The site and its content, including text, articles, graphics, the ${site.brand} name and logo, and our consent templates, belong to ${site.legalName} or its licensors and are protected by Canadian and international copyright and trademark law.`,
        "You may view and print pages for your own business use. Any other copying, republication or distribution needs our written permission.",
        "Under a client agreement, the leads delivered to you and your own brand materials belong to you. Our methods, templates, tools and reports remain ours, and you receive a licence to use the reports within your business.",
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality",
      paragraphs: [
        "We treat the information in your lead request or booking, including your budget, volumes, territories and goals, as confidential. We use it only to respond to you and prepare a proposal, and we share it only as our Privacy Policy describes.",
        "If we work together, each of us will keep the other's non-public information confidential, including pricing, lead specifications, campaign results and customer data, and use it only for the purposes of the agreement. This duty continues after the relationship ends.",
        "Confidentiality does not cover information that is public through no fault of the party receiving it, that party already knew, or that must be disclosed by law.",
      ],
    },
    {
      id: "termination",
      heading: "Termination",
      paragraphs: [
        "We may suspend or block access to the site for anyone who breaches these terms, including by sending automated or fraudulent submissions.",
        "A client agreement ends as it sets out. When a campaign ends, we stop delivery, invoice the accepted leads delivered up to that date and process replacement requests made within 7 days of delivery.",
        "The sections on disclaimers, liability, intellectual property, confidentiality and governing law continue to apply after termination. We keep consent records for the periods set out in our Privacy Policy and client agreements, so that both of us can demonstrate consent.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.",
        "Any dispute about the site or these terms will be heard by the courts of Ontario, and you and we submit to their jurisdiction. Before starting a proceeding, please contact us so that we can try to resolve the issue directly.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        `Questions about these terms can be sent to ${site.email} or by phone to ${site.phone.display}, ${officeHours}. Our offices are in ${cities}.`,
        `We reply ${site.responsePromise}.`,
      ],
    },
    {
      id: "updates",
      heading: "Updates to these terms",
      paragraphs: [
        "We may update these terms to reflect changes in our services or in the law. The effective date at the top of this page shows when they last changed.",
        "Changes apply to your use of the site from that date. They do not alter a signed client agreement unless both parties agree in writing.",
      ],
    },
  ],
} satisfies TermsPage;
