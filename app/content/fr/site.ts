import { site } from "../site";

/**
 * The agency's identity in French (fr-CA). The name, the numbers and the addresses are those of
 * app/content/site.ts, the one place to edit them; only the words that describe them are here.
 */
export const siteFr = {
  tagline: "Génération de prospects au rendement, conforme d'abord, pour les secteurs réglementés",
  description: `${site.brand} est une agence de génération de prospects payés au rendement, établie à Toronto et à Ottawa, au service des secteurs réglementés\u00a0: des prospects consentants et vérifiés, avec une piste de vérification complète au regard de la LCAP, de la LPRPDE, de la Loi 25, de la TCPA et du RGPD. Vous ne payez que les prospects qualifiés.`,
  offices: [
    { city: "Toronto", area: "Quartier financier", region: "Toronto (Ontario)" },
    { city: "Ottawa", area: "Marché By", region: "Ottawa (Ontario)" },
  ],
  /** The office schedule of site.officeSchedule, in Quebec's usage. */
  officeSchedule: { days: "du lundi au vendredi", times: "de 9\u00a0h à 18\u00a0h" },
  /** How quickly the team answers a lead request (spec.md section 9). */
  responsePromise: "dans les 24 heures, les jours ouvrables",
} as const;
