import type { AuditTrailWords } from "~/components/art/section-art";
import { leadConsentSha256, shortSha256 } from "./sample-certificate";
import { site } from "./site";
import type { CallToAction, Hero, PageMeta, Point, SourcedFigure } from "./types";

/** One line of a worked example: what happened, and what it comes to. */
export type WorkedStep = { term: string; detail: string };

/** One law or regulation named in the compliance commitment. */
export type Regulation = { name: string; summary: string };

/** One obligation of Quebec's Law 25: what the Act requires, with its section, and what we do about it. */
export type QuebecObligation = {
  title: string;
  /** What the Act requires, ending with the section it is in ("(s. 14)"). */
  requirement: string;
  /** How we apply it in our campaigns, without claiming more than the rest of the page does. */
  practice: string;
};

/**
 * The copy of /compliance (spec.md section 2). The five consent fields (timestamp, IP address and
 * user agent, consent text version, source page and channel, geographic location) and the four
 * replacement reasons (geographic mismatch, spam or fraud, unreachable contact details, failure to
 * meet agreed criteria) are fixed, in this order; the route gives each its icon by position.
 */
export type CompliancePage = {
  meta: PageMeta;
  hero: Hero;
  /** The accessible name of the list of regulation badges under the hero. */
  regulationBadgesLabel: string;
  commitment: {
    eyebrow: string;
    title: string;
    paragraphs: [string, string];
    regulations: [Regulation, Regulation, Regulation, Regulation, Regulation, Regulation];
    /** What the audit trail's illustration says: each record and its time. */
    art: AuditTrailWords;
  };
  /**
   * Quebec's Law 25 (Act to modernize legislative provisions as regards the protection of personal
   * information, S.Q. 2021, c. 25), which amended the Act respecting the protection of personal
   * information in the private sector (CQLR c. P-39.1): consent, the person in charge, privacy impact
   * assessments and communication outside Quebec, in this order, each with its section of P-39.1.
   */
  quebec: {
    eyebrow: string;
    title: string;
    intro: string;
    /** The words before each obligation's practice ("In practice:"). */
    practiceLabel: string;
    obligations: [QuebecObligation, QuebecObligation, QuebecObligation, QuebecObligation];
    /** The Act on LégisQuébec, the official source. */
    source: { label: string; title: string; href: string };
  };
  /** What the laws let a regulator or a court impose, quoted from each statute. */
  stakes: {
    eyebrow: string;
    title: string;
    intro: string;
    figures: [SourcedFigure, SourcedFigure, SourcedFigure, SourcedFigure];
  };
  consent: {
    eyebrow: string;
    title: string;
    intro: string;
    items: [Point, Point, Point, Point, Point];
  };
  security: {
    eyebrow: string;
    title: string;
    intro: string;
    items: [Point, Point, Point, Point];
  };
  quality: {
    eyebrow: string;
    title: string;
    intro: string;
    replacementReasons: [Point, Point, Point, Point];
    /** The heading of the numbered steps. */
    processTitle: string;
    process: [string, string, string] | [string, string, string, string];
    /** The policy applied to one week of leads, with made-up figures and labelled as an example. */
    example: {
      label: string;
      title: string;
      note: string;
      steps: [WorkedStep, WorkedStep, WorkedStep, WorkedStep];
    };
  };

  /** Its button goes to /contact. */
  closing: CallToAction;
};

