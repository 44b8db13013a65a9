/**
 * What the two flows learn about the visit for the consent record (DESIGN.md decision 7): the
 * campaign parameters of the address and the referring page.
 */
import {
  REFERRER_MAX_LENGTH,
  UTM_MAX_LENGTH,
  type UtmParameterName,
  utmParameterNames,
} from "~/domain/visit";

export type CampaignFields = Record<UtmParameterName | "referrer", string>;

/**
 * The campaign parameters of this visit: utm_* from the address, and the referring page. Cut to
 * the schema's limits: a longer parameter in a crafted link must not make the visitor's request
 * fail on a field they cannot see or change.
 */
export function campaignOfVisit(search: string, referrer: string): CampaignFields {
  const params = new URLSearchParams(search);
  const campaign = { referrer: referrer.slice(0, REFERRER_MAX_LENGTH) } as CampaignFields;
  for (const name of utmParameterNames)
    campaign[name] = (params.get(name) ?? "").trim().slice(0, UTM_MAX_LENGTH);
  return campaign;
}

/** The visitor's own time zone, which the consent record keeps beside the server's time. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
