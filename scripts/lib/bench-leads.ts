/**
 * POST /api/leads under load: `count` lead requests, each from a different address, carrying a
 * form token the server issued (GET /api/leads/form-token) at least MIN_TIME_TO_COMPLETE_MS
 * before, as a visitor's browser does: a younger token, or none, is answered 201 but dropped as
 * spam, and the run would measure nothing. The server's POST rate limit must be raised for the run.
 */
import { type FixedCountResult, type FixedCountWrites, postFixedCount } from "./fixed-count-runs.ts";
import { MIN_TIME_TO_COMPLETE_MS } from "../../app/domain/lead-request.ts";

/** A form token of `origin`'s, as the /contact page fetches it; benchLeads waits until it is old enough. */
export async function fetchLeadFormToken(origin: string): Promise<{ formToken: string; issuedAt: number }> {
  const response = await fetch(`${origin}/api/leads/form-token`);
  if (!response.ok) throw new Error(`GET /api/leads/form-token answered ${response.status}`);
  const { formToken } = (await response.json()) as { formToken: string };
  return { formToken, issuedAt: Date.now() };
}

export async function benchLeads(
  origin: string,
  token: { formToken: string; issuedAt: number },
  writes: FixedCountWrites,
): Promise<FixedCountResult> {
  // A second to spare: the server measures the token's age by its own clock.
  const wait = token.issuedAt + MIN_TIME_TO_COMPLETE_MS + 1_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return postFixedCount(
    origin,
    "/api/leads",
    (n) => benchLead(`lead${n}@example.com`, token.formToken),
    writes,
  );
}

/** A valid lead request from `email`, as the /contact funnel sends it. */
function benchLead(email: string, formToken: string) {
  return {
    name: "Bench Visitor",
    email,
    company: "Bench Company",
    phone: "",
    role: "decision-maker",
    intent: "1-3months",
    industry: "finance-insurance",
    territories: ["Canada"],
    budget: "10k-25k",
    volume: "100-500",
    leadType: "qualified-leads",
    message: "Benchmark lead",
    consent: true,
    submissionTime: new Date().toISOString(),
    timeToComplete: 42_000,
    company_website: "",
    formToken,
  };
}
