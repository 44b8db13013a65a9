/**
 * What the funnel sends and reports when the visitor submits (spec.md sections 3 and 7): the
 * lead with submissionTime, timeToComplete and the form token, and the lead_form_submit
 * analytics event.
 */
import { HONEYPOT_FIELD, type LeadFormValues, type LeadRequest } from "~/domain/lead-request";
import { MAX_TIME_TO_COMPLETE_MS } from "~/domain/visit";

/** The request body of POST /api/leads, before validation; the honeypot is checked, not sent. */
export function leadPayload(
  values: LeadFormValues,
  formToken: string,
  formLoadedAt: number,
  now: number,
  visitorTimeZone: string,
) {
  const { [HONEYPOT_FIELD]: _honeypot, ...lead } = values;
  return {
    ...lead,
    submissionTime: new Date(now).toISOString(),
    // A form left open for days is still sent: the time is recorded as "a day or more".
    timeToComplete: Math.min(MAX_TIME_TO_COMPLETE_MS, Math.max(0, Math.round(now - formLoadedAt))),
    formToken,
    visitorTimeZone,
  };
}

/** The tag-manager event of spec.md section 7, for a lead that was saved. */
export function leadSubmitEvent(lead: LeadRequest) {
  return {
    event: "lead_form_submit",
    leadType: lead.leadType,
    industry: lead.industry,
    budget: lead.budget,
    territories_count: lead.territories.length,
    utm_source: lead.utm_source ?? "",
    utm_medium: lead.utm_medium ?? "",
    utm_campaign: lead.utm_campaign ?? "",
  };
}

declare global {
  interface Window {
    /** Google Tag Manager's queue; whatever tag manager the agency installs reads it. */
    dataLayer?: object[];
  }
}

export function pushToDataLayer(event: object) {
  (window.dataLayer ??= []).push(event);
}
