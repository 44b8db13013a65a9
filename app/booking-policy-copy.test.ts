/**
 * The booking policy is stated in one place (app/domain/booking-policy.ts, issue 23 item 1): every
 * page, email, console screen and API message builds "2 hours", "20-minute" or "60 days" from its
 * constants, so that a change of policy cannot leave a sentence behind. This test reads the text of
 * every string, template and JSX text under app/ (what a visitor or staff member can be shown;
 * comments are not copy) and fails on a number of hours, minutes or days typed anywhere else,
 * whether written as digits or interpolated from another constant ("${minutes} minutes").
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = path.join(import.meta.dirname);
const POLICY_MODULE = path.join(APP, "domain", "booking-policy.ts");

/**
 * Durations in copy that are not the booking policy, each with why. A phrase is matched without
 * regard to case and with its spaces collapsed, and must contain the whole duration it allows; one
 * too short to say what it is about is allowed only in the file named (`in`, without its folder).
 */
const NOT_BOOKING_POLICY: { phrase: string; reason: string; in?: string }[] = [
  {
    phrase: "within 7 days",
    reason: "the clients' window to flag a lead for replacement (terms of service)",
  },
  {
    phrase: "within 24 hours on business days",
    reason: "how soon the team answers a lead request (spec.md section 9), not a booking",
  },
  { phrase: "within 5 minutes of submission", reason: "the speed-to-lead a client's program is sold with" },
  { phrase: "90 days after the call", reason: "privacy policy: how long call recordings are kept" },
  { phrase: "IP addresses: 30 days", reason: "privacy policy: how long server logs are kept" },
  { phrase: "within 30 days and tell", reason: "privacy policy: PIPEDA's time to answer an access request" },
  { phrase: "previous 30 days", reason: "compliance page: what counts as a duplicate lead" },
  { phrase: "valid 24 hours", reason: "console: how long a staff account's setup link works" },
  { phrase: "retries for 24 hours", reason: "console: how long the outbox retries an email" },
  {
    phrase: "after 8 hours without use, and after 7 days",
    reason: "console: when a staff session ends (idle and absolute limits)",
  },
  {
    phrase: "failed for ${WEBHOOK_GIVE_UP_HOURS} hours",
    reason: "webhooks: how long deliveries to an endpoint fail before it is disabled (ADR 038)",
  },
  {
    phrase: "after ${WEBHOOK_GIVE_UP_HOURS} hours of failures",
    reason: "webhooks: why an endpoint was disabled (ADR 038)",
  },
  {
    phrase: "retried for ${WEBHOOK_GIVE_UP_HOURS} hours",
    reason: "webhooks: how long a delivery is retried (ADR 038)",
  },
  {
    phrase: "for ${PREVIOUS_SECRET_HOURS} hours",
    reason: "webhooks: how long a replaced signing secret still signs (ADR 038)",
  },
  { phrase: "Wait 15 minutes", reason: "console sign-in throttle's window" },
  { phrase: "within the last 10 minutes", reason: "console: how recent a password check must be (ADR 028)" },
  { phrase: "For 10 minutes", reason: "console: how long a password check lasts (ADR 028)" },
  { phrase: "more than 24 hours earlier", reason: "a log line: a lead form older than its token's life" },
  { phrase: "1 hour", in: "accounts.server.ts", reason: "how long a staff account's email link works" },
  {
    phrase: "${hours} hours",
    in: "accounts.server.ts",
    reason: "how long a staff account's email link works",
  },
  { phrase: "for ${RESET_LINK_HOURS} hour", reason: "console: how long a password reset link works" },
  {
    phrase: "try again in ${minutes} minute",
    reason: "the lead form: when the rate limit lets the visitor retry",
  },
  {
    phrase: "réessayer dans ${minutes} minute",
    reason: "the lead form in French: when the rate limit lets the visitor retry",
  },
  {
    phrase: "at most ${SELECTION_MAX_DAYS} days",
    reason: "console: how many days one block or unblock may cover",
  },
  { phrase: "${offset} minutes", reason: "an internal error: Toronto's UTC offset, never shown to anyone" },
  { phrase: "Removed after ${days} days", reason: "console: how long ago a sent email's body was pruned" },
  {
    phrase: "from ${FEED_DAYS_BACK} days back",
    reason: "console: how far back a staff calendar feed reaches (ADR 037)",
  },
  {
    phrase: "every ${FEED_REFRESH_MINUTES} minutes",
    reason: "console: how often a subscribed calendar is asked to fetch the feed again (ADR 037)",
  },
];

