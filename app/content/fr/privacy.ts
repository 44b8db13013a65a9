import { bookingPolicyWordsFr } from "~/domain/booking-policy";
import type { PrivacyPage } from "../privacy";
import { site } from "../site";
import { officeHours } from "./office-hours";

/** The Privacy Policy in French (/fr/confidentialite): the French of ../privacy.ts, section by section. */
export const privacy = {
  meta: {
    title: "Politique de confidentialité",
    description: `Comment ${site.brand} recueille, utilise, communique et conserve les renseignements saisis dans nos formulaires, et comment exercer vos droits.`,
  },
  title: "Politique de confidentialité",
  effectiveDate: "2024-01-01",
  effectiveDateText: "1er janvier 2024",
  labels: { effectiveDate: "Date d'entrée en vigueur\u00a0:", contents: "Table des matières" },
  intro: `La présente politique explique comment ${site.legalName} («\u00a0${site.brand}\u00a0», «\u00a0nous\u00a0») recueille, utilise, communique et protège les renseignements personnels au moyen de ce site Web, notamment par le formulaire de demande de prospects de notre page Contact et par le formulaire de réservation d'un appel gratuit de ${bookingPolicyWordsFr.meetingLength}. Elle s'applique aux visiteurs et aux clients potentiels. Les prospects que nous générons pour nos clients sont recueillis sur des pages d'atterrissage de campagne qui comportent leurs propres avis de confidentialité et leur propre libellé de consentement.`,
  sections: [
    {
      id: "collection",
      heading: "Renseignements que nous recueillons",
      paragraphs: [
        "Nous recueillons ce que vous saisissez dans nos formulaires ainsi que les données techniques nécessaires pour consigner votre consentement et protéger le site contre les abus. Nous n'achetons pas de renseignements sur les visiteurs, et le site s'adresse aux entreprises, non aux enfants.",
        "Notre serveur Web traite aussi l'adresse IP de chaque requête pour limiter le nombre de requêtes et bloquer les abus\u202f; ses journaux ne contiennent ni noms, ni adresses courriel, ni numéros de téléphone, ni messages. Voici ce que recueille chaque partie du site\u00a0:",
      ],
      list: [
        "Formulaire de demande de prospects\u00a0: vos nom, adresse courriel, entreprise, numéro de téléphone (facultatif), rôle, échéancier d'achat, secteur, territoires, fourchette de budget, volume de prospects prévu, type de prospects et tout message que vous ajoutez, ainsi que les paramètres de campagne du lien que vous avez suivi (utm_source, utm_medium, utm_campaign, utm_content, utm_term), la page de provenance et le temps pris pour remplir le formulaire.",
        "Formulaire de réservation\u00a0: vos nom, adresse courriel, numéro de téléphone (facultatif), entreprise (facultatif), type de rencontre, sujets d'intérêt, objectifs (facultatif), ainsi que la date et l'heure que vous choisissez.",
        "Registre de consentement, créé à chaque envoi\u00a0: le texte de consentement qui vous a été présenté et sa version, l'heure à laquelle notre serveur a reçu l'envoi, votre adresse IP, l'agent utilisateur de votre navigateur, la page à partir de laquelle vous avez envoyé le formulaire, la page de provenance et le fuseau horaire de votre appareil.",
        "Appels réservés\u00a0: un enregistrement de l'appel, fait avec l'avis donné dans le formulaire de réservation.",
      ],
    },
    {
      id: "use",
      heading: "Utilisation des renseignements",
      paragraphs: [
        "Nous utilisons les renseignements que vous nous transmettez pour donner suite à votre demande\u00a0: communiquer avec vous, comprendre vos critères de prospects et vos besoins en matière de conformité, préparer une proposition et une tarification, et tenir la rencontre que vous avez réservée. Nous envoyons un courriel de confirmation après chaque demande et un fichier de calendrier (.ics) pour chaque réservation. Nous enregistrons les appels réservés pour vérifier la qualité de nos échanges et l'exactitude de nos notes.",
        "Nous conservons les registres de consentement afin de pouvoir démontrer quand et comment vous avez accepté d'être contacté. Les paramètres de campagne, la page de provenance et un résumé de chaque demande de prospects (type de prospects, secteur, fourchette de budget et nombre de territoires, jamais votre nom ni vos coordonnées) nous indiquent lesquelles de nos propres campagnes suscitent des demandes. Le temps pris pour remplir le formulaire, l'adresse IP et la limitation du nombre de requêtes nous aident à détecter les pourriels et les envois automatisés.",
        "Nous ne vendons pas vos renseignements, ne les utilisons pas pour prendre des décisions automatisées à votre sujet et ne vous inscrivons à aucune liste d'envoi que vous n'avez pas demandée. Vous pouvez mettre fin à tout courriel de suivi au moyen de son lien de désabonnement ou en nous écrivant.",
        "Si le RGPD ou le RGPD du Royaume-Uni s'applique à vous, nous nous fondons sur votre consentement pour communiquer avec vous et enregistrer les appels, sur nos intérêts légitimes pour mesurer notre marketing et assurer la sécurité du site, et sur nos obligations légales pour conserver nos dossiers d'affaires.",
      ],
    },
    {
      id: "cookies",
      heading: "Témoins et technologies semblables",
      paragraphs: [
        "Le site lui-même ne dépose aucun témoin publicitaire ou de suivi intersites, et ses formulaires n'ont pas besoin de témoins pour fonctionner.",
        "Pendant que vous remplissez le formulaire de demande de prospects, vos réponses et l'étape atteinte sont enregistrées dans le stockage local (localStorage) de votre navigateur, sous la clé leadFunnelProgress, sur votre propre appareil, pour que vous puissiez y revenir sans tout ressaisir. Nous ne pouvons pas voir ce brouillon avant que vous envoyiez le formulaire. Il est effacé une fois votre demande envoyée, et vous pouvez le supprimer en tout temps en effaçant les données de ce site dans votre navigateur.",
        "Lorsque vous envoyez une demande de prospects, la page ajoute un événement sommaire (type de prospects, secteur, fourchette de budget, nombre de territoires et paramètres de campagne, sans nom ni coordonnées) à une couche de données de mesure dans votre navigateur. Avant d'activer un outil d'analyse qui lit cet événement ou dépose des témoins, nous mettrons à jour la présente politique pour nommer l'outil et expliquer vos choix.",
      ],
    },
    {
      id: "sharing",
      heading: "Communication des renseignements",
      paragraphs: [
        "Nous ne vendons, ne louons ni n'échangeons vos renseignements personnels, et nous ne transmettons jamais votre demande à nos clients, à d'autres acheteurs de prospects ou à des partenaires publicitaires. Nous ne les communiquons qu'aux fournisseurs de services énumérés ci-dessous et dans les cas limités que décrit la présente section.",
        "Nous pouvons communiquer des renseignements lorsque la loi l'exige, pour protéger nos droits ou la sécurité d'autrui, ou dans le cadre d'une fusion ou de la vente de notre entreprise, auquel cas l'acquéreur doit les protéger comme le décrit la présente politique.",
        "Nous conservons les renseignements au Canada dans la mesure du possible. Certains fournisseurs peuvent les traiter dans d'autres pays, comme les États-Unis, où ils sont assujettis aux lois locales et peuvent être accessibles aux autorités de ces pays. Vous pouvez nous demander quels fournisseurs traitent vos renseignements, et où.",
        "Nos fournisseurs de services se répartissent dans les catégories suivantes\u202f; chacun est lié par un contrat qui limite l'utilisation des renseignements à nos instructions et exige des mesures de sécurité adaptées à leur sensibilité\u00a0:",
      ],
      list: [
        "fournisseurs d'hébergement Web et de bases de données\u202f;",
        "fournisseurs d'envoi de courriels, qui envoient nos courriels de confirmation et nos fichiers de calendrier\u202f;",
        "fournisseurs de vidéoconférence et d'enregistrement d'appels, pour les appels réservés\u202f;",
        "conseillers professionnels, comme nos avocats et nos comptables, qui sont tenus à la confidentialité.",
      ],
    },
    {
      id: "retention",
      heading: "Conservation des données",
      paragraphs: [
        "Nous conservons les renseignements personnels seulement le temps nécessaire aux fins décrites dans la présente politique ou exigé par la loi, puis nous les supprimons ou les anonymisons. Si vous retirez votre consentement, nous cessons immédiatement de communiquer avec vous, mais conservons le registre de consentement et une note du retrait jusqu'à la fin de la période indiquée ci-dessous, afin de pouvoir respecter votre choix et démontrer que nous l'avons fait.",
        "Nos périodes de conservation sont les suivantes\u00a0:",
      ],
      list: [
        "Demandes de prospects et registres de consentement connexes\u00a0: tant que nous discutons de nos services avec vous ou que nous vous les fournissons, plus trois ans.",
        "Dossiers de réservation et registres de consentement connexes\u00a0: 12 mois après la date de la rencontre.",
        "Enregistrements des appels réservés\u00a0: 90 jours après l'appel.",
        "Journaux du serveur contenant des adresses IP\u00a0: 30 jours.",
        "Contrats et factures des clients\u00a0: six ans après la fin de l'année d'imposition à laquelle ils se rapportent, comme l'exige la législation fiscale canadienne.",
        "Brouillon du formulaire dans votre navigateur\u00a0: jusqu'à ce que vous envoyiez le formulaire ou effaciez les données de ce site dans votre navigateur.",
      ],
    },
    {
      id: "rights",
      heading: "Vos droits",
      paragraphs: [
        "En vertu de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE), vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, nous demander de corriger tout renseignement inexact ou incomplet et retirer votre consentement en tout temps, sous réserve de restrictions légales ou contractuelles et d'un préavis raisonnable. Nous répondons aux demandes dans les 30 jours et vous avisons si nous avons besoin de plus de temps, comme le permet la LPRPDE.",
        "Si vous n'êtes pas satisfait de notre réponse, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada (priv.gc.ca). Nous aimerions toutefois avoir d'abord l'occasion de régler la question avec vous.",
        "Si vous résidez au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, modifiée par la Loi 25, vous accorde les mêmes droits d'accès, de rectification et de retrait du consentement, ainsi que le droit de recevoir, dans un format technologique structuré et couramment utilisé, les renseignements informatisés que vous nous avez fournis. Nous répondons à vos demandes dans le même délai, que cette loi ne nous permet pas de prolonger, et vous pouvez porter plainte auprès de la Commission d'accès à l'information du Québec.",
        "Si le RGPD ou le RGPD du Royaume-Uni s'applique à vous, vous avez aussi le droit à l'effacement, le droit de limiter le traitement ou de vous y opposer et le droit à la portabilité des données, et vous pouvez porter plainte auprès de votre autorité locale de protection des données. Les résidents de la Californie peuvent demander à connaître, à supprimer ou à corriger leurs renseignements\u202f; nous ne vendons ni ne partageons de renseignements personnels au sens que la CCPA donne à ces termes.",
      ],
    },
    {
      id: "contact",
      heading: "Nous joindre",
      paragraphs: [
        `Notre responsable de la protection des renseignements personnels veille au respect de la présente politique et des lois canadiennes sur la protection des renseignements personnels. Pour faire une demande ou poser une question, écrivez à ${site.email} en indiquant «\u00a0Confidentialité\u00a0» dans l'objet, ou appelez-nous au ${site.phone.display}, ${officeHours}.`,
        "Pour protéger vos renseignements, nous pouvons vous demander de confirmer votre identité avant de donner suite à une demande. Nous ne facturons pas les demandes raisonnables.",
      ],
    },
    {
      id: "updates",
      heading: "Mises à jour de la présente politique",
      paragraphs: [
        "Nous révisons la présente politique au moins une fois par année et chaque fois que nous modifions ce que le site recueille ou les fournisseurs auxquels nous faisons appel. La date d'entrée en vigueur, en haut de cette page, indique quand elle a été modifiée pour la dernière fois.",
        "Si une modification touche la façon dont nous utilisons des renseignements que vous nous avez déjà fournis, nous vous en aviserons par courriel avant son entrée en vigueur et, lorsque la loi l'exige, nous vous demanderons de nouveau votre consentement.",
      ],
    },
  ],
} satisfies PrivacyPage;
