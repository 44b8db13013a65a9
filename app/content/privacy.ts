import { formatLongDate } from "~/domain/blog";
import { bookingPolicyWords } from "~/domain/booking-policy";
import { officeHours } from "./office-hours";
import { site } from "./site";
import type { LegalPage, LegalSection } from "./types";

const effectiveDate = "2024-01-01";

type Section<Id extends string> = LegalSection & { id: Id };

/** The Privacy Policy (/privacy): a LegalPage whose sections come in this order (spec.md section 2). */
export type PrivacyPage = LegalPage & {
  sections: [
    Section<"collection">,
    Section<"use">,
    Section<"cookies">,
    Section<"sharing">,
    Section<"retention">,
    Section<"rights">,
    Section<"contact">,
    Section<"updates">,
  ];
};

export const privacy = {
  meta: {
    title: "Privacy policy",
    description: `How ${site.brand} collects, uses, shares and keeps the information you send through our lead request and booking forms, and how to exercise your rights.`,
  },
  title: "Privacy policy",
  effectiveDate,
  effectiveDateText: formatLongDate(effectiveDate),
  labels: { effectiveDate: "Effective date:", contents: "Contents" },
  intro: `This policy explains how ${site.legalName} (“${site.brand}”, “we”, “us”) collects, uses, shares and protects personal information through this website, including the lead request form on our contact page and the form for booking a free ${bookingPolicyWords.meetingLengthAdjective} call. It applies to visitors and prospective clients. Leads we generate for our clients are collected on campaign landing pages that carry their own privacy notices and consent wording.`,
  sections: [
    {
      id: "collection",
      heading: "Information we collect",
      paragraphs: [
        "We collect what you type into our forms and the technical details we need to record your consent and protect the site from abuse. We do not buy information about visitors, and the site is meant for business users, not children.",
        "Our web server also processes the IP address of each request to apply rate limits and block abuse; its logs do not contain names, email addresses, phone numbers or messages. This is what each part of the site collects:",
      ],
      list: [
        "Lead request form: your name, email address, company, phone number (optional), role, buying timeline, industry, territories, budget range, expected lead volume, lead type and any message you add, plus the campaign parameters of the link you followed (utm_source, utm_medium, utm_campaign, utm_content, utm_term), the referring page and the time taken to complete the form.",
        "Booking form: your name, email address, phone number (optional), company (optional), meeting type, topics of interest, goals (optional), and the date and time you choose.",
        "Consent record, created with each submission: the consent text shown to you and its version, the time our server received the submission, your IP address, your browser's user agent, the page you submitted from, the referring page and your device's time zone.",
        "Booked calls: a recording of the call, made with the notice given on the booking form.",
      ],
    },
    {
      id: "use",
      heading: "How we use information",
      paragraphs: [
        "We use the information you send to answer your request: to contact you, understand your lead specifications and compliance needs, prepare a proposal and pricing, and hold the meeting you booked. We send a confirmation email after each request and a calendar file (.ics) for each booking. We record booked calls to check the quality of our conversations and the accuracy of our notes.",
        "We keep consent records so that we can show when and how you agreed to be contacted. Campaign parameters, the referring page and a summary of each lead request (lead type, industry, budget range and number of territories, never your name or contact details) tell us which of our own campaigns bring inquiries. Form-completion time, IP address and rate limits help us detect spam and automated submissions.",
        "We do not sell your information, use it to make automated decisions about you, or add you to mailing lists you did not ask for. You can stop any follow-up email with its unsubscribe link or by writing to us.",
        "If the GDPR or UK GDPR applies to you, we rely on your consent to contact you and to record calls, on our legitimate interests to measure our marketing and keep the site secure, and on our legal obligations to keep business records.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and similar technologies",
      paragraphs: [
        "The site itself sets no advertising or cross-site tracking cookies, and its forms do not need cookies to work.",
        "While you fill in the lead request form, your answers and the step you reached are saved in your browser's localStorage (under the key leadFunnelProgress) on your own device, so that you can come back without retyping. We cannot see this draft until you submit the form. It is cleared once your request is sent, and you can delete it at any time by clearing this site's data in your browser.",
        "When you submit a lead request, the page adds a summary event (lead type, industry, budget range, number of territories and campaign parameters, with no name or contact details) to a measurement data layer in your browser. Before we enable any analytics tool that reads this event or sets cookies, we will update this policy to name the tool and explain your choices.",
      ],
    },
    {
      id: "sharing",
      heading: "How we share information",
      paragraphs: [
        "We do not sell, rent or trade your personal information, and we never pass your request to our clients, to other lead buyers or to advertising partners. We share it only with the service providers listed below and in the limited cases this section describes.",
        "We may disclose information when the law requires it, to protect our rights or the safety of others, or as part of a merger or sale of our business, in which case the buyer must protect it as this policy describes.",
        "We store information in Canada wherever possible. Some providers may process it in other countries, such as the United States, where it is subject to local law and may be accessible to authorities there. You can ask us which providers process your information and where.",
        "Our service providers fall into these groups, each under a contract that limits its use of the information to our instructions and requires safeguards suited to its sensitivity:",
      ],
      list: [
        "website hosting and database providers;",
        "email delivery providers, which send our confirmation emails and calendar files;",
        "video conferencing and call recording providers, for booked calls;",
        "professional advisers, such as our lawyers and accountants, who are bound by confidentiality.",
      ],
    },
    {
      id: "retention",
      heading: "Data retention",
      paragraphs: [
        "We keep personal information only as long as we need it for the purposes in this policy or as the law requires, then delete or anonymize it. If you withdraw consent, we stop contacting you straight away but keep the consent record and a note of the withdrawal until the period below ends, so that we can honour your choice and show that we did.",
        "Our retention periods are:",
      ],
      list: [
        "Lead requests and their consent records: for as long as we are discussing our services with you or providing them to you, plus three years.",
        "Booking records and their consent records: 12 months after the meeting date.",
        "Recordings of booked calls: 90 days after the call.",
        "Server logs containing IP addresses: 30 days.",
        "Contracts and invoices for clients: six years after the end of the tax year they relate to, as Canadian tax law requires.",
        "The form draft in your browser: until you submit the form or clear this site's data in your browser.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: [
        "Under the Personal Information Protection and Electronic Documents Act (PIPEDA), you can ask to see the personal information we hold about you, ask us to correct anything inaccurate or incomplete, and withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice. We answer requests within 30 days and tell you if we need more time, as PIPEDA allows.",
        "If you are not satisfied with our answer, you can complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca). We would welcome the chance to address your concern first.",
        "If you live in Quebec, Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25, gives you the same rights of access, correction and withdrawal of consent, and the right to receive computerized information you gave us in a structured, commonly used format. We answer your requests within the same limit, which that Act does not allow us to extend, and you may complain to the Commission d'accès à l'information du Québec.",
        "If the GDPR or UK GDPR applies to you, you also have the right to erasure, to restrict or object to processing and to data portability, and you may complain to your local data protection authority. California residents may ask to know, delete or correct their information; we do not sell or share personal information as the CCPA defines those terms.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        `Our Privacy Officer is responsible for our compliance with this policy and with Canadian privacy law. To make a request or ask a question, email ${site.email} with “Privacy” in the subject line, or call ${site.phone.display}, ${officeHours}.`,
        "To protect your information, we may ask you to confirm your identity before acting on a request. We do not charge for reasonable requests.",
      ],
    },
    {
      id: "updates",
      heading: "Updates to this policy",
      paragraphs: [
        "We review this policy at least once a year and whenever we change what the site collects or which providers we use. The effective date at the top of this page shows when it last changed.",
        "If a change affects how we use information you have already given us, we will email you before the change takes effect and, where the law requires it, ask for your consent again.",
      ],
    },
  ],
} satisfies PrivacyPage;