/** A number of hours, minutes or days: in digits, in words, or interpolated ("${minutes} minutes"). */
const DURATION =
  /(?:\b\d+(?:,\d{3})*|\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|sixty|ninety)|\$\{[^}]*\})(?:\s|-)+(?:hours?|minutes?|days?)\b/gi;

function sourceFiles(): string[] {
  return readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !file.split(path.sep).includes("testing"))
    .map((file) => path.join(APP, file))
    .filter((file) => file !== POLICY_MODULE);
}

const copyByFile = new Map<string, string[]>();

/** The texts a file can show: its strings, its templates (with their ${…}) and its JSX text. */
function copyOf(fileName: string): string[] {
  let copy = copyByFile.get(fileName);
  if (!copy) {
    copy = readCopy(fileName);
    copyByFile.set(fileName, copy);
  }
  return copy;
}

function readCopy(fileName: string): string[] {
  const source = ts.createSourceFile(fileName, readFileSync(fileName, "utf8"), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      texts.push(
        node.head.text +
          node.templateSpans.map((span) => `\${${span.expression.getText()}}${span.literal.text}`).join(""),
      );
    } else if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      // A JSX element's children read as one sentence: "{days} days" is a number and its unit.
      texts.push(
        node.children
          .map((child) => {
            if (ts.isJsxText(child)) return child.text;
            if (ts.isJsxExpression(child) && child.expression && ts.isStringLiteral(child.expression)) {
              return child.expression.text; // {" "}
            }
            if (ts.isJsxExpression(child) && child.expression) return `\${${child.expression.getText()}}`;
            return " ";
          })
          .join(""),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Spaces collapsed, as a browser shows them: JSX text runs across lines.
  return texts.map((text) => text.replace(/\s+/g, " "));
}

function withoutAllowedPhrases(text: string, file: string): string {
  let rest = text;
  for (const { phrase, in: onlyIn } of NOT_BOOKING_POLICY) {
    if (onlyIn !== undefined && path.basename(file) !== onlyIn) continue;
    rest = rest.replace(new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), " ");
  }
  return rest;
}

describe("copy under app/", () => {
  const files = sourceFiles();

  it("reads the site's sources", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(path.join(APP, "content", "book-a-call.ts"));
  });

  it("states no number of hours, minutes or days outside the booking policy's module", () => {
    const strayDurations = files.flatMap((file) =>
      copyOf(file).flatMap((text) =>
        [...withoutAllowedPhrases(text, file).matchAll(DURATION)].map(
          (match) => `${path.relative(APP, file)}: "${match[0]}" in ${JSON.stringify(text.slice(0, 120))}`,
        ),
      ),
    );
    expect(strayDurations).toEqual([]);
  });

  it("allows only phrases that still occur, each with its reason", () => {
    const everyFile = files.map((file) => ({ file, copy: copyOf(file).join("\n").toLowerCase() }));
    const unused = NOT_BOOKING_POLICY.filter(
      ({ phrase, in: onlyIn }) =>
        !everyFile.some(
          ({ file, copy }) =>
            (onlyIn === undefined || path.basename(file) === onlyIn) && copy.includes(phrase.toLowerCase()),
        ),
    );
    expect(unused).toEqual([]);
    expect(NOT_BOOKING_POLICY.filter(({ reason }) => reason.trim() === "")).toEqual([]);
  });
});
