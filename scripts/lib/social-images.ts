/**
 * The social images of the public pages (issue 12): one card per path of publicPagePaths, which
 * `npm run build` writes into build/client (scripts/social-images.ts) where socialImagePath says,
 * the same place the meta tags name (app/content/page-meta.ts). A page's card carries its own
 * title and description; an article's its headline, category, read time and cover, from the loader
 * that renders the article. The covers themselves are written beside them (/covers/{id}.svg).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { articleCoverSvg } from "../../app/components/art/article-covers";
import { LOGO_MARK_SVG } from "../../app/components/art/logo-mark";
import { about } from "../../app/content/about";
import { bookACall } from "../../app/content/book-a-call";
import { blogs } from "../../app/content/blogs";
import { compliance } from "../../app/content/compliance";
import { contact } from "../../app/content/contact";
import { about as aboutFr } from "../../app/content/fr/about";
import { bookACall as bookACallFr } from "../../app/content/fr/book-a-call";
import { blogs as blogsFr } from "../../app/content/fr/blogs";
import { compliance as complianceFr } from "../../app/content/fr/compliance";
import { contact as contactFr } from "../../app/content/fr/contact";
import { home as homeFr } from "../../app/content/fr/home";
import { industries as industriesFr } from "../../app/content/fr/industries";
import { privacy as privacyFr } from "../../app/content/fr/privacy";
import { services as servicesFr } from "../../app/content/fr/services";
import { terms as termsFr } from "../../app/content/fr/terms";
import { home } from "../../app/content/home";
import { industries } from "../../app/content/industries";
import { privacy } from "../../app/content/privacy";
import { articleIds } from "../../app/content/blog-ids";
import { articlePath, type PagePath, pathIn, publicPagePaths } from "../../app/content/public-paths";
import { services } from "../../app/content/services";
import { site } from "../../app/content/site";
import { terms } from "../../app/content/terms";
import type { PageMeta } from "../../app/content/types";
import { articleCoverPath } from "../../app/domain/blog";
import { bookingPolicyWords, bookingPolicyWordsFr } from "../../app/domain/booking-policy";
import { locales } from "../../app/domain/locale";
import { socialImagePath } from "../../app/domain/meta";
import { allArticles } from "../../app/server/articles.server";
import { loadSocialImageAssets, renderSocialImage, type SocialCard } from "./social-image";

type PageCard = { meta: PageMeta; eyebrow: string };

/** The pages that are not articles, in each language: their meta, and the label above their title. */
const pages: Record<PagePath, { en: PageCard; fr: PageCard }> = {
  "/": {
    en: { meta: home.meta, eyebrow: `Pay-per-lead agency · ${site.cities.join(" & ")}` },
    fr: { meta: homeFr.meta, eyebrow: `Prospects payés au rendement · ${site.cities.join(" et ")}` },
  },
  "/services": {
    en: { meta: services.meta, eyebrow: "What we do" },
    fr: { meta: servicesFr.meta, eyebrow: "Ce que nous faisons" },
  },
  "/compliance": {
    en: { meta: compliance.meta, eyebrow: "Consent on record" },
    fr: { meta: complianceFr.meta, eyebrow: "Le consentement, preuve à l'appui" },
  },
  "/industries": {
    en: { meta: industries.meta, eyebrow: "Who we serve" },
    fr: { meta: industriesFr.meta, eyebrow: "Nos secteurs" },
  },
  "/about": {
    en: { meta: about.meta, eyebrow: `Since ${site.foundedYear} · ${site.cities.join(" & ")}` },
    fr: { meta: aboutFr.meta, eyebrow: `Depuis ${site.foundedYear} · ${site.cities.join(" et ")}` },
  },
  "/blogs": {
    en: { meta: blogs.meta, eyebrow: "Insights" },
    fr: { meta: blogsFr.meta, eyebrow: "Analyses" },
  },
  "/contact": {
    en: { meta: contact.meta, eyebrow: "Request leads" },
    fr: { meta: contactFr.meta, eyebrow: "Demander des prospects" },
  },
  "/book-a-call": {
    en: { meta: bookACall.meta, eyebrow: `Free ${bookingPolicyWords.meetingLengthAdjective} call` },
    fr: { meta: bookACallFr.meta, eyebrow: `Appel gratuit de ${bookingPolicyWordsFr.meetingLength}` },
  },
  "/privacy": {
    en: { meta: privacy.meta, eyebrow: "Legal" },
    fr: { meta: privacyFr.meta, eyebrow: "Mentions légales" },
  },
  "/terms": {
    en: { meta: terms.meta, eyebrow: "Legal" },
    fr: { meta: termsFr.meta, eyebrow: "Mentions légales" },
  },
};

/** The category of an article as its language names it. */
const categoryNames = { en: blogs.categories, fr: blogsFr.categories };

/** The card of every public page, in the order of publicPagePaths. */
export function socialCards(): SocialCard[] {
  const cards = new Map<string, SocialCard>();
  for (const locale of locales) {
    for (const article of allArticles(locale)) {
      const path = articlePath(article.id, locale);
      const eyebrow = categoryNames[locale][article.category];
      cards.set(path, {
        path,
        eyebrow,
        title: article.title,
        detail: article.readTime,
        cover: articleCoverSvg(article.id),
      });
    }
    for (const [page, cardIn] of Object.entries(pages) as [PagePath, { en: PageCard; fr: PageCard }][]) {
      const { meta, eyebrow } = cardIn[locale];
      const path = pathIn(page, locale);
      cards.set(path, { path, eyebrow, title: meta.title, description: meta.description });
    }
  }
  return publicPagePaths.map((path) => {
    const card = cards.get(path);
    if (!card)
      throw new Error(
        `${path} is a public page without a social card: add it to scripts/lib/social-images.ts`,
      );
    return card;
  });
}

/** Writes every article's cover under `clientDir` (build/client) at its articleCoverPath. */
export async function writeArticleCovers(clientDir: string): Promise<{ path: string; bytes: number }[]> {
  return Promise.all(
    articleIds.map(async (id) => {
      const file = path.join(clientDir, ...articleCoverPath(id).split("/"));
      const svg = articleCoverSvg(id);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, svg);
      return { path: articleCoverPath(id), bytes: Buffer.byteLength(svg) };
    }),
  );
}

/**
 * Draws every card and writes it under `clientDir` (build/client) at its socialImagePath, all at
 * once: satori lays out one card while resvg rasterises others on libuv's threads.
 */
export async function writeSocialImages(clientDir: string): Promise<{ path: string; bytes: number }[]> {
  const assets = await loadSocialImageAssets(LOGO_MARK_SVG);
  return Promise.all(
    socialCards().map(async (card) => {
      const file = path.join(clientDir, ...socialImagePath(card.path).split("/"));
      const [png] = await Promise.all([
        renderSocialImage(card, assets),
        mkdir(path.dirname(file), { recursive: true }),
      ]);
      await writeFile(file, png);
      return { path: socialImagePath(card.path), bytes: png.length };
    }),
  );
}
