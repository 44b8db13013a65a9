import { leadConsentSha256, shortSha256 } from "../sample-certificate";
import type { CompliancePage } from "../compliance";
import { site } from "../site";
import { siteFr } from "./site";

/** The copy of /fr/conformite: the French of ../compliance.ts, the same facts and the same structure. */
export const compliance = {
  meta: {
    title: "Conformité et consentement",
    description:
      "Comment nous recueillons, versionnons et conservons le consentement de chaque prospect (LCAP, LPRPDE, Loi 25, TCPA) et remplaçons les prospects non conformes.",
  },
  hero: {
    eyebrow: "Conformité",
    title: "Registres de consentement et piste de vérification pour chaque prospect",
    lead: "Quand le consentement manque, c'est l'entreprise qui fait l'appel qui porte le risque. Nous recueillons le consentement, le versionnons et le conservons, pour que vous puissiez démontrer exactement ce que chaque personne a accepté, et à quel moment.",
  },
  regulationBadgesLabel: "Lois et règlements pour lesquels nos registres de consentement sont conçus",
  commitment: {
    eyebrow: "Notre engagement",
    title: "Notre engagement en matière de conformité",
    paragraphs: [
      "Pour nous, la conformité fait partie du produit\u202f; ce n'est pas une vérification de dernière minute. Le libellé du consentement, les pages d'atterrissage, les sources partenaires et la livraison sont conçus ensemble\u00a0: chaque prospect que nous facturons peut être rattaché à une personne réelle qui a demandé à être contactée par votre entreprise, et aux mots exacts qu'elle a acceptés.",
      "Nous ne sommes pas un cabinet d'avocats et ne donnons pas d'avis juridiques. Nous bâtissons les campagnes en fonction des lois ci-dessous, signalons les problèmes que nous relevons et fournissons à vos conseillers juridiques le libellé et les registres dont ils ont besoin pour approuver une campagne. Pour les résidents du Québec, nous appliquons aussi l'exigence de la Loi 25 voulant que le consentement soit demandé en termes simples et clairs, distinctement pour chaque fin, et nous menons ces campagnes en français.",
    ],
    art: [
      ["Consentement consigné", "10\u00a0h\u00a042\u00a0HNE"],
      ["Empreinte vérifiée", shortSha256(leadConsentSha256.fr)],
      ["Livré dans votre CRM", "10\u00a0h\u00a042\u00a0HNE"],
    ],
    regulations: [
      {
        name: "LCAP",
        summary:
          "La Loi canadienne anti-pourriel exige le consentement, l'identification de l'expéditeur et un mécanisme de désabonnement fonctionnel pour les courriels et les messages texte commerciaux, et prévoit des sanctions administratives pécuniaires pouvant atteindre 10 millions de dollars par violation pour une organisation.",
      },
      {
        name: "LPRPDE",
        summary:
          "La Loi sur la protection des renseignements personnels et les documents électroniques encadre les renseignements personnels recueillis dans le cadre d'activités commerciales au Canada au moyen de dix principes relatifs à l'équité dans le traitement de l'information, de la responsabilité et du consentement jusqu'aux mesures de sécurité et à l'accès aux renseignements.",
      },
      {
        name: "TCPA",
        summary:
          "La Telephone Consumer Protection Act, une loi américaine, exige un consentement écrit exprès et préalable pour les appels et les messages texte de marketing faits au moyen d'un composeur automatique ou d'une voix préenregistrée, et prévoit des dommages-intérêts de 500 à 1\u00a0500\u00a0$\u00a0US par appel ou par message.",
      },
      {
        name: "RGPD",
        summary:
          "Le Règlement général sur la protection des données de l'Union européenne exige une base juridique, comme un consentement libre, spécifique et éclairé, pour traiter les données à caractère personnel des personnes qui se trouvent dans l'UE, et prévoit des amendes pouvant atteindre 20 millions d'euros ou 4\u00a0% du chiffre d'affaires annuel mondial, le montant le plus élevé étant retenu.",
      },
      {
        name: "CAN-SPAM",
        summary:
          "La CAN-SPAM Act, une loi américaine, exige que les courriels commerciaux présentent des renseignements exacts sur l'expéditeur et un objet fidèle, contiennent une adresse postale physique valide et donnent suite aux demandes de retrait dans les 10 jours ouvrables.",
      },
      {
        name: "CCPA",
        summary:
          "La California Consumer Privacy Act, modifiée par la CPRA, donne aux résidents de la Californie le droit de savoir quels renseignements personnels les entreprises détiennent à leur sujet, de les faire supprimer ou corriger, et de s'opposer à leur vente ou à leur partage.",
      },
    ],
  },
  quebec: {
    eyebrow: "Québec",
    title: "La Loi 25 du Québec, concrètement",
    intro:
      "La Loi modernisant des dispositions législatives en matière de protection des renseignements personnels, appelée Loi 25, est entrée en vigueur par étapes de septembre 2022 à septembre 2024. Elle a modifié la Loi sur la protection des renseignements personnels dans le secteur privé, qui peut s'appliquer en plus de la LCAP et de la LPRPDE lorsque votre entreprise exerce ses activités au Québec ou que vos campagnes y joignent des personnes. Quatre de ses obligations façonnent un programme de génération de prospects\u202f; voici ce que chacune exige et comment nous en tenons compte. Vos conseillers juridiques déterminent comment elles s'appliquent à votre entreprise.",
    practiceLabel: "En pratique\u00a0:",
    obligations: [
      {
        title: "Un consentement pour chaque fin précise",
        requirement:
          "Le consentement doit être manifeste, libre et éclairé, et donné à des fins spécifiques. Il est demandé à chacune de ces fins, en termes simples et clairs, et une demande faite par écrit doit être présentée distinctement de toute autre information communiquée à la personne (art. 14). Lorsqu'il porte sur un renseignement sensible, comme un renseignement médical, le consentement doit être manifesté de façon expresse.",
        practice:
          "Nous demandons le consentement des résidents du Québec en français, en termes simples et clairs et distinctement pour chaque fin. Le registre de consentement de chaque prospect conserve le libellé exact et la version que la personne a vus, pour que vous puissiez démontrer ce qu'elle a accepté, et à quelle fin.",
      },
      {
        title: "Un responsable de la protection des renseignements personnels",
        requirement:
          "Dans une entreprise, la personne ayant la plus haute autorité exerce la fonction de responsable de la protection des renseignements personnels\u202f; elle peut déléguer cette fonction par écrit, en tout ou en partie. Le titre et les coordonnées du responsable doivent être publiés sur le site Web de l'entreprise (art. 3.1).",
        practice:
          "Comme c'est votre entreprise qui reçoit et utilise les prospects, il vous revient de désigner votre responsable et de publier son titre et ses coordonnées\u202f; nous ne jouons pas ce rôle à votre place. Le registre de consentement livré avec chaque prospect, et conservé dans nos systèmes au moins trois ans après la fin de la campagne, lui fournit ce qu'il faut pour répondre à une personne qui demande d'où proviennent ses renseignements.",
      },
      {
        title: "Les évaluations des facteurs relatifs à la vie privée",
        requirement:
          "Une entreprise doit procéder à une évaluation des facteurs relatifs à la vie privée (EFVP) de tout projet d'acquisition, de développement ou de refonte d'un système d'information ou de prestation électronique de services impliquant des renseignements personnels, en consultant son responsable dès le début du projet (art. 3.3), et aussi avant de communiquer des renseignements personnels à l'extérieur du Québec (art. 17). L'évaluation doit être proportionnée à la sensibilité des renseignements, à leurs finalités, à leur quantité, à leur répartition et à leur support.",
        practice:
          "Il vous revient, avec vos conseillers juridiques, de déterminer si un nouveau programme de génération de prospects exige une EFVP. Le cas échéant, nous vous fournissons avant le lancement ce dont elle a besoin\u00a0: le libellé du consentement, le registre que nous conservons pour chaque prospect, les services qui traitent les données à l'extérieur du Canada et leur emplacement, ainsi que le calendrier de conservation écrit de la campagne.",
      },
      {
        title: "La communication de renseignements à l'extérieur du Québec",
        requirement:
          "Des renseignements personnels ne peuvent être communiqués à l'extérieur du Québec que si l'évaluation démontre qu'ils bénéficieraient d'une protection adéquate, compte tenu de leur sensibilité, de leurs finalités, des mesures de protection, y compris contractuelles, et du cadre juridique de l'endroit où ils seraient communiqués. La communication doit faire l'objet d'une entente écrite, et il en va de même lorsqu'une entreprise confie à une personne ou à un organisme à l'extérieur du Québec la tâche de recueillir, d'utiliser, de communiquer ou de conserver des renseignements pour son compte (art. 17).",
        practice: `Nos bureaux sont situés à ${site.cities.join(" et à ")}\u00a0: pour une entreprise québécoise, nous confier la collecte et la conservation de prospects peut donc revenir à confier ce travail à une entreprise située à l'extérieur du Québec. Chaque campagne est déjà encadrée par une entente client et un ordre d'insertion écrits, et nous nommons avant le lancement tout service qui traite des données à l'extérieur du Canada, pour que votre évaluation et cette entente puissent couvrir chacun d'eux.`,
      },
    ],
    source: {
      label: "Source\u00a0:",
      title:
        "Loi sur la protection des renseignements personnels dans le secteur privé, RLRQ, c. P-39.1 (LégisQuébec)",
      href: "https://www.legisquebec.gouv.qc.ca/fr/document/lc/P-39.1",
    },
  },
  stakes: {
    eyebrow: "Les enjeux",
    title: "Ce que peut coûter un consentement non documenté",
    intro:
      "Voici les plafonds que fixent les lois elles-mêmes. C'est l'entreprise qui a envoyé le message ou fait l'appel qui en répond, peu importe qui a généré le prospect\u00a0: la preuve doit donc accompagner chaque prospect.",
    figures: [
      {
        value: "10\u00a0M$",
        label: "LCAP\u00a0: la sanction administrative maximale par violation pour une entreprise",
        source: "Loi canadienne anti-pourriel, par. 20(4)",
        href: "https://laws-lois.justice.gc.ca/fra/lois/E-1.6/",
      },
      {
        value: "100\u00a0000\u00a0$",
        label:
          "LPRPDE\u00a0: l'amende maximale pour une infraction, comme l'omission de déclarer une atteinte aux mesures de sécurité",
        source: "LPRPDE, art. 28",
        href: "https://laws-lois.justice.gc.ca/fra/lois/P-8.6/",
      },
      {
        value: "500 à 1\u00a0500\u00a0$\u00a0US",
        label:
          "TCPA\u00a0: les dommages-intérêts prévus pour chaque appel ou message texte sans consentement, triplés si la violation est délibérée",
        source: "47 U.S.C. § 227(b)(3)",
        href: "https://www.law.cornell.edu/uscode/text/47/227",
      },
      {
        value: "4\u00a0% ou 20\u00a0M€",
        label:
          "RGPD\u00a0: l'amende la plus élevée en cas de manquement aux conditions du consentement, le montant le plus élevé étant retenu",
        source: "RGPD, art. 83, par. 5",
        href: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
      },
    ],
  },
  consent: {
    eyebrow: "Piste de vérification",
    title: "Collecte du consentement et piste de vérification",
    intro:
      "Chaque prospect est accompagné d'un registre de consentement créé au moment de l'envoi du formulaire. Ce registre est conservé dans nos systèmes, transmis avec le prospect à votre outil de gestion de la relation client (GRC) et gardé au moins trois ans après la fin de la campagne.",
    items: [
      {
        title: "Horodatage",
        body: "La date et l'heure de l'envoi du formulaire, enregistrées par notre serveur en temps universel coordonné (UTC) plutôt que lues sur l'appareil du visiteur, pour qu'une horloge déréglée ne puisse pas les modifier.",
      },
      {
        title: "Adresse IP et agent utilisateur",
        body: "L'adresse réseau et les caractéristiques du navigateur de l'appareil utilisé, qui aident à démontrer qu'une personne réelle a rempli le formulaire sur un appareil réel et nous permettent de repérer les envois répétés ou automatisés.",
      },
      {
        title: "Version du texte de consentement",
        body: "Le libellé exact du consentement affiché, conservé avec un numéro de version et une empreinte (hachage), pour qu'une modification ultérieure du libellé ne puisse jamais être confondue avec ce que cette personne a vu.",
      },
      {
        title: "Page source et canal",
        body: "L'adresse de la page d'atterrissage, la page de provenance et les paramètres de campagne (utm_source, utm_medium, utm_campaign), qui désignent le canal et, pour le trafic des partenaires, la sous-source.",
      },
      {
        title: "Emplacement géographique",
        body: "La province ou l'État indiqué par la personne, comparé à l'emplacement approximatif de son adresse IP, pour confirmer qu'elle se trouve sur le territoire où vous êtes autorisé à exercer et pour établir quelles lois s'appliquaient.",
      },
    ],
  },
  security: {
    eyebrow: "Mesures de protection",
    title: "Sécurité des données",
    intro:
      "Les données des prospects sont des renseignements personnels, et certaines, comme les renseignements sur la santé ou les finances, sont sensibles. Nous les protégeons par des mesures adaptées à cette sensibilité, déclarons au commissaire à la protection de la vie privée du Canada et aux personnes concernées les atteintes qui présentent un risque réel de préjudice grave, et tenons un registre de chaque atteinte pendant 24 mois, comme l'exige la LPRPDE.",
    items: [
      {
        title: "Chiffrement en transit et au repos",
        body: "Les formulaires, les livraisons vers votre GRC et les tableaux de bord utilisent le protocole TLS, et les bases de données et les sauvegardes sont chiffrées au repos. Nous n'envoyons jamais de prospects par courriel sous forme de tableur en pièce jointe.",
      },
      {
        title: "Contrôle d'accès et droit d'accès minimal",
        body: "Le personnel ne voit que les campagnes et les champs dont son rôle a besoin. Les comptes utilisent l'authentification multifacteur, les accès sont revus chaque trimestre et sont retirés le jour même du départ d'une personne.",
      },
      {
        title: "Hébergement des données au Canada, dans la mesure du possible",
        body: "Nous conservons les données des prospects et des consentements dans des centres de données canadiens chaque fois que nos outils le permettent. Lorsqu'un service traite des données à l'extérieur du Canada, nous vous indiquons lequel et où avant le lancement.",
      },
      {
        title: "Calendriers de conservation et de suppression",
        body: "Chaque campagne a un calendrier de conservation écrit. Les registres de consentement sont conservés au moins trois ans après la fin d'une campagne\u202f; les autres données des prospects sont supprimées ou anonymisées selon le calendrier que vous approuvez.",
      },
    ],
  },
  quality: {
    eyebrow: "Remplacements",
    title: "Assurance qualité et remplacements",
    intro:
      "Chaque prospect est validé avant sa livraison. S'il ne respecte pas malgré tout les critères de votre ordre d'insertion, nous le remplaçons sans frais pour l'un ou l'autre de ces quatre motifs.",
    replacementReasons: [
      {
        title: "Hors territoire",
        body: "La personne habite à l'extérieur des provinces, des États ou des codes postaux que votre permis ou votre organisation vous permet de servir.",
      },
      {
        title: "Pourriel ou fraude",
        body: "L'envoi est automatisé ou fictif, utilise les coordonnées d'une autre personne ou reprend un prospect que nous vous avons livré au cours des 30 jours précédents.",
      },
      {
        title: "Coordonnées invalides",
        body: "Le numéro de téléphone n'est pas en service ou appartient à quelqu'un d'autre, ou l'adresse courriel est rejetée, après les tentatives de contact prévues dans votre ordre d'insertion.",
      },
      {
        title: "Critères convenus non respectés",
        body: "Le prospect ne correspond pas à un critère écrit (produit, montant du prêt, type de couverture ou échéancier, par exemple), comme le montrent les réponses de la personne ou votre premier appel.",
      },
    ],
    processTitle: "Comment demander un remplacement",
    process: [
      "Signalez le prospect dans les 7 jours suivant sa livraison, dans votre tableau de bord client ou par courriel à votre gestionnaire de la réussite client, et choisissez le motif.",
      "Ajoutez ce que vous avez constaté, comme un journal d'appels, un avis de non-remise ou la réponse qui disqualifie le prospect.",
      "Nous examinons le prospect au regard de son registre de consentement, de ses données de validation et de vos critères, et vous répondons dans un délai de 2 jours ouvrables.",
      "Les prospects approuvés sont remplacés sans frais dans votre prochaine livraison, ou crédités sur votre facture si la campagne est terminée.",
    ],
    example: {
      label: "Exemple",
      title: "Une semaine de remplacements, chiffres à l'appui",
      note: "Les chiffres sont fictifs, à titre d'illustration ; ce ne sont pas les résultats d'un client.",
      steps: [
        { term: "Livrés", detail: "120 prospects à 60 $ chacun, comme convenu : 7 200 $." },
        {
          term: "Signalés dans les 7 jours",
          detail:
            "6 prospects : 3 aux coordonnées invalides, 2 hors du territoire couvert par votre permis, 1 doublon d'un prospect livré la semaine précédente.",
        },
        {
          term: "Examinés en 2 jours ouvrables",
          detail:
            "5 approuvés. 1 signalement pour coordonnées invalides refusé : le journal d'appels montre une seule tentative, et l'ordre d'insertion en prévoit trois.",
        },
        {
          term: "Réglés",
          detail:
            "5 prospects de remplacement sans frais dans la livraison suivante : les 7 200 $ paient 120 prospects conformes aux critères. Si la campagne avait pris fin : 5 × 60 $ = 300 $ crédités sur la facture.",
        },
      ],
    },
  },
  closing: {
    title: "Voyez comment nous recueillerions le consentement pour votre campagne",
    body: `Envoyez-nous vos formulaires actuels ou décrivez un nouveau programme. Nous vous répondons ${siteFr.responsePromise} avec le libellé du consentement, le registre que nous conserverions et les critères de prospects que nous proposerions.`,
    label: "Parlons de votre campagne",
  },
} satisfies CompliancePage;
