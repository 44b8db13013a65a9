import type { CertificateLabels } from "~/components/consent-certificate";
import type { CertificateSample } from "../sample-certificate";

/** The words of a consent certificate on the French pages (the console is English only). */
const certificateLabels = {
  consent: "Le consentement",
  givenBy: "Donné par",
  erasedPerson: "Effacé à la demande de la personne",
  emailSha256: "Empreinte de l’adresse courriel (SHA-256)",
  text: "Texte affiché, mot pour mot",
  textVersion: "Version du texte",
  textLanguage: "Langue du texte",
  textSha256: "SHA-256 du texte, tel qu’enregistré",
  receivedUtc: "Reçu (UTC)",
  receivedToronto: "Reçu (heure de Toronto)",
  timeToComplete: "Temps pour remplir le formulaire",
  consentRecord: "Registre de consentement",
  notRecorded: "Non enregistré",
  verification: "Vérification",
  verified: "Vérifié\u00a0: le SHA-256 du texte enregistré correspond à l’empreinte enregistrée.",
  mismatch:
    "Écart\u00a0: le SHA-256 du texte enregistré ne correspond pas à l’empreinte enregistrée. Le texte ou son empreinte a été modifié après l’enregistrement du consentement.",
  recomputed: "Recalculé à l’instant à partir du texte enregistré (UTF-8)\u00a0:",
  versionRetired: "Le site ne publie plus cette version du texte\u00a0; la comparaison est impossible.",
  publishedMatches: (version) => `Le texte enregistré est celui que le site publie comme version ${version}.`,
  publishedDiffers: (version) =>
    `Le texte enregistré diffère de celui que le site publie comme version ${version}.`,
  circumstances: "Circonstances",
  ipAddress: "Adresse IP",
  userAgent: "Navigateur (agent utilisateur)",
  page: "Page",
  referrer: "Page de provenance",
  campaign: "Campagne",
  noCampaign: "Aucune",
  visitorTimeZone: "Fuseau horaire du visiteur",
  erasedAt: "Effacé (heure de Toronto)",
  reason: "Motif",
  reasonNotGiven: "Non précisé",
  evidenceSha256: "Empreinte des preuves (SHA-256)",
  evidenceHashRule: "Calcul de l’empreinte des preuves",
} satisfies CertificateLabels;

const pluriel = (count: number, unit: string) => `${count}\u00a0${unit}${count >= 2 ? "s" : ""}`;

/** 42 000 ms → « 42 secondes », 185 000 → « 3 minutes 5 secondes ». */
function formDurationInWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return pluriel(seconds, "seconde");
  return rest === 0
    ? pluriel(minutes, "minute")
    : `${pluriel(minutes, "minute")} ${pluriel(rest, "seconde")}`;
}

/** The sample certificate the French home and compliance pages show. */
export const certificateSample = {
  label: "Exemple",
  title: "Un certificat de consentement, tel que le client le reçoit",
  note: "Un exemple\u00a0: la personne et l’entreprise sont fictives. Le libellé du consentement, sa version et son empreinte sont ceux qu’enregistre notre propre formulaire, et la mise en page est celle que notre console imprime pour chaque prospect.",
  person: {
    name: "Camille Exemple",
    email: "camille.exemple@example.com",
    company: "Courtage hypothécaire Exemple inc.",
    phone: "(514) 555-0123",
  },
  emailSha256: "921b1e026f046310a8d21cc82937e80b3574d55689fe5878ee7926643b3574e2",
  language: "Français",
  durationInWords: formDurationInWords,
  labels: certificateLabels,
} satisfies CertificateSample;