export const compliance = {
  meta: {
    title: "Compliance & Consent",
    description:
      "How we capture, version and store consent for every lead under CASL, PIPEDA, TCPA, GDPR, CAN-SPAM and CCPA, and how we replace leads that fail agreed criteria.",
  },
  hero: {
    eyebrow: "Compliance",
    title: "Consent records and audit trails for every lead",
    lead: "When consent is missing, the business that makes the call carries the risk. We capture consent, version it and store it so that you can show exactly what each person agreed to, and when.",
  },
  regulationBadgesLabel: "Regulations our consent records are built for",
  commitment: {
    eyebrow: "Our commitment",
    title: "Our compliance commitment",
    paragraphs: [
      "We treat compliance as part of the product, not a check at the end. Consent wording, landing pages, partner sources and delivery are designed together, so every lead we invoice can be traced to a real person who asked to hear from your business and to the exact words they agreed to.",
      "We are not a law firm and we do not give legal advice. We build campaigns around the laws below, flag the issues we see, and give your counsel the wording and records they need to approve a campaign. For Quebec residents, we also apply Law 25's requirement that consent be requested in clear and simple terms, separately for each purpose, and we run those campaigns in French.",
    ],
    art: [
      ["Consent recorded", "10:42:07 EST"],
      ["Text hash verified", shortSha256(leadConsentSha256.en)],
      ["Delivered to your CRM", "10:42:09 EST"],
    ],
    regulations: [
      {
        name: "CASL",
        summary:
          "Canada's Anti-Spam Legislation requires consent, sender identification and a working unsubscribe mechanism for commercial emails and texts, with administrative monetary penalties of up to $10 million per violation for organizations.",
      },
      {
        name: "PIPEDA",
        summary:
          "The Personal Information Protection and Electronic Documents Act governs personal information collected in commercial activity in Canada through ten fair information principles, from accountability and consent to safeguards and individual access.",
      },
      {
        name: "TCPA",
        summary:
          "The US Telephone Consumer Protection Act requires prior express written consent for marketing calls and texts made with an autodialer or a prerecorded voice, and allows statutory damages of $500 to $1,500 per call or text.",
      },
      {
        name: "GDPR",
        summary:
          "The EU General Data Protection Regulation requires a lawful basis, such as freely given, specific and informed consent, to process the personal data of people in the EU, with fines of up to EUR 20 million or 4% of worldwide annual turnover, whichever is higher.",
      },
      {
        name: "CAN-SPAM",
        summary:
          "The US CAN-SPAM Act requires commercial email to use accurate sender information and subject lines, include a valid physical postal address and honour opt-out requests within 10 business days.",
      },
      {
        name: "CCPA",
        summary:
          "The California Consumer Privacy Act, as amended by the CPRA, gives California residents the right to know, delete and correct the personal information businesses hold about them and to opt out of its sale or sharing.",
      },
    ],
  },
  quebec: {
    eyebrow: "Quebec",
    title: "Quebec's Law 25 in practice",
    intro:
      "Quebec's Act to modernize legislative provisions as regards the protection of personal information, known as Law 25, came into force in stages between September 2022 and September 2024. It amended the Act respecting the protection of personal information in the private sector, which can apply alongside CASL and PIPEDA when your business operates in Quebec or your campaigns reach people there. These four obligations shape a lead program; here is what each requires and how we work with it. Your counsel decides how they apply to your business.",
    practiceLabel: "In practice:",
    obligations: [
      {
        title: "Consent for each specific purpose",
        requirement:
          "Consent must be clear, free and informed and given for specific purposes. It must be requested for each purpose, in clear and simple terms, and a written request must be presented separately from any other information given to the person (s. 14). Consent that concerns sensitive information, such as medical information, must be given expressly.",
        practice:
          "We ask Quebec residents for consent in French, in clear and simple terms and separately for each purpose. Each lead's consent record stores the exact wording and version the person saw, so that you can show what they agreed to and for which purpose.",
      },
      {
        title: "A person in charge of personal information",
        requirement:
          "The person with the highest authority in an enterprise is its person in charge of the protection of personal information, and may delegate that function in writing, in whole or in part. The title and contact details of the person in charge must be published on the enterprise's website (s. 3.1).",
        practice:
          "As the business that receives and uses the leads, you designate your own person in charge and publish their title and contact details; we do not take on that role for you. The consent record delivered with each lead, and kept on our systems for at least three years after the campaign, gives them what they need to answer a person who asks where their information came from.",
      },
      {
        title: "Privacy impact assessments",
        requirement:
          "An enterprise must assess the privacy impact of any project to acquire, develop or overhaul an information system or electronic service delivery system involving personal information, consulting its person in charge from the outset (s. 3.3), and must also conduct an assessment before communicating personal information outside Quebec (s. 17). The assessment must be proportionate to the sensitivity, purposes, quantity and distribution of the information and the medium on which it is stored.",
        practice:
          "Whether a new lead program calls for an assessment is for you and your counsel to decide. When it does, we give you what it needs before launch: the consent wording, the record we store for each lead, which services process the data outside Canada and where, and the campaign's written retention schedule.",
      },
      {
        title: "Communicating information outside Quebec",
        requirement:
          "Personal information may be communicated outside Quebec only if the assessment shows that it would receive adequate protection, taking into account its sensitivity, its purposes, the protection measures, including contractual ones, and the legal framework where it goes. The communication must be the subject of a written agreement, and the same applies when an enterprise entrusts someone outside Quebec with collecting, using, communicating or keeping information on its behalf (s. 17).",
        practice: `Our offices are in ${site.cities.join(" and ")}, so for a business in Quebec, having us collect and keep leads on its behalf can mean entrusting that work to an enterprise outside Quebec. Every campaign already runs under a written client agreement and insertion order, and we name any service that processes data outside Canada before launch, so that your assessment and that agreement can cover each of them.`,
      },
    ],
    source: {
      label: "Source:",
      title:
        "Act respecting the protection of personal information in the private sector, CQLR c. P-39.1 (LégisQuébec)",
      href: "https://www.legisquebec.gouv.qc.ca/en/document/cs/P-39.1",
    },
  },
  stakes: {
    eyebrow: "The stakes",
    title: "What a Missing Consent Record Can Cost",
    intro:
      "The maximums the laws themselves set. The business that sent the message or made the call answers for them, whoever generated the lead, so the proof has to travel with every lead.",
    figures: [
      {
        value: "$10 million",
        label: "CASL: the maximum administrative penalty per violation for a business",
        source: "Canada's Anti-Spam Legislation, s. 20(4)",
        href: "https://laws-lois.justice.gc.ca/eng/acts/E-1.6/",
      },
      {
        value: "$100,000",
        label: "PIPEDA: the maximum fine for an offence such as failing to report a breach",
        source: "PIPEDA, s. 28",
        href: "https://laws-lois.justice.gc.ca/eng/acts/P-8.6/",
      },
      {
        value: "US$500–1,500",
        label: "TCPA: statutory damages for each call or text without consent, trebled if wilful",
        source: "47 U.S.C. § 227(b)(3)",
        href: "https://www.law.cornell.edu/uscode/text/47/227",
      },
      {
        value: "4% or €20 million",
        label: "GDPR: the highest fine for breaching the conditions for consent, whichever is higher",
        source: "GDPR, art. 83(5)",
        href: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
      },
    ],
  },
  consent: {
    eyebrow: "Audit trail",
    title: "Consent Capture and Audit Trail",
    intro:
      "Each lead carries a consent record created at the moment of submission. It is stored on our systems, delivered with the lead to your CRM and kept for at least three years after the campaign ends.",
    items: [
      {
        title: "Timestamp",
        body: "The date and time the form was submitted, recorded by our server in Coordinated Universal Time (UTC) rather than read from the visitor's device, so a wrong clock cannot change it.",
      },
      {
        title: "IP address and user agent",
        body: "The network address and browser details of the device used, which help show that a real person on a real device submitted the form and let us spot repeated or automated submissions.",
      },
      {
        title: "Consent text version",
        body: "The exact consent wording shown, stored with a version number and a fingerprint (hash), so that a later change to the wording can never be confused with what this person saw.",
      },
      {
        title: "Source page and channel",
        body: "The address of the landing page, the referring page and the campaign parameters (utm_source, utm_medium, utm_campaign), which identify the channel and, for partner traffic, the sub-source.",
      },
      {
        title: "Geographic location",
        body: "The province or state the person gave, checked against the approximate location of their IP address, to confirm they are inside your licensed territory and to show which laws applied.",
      },
    ],
  },
  security: {
    eyebrow: "Safeguards",
    title: "Data Security",
    intro:
      "Lead data is personal information, and some of it, such as health or financial details, is sensitive. We protect it with safeguards suited to that sensitivity, report breaches that create a real risk of significant harm to the Privacy Commissioner of Canada and to the people affected, and keep a record of every breach for 24 months, as PIPEDA requires.",
    items: [
      {
        title: "Encryption in transit and at rest",
        body: "Forms, CRM deliveries and dashboards use TLS, and databases and backups are encrypted at rest. We never send leads as spreadsheet attachments by email.",
      },
      {
        title: "Access control and least privilege",
        body: "Staff see only the campaigns and fields their role needs. Accounts use multi-factor authentication, access is reviewed every quarter and it is removed the day someone leaves.",
      },
      {
        title: "Canadian data residency where possible",
        body: "We store lead and consent data in Canadian data centres wherever our tools allow it. When a service processes data outside Canada, we tell you which one and where before launch.",
      },
      {
        title: "Retention and deletion schedules",
        body: "Each campaign has a written retention schedule. Consent records are kept for at least three years after a campaign ends; other lead data is deleted or anonymized on the schedule you approve.",
      },
    ],
  },
  quality: {
    eyebrow: "Replacements",
    title: "Quality assurance and replacements",
    intro:
      "Every lead is validated before delivery. If one still fails the criteria in your insertion order, we replace it at no charge for any of these four reasons.",
    replacementReasons: [
      {
        title: "Geographic mismatch",
        body: "The person lives outside the provinces, states or postal codes you are licensed or set up to serve.",
      },
      {
        title: "Spam or fraud",
        body: "The submission is automated or fake, uses someone else's details, or duplicates a lead we delivered to you in the previous 30 days.",
      },
      {
        title: "Unreachable contact details",
        body: "The phone number is not in service or belongs to someone else, or the email address bounces, after the contact attempts set out in your insertion order.",
      },
      {
        title: "Failure to meet agreed criteria",
        body: "The lead does not match a written criterion, such as product, loan amount, coverage type or timeline, as the person's answers or your first call shows.",
      },
    ],
    processTitle: "How to request a replacement",
    process: [
      "Flag the lead within 7 days of delivery, in your client dashboard or by email to your client success manager, and choose the reason.",
      "Add what you found, such as a call log, a bounce notice or the answer that disqualifies the lead.",
      "We review the lead against its consent record, its validation data and your criteria, and reply within 2 business days.",
      "Approved leads are replaced at no charge in your next delivery, or credited on your invoice if the campaign has ended.",
    ],
    example: {
      label: "Example",
      title: "One week of replacements, worked through",
      note: "The figures are illustrative, not a client's results.",
      steps: [
        { term: "Delivered", detail: "120 leads at an agreed $60 each: $7,200." },
        {
          term: "Flagged within 7 days",
          detail:
            "6 leads: 3 with unreachable contact details, 2 outside the licensed territory, 1 duplicate of a lead delivered the week before.",
        },
        {
          term: "Reviewed within 2 business days",
          detail:
            "5 approved. 1 unreachable flag declined: its call log shows one attempt, and the insertion order sets three.",
        },
        {
          term: "Settled",
          detail:
            "5 replacement leads at no charge in the next delivery, so the $7,200 pays for 120 leads that meet the criteria. Had the campaign ended: 5 × $60 = $300 credited on the invoice.",
        },
      ],
    },
  },
  closing: {
    title: "See how we would capture consent for your campaign",
    body: `Send us your current forms or describe a new program. We reply ${site.responsePromise} with the consent wording, the record we would store and the lead criteria we would propose.`,
    label: "Discuss Your Campaign",
  },
} satisfies CompliancePage;
