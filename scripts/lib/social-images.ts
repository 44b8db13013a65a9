/**
 * The social images of the public pages (issue 12): one card per path of publicPagePaths, which
 * `npm run build` writes into build/client (scripts/social-images.ts) where socialImagePath says,
 * the same place the meta tags name (app/content/page-meta.ts). A page's card carries its own
 * title and description; an article's its headline, category and read time, from the loader that
 * renders the article.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { LOGO_MARK_SVG } from "../../app/components/art/logo-mark";
import { about } from "../../app/content/about";
import { bookACall } from "../../app/content/book-a-call";
import { blogs } from "../../app/content/blogs";
import { compliance } from "../../app/content/compliance";
import { contact } from "../../app/content/contact";
import { home } from "../../app/content/home";
import { industries } from "../../app/content/industries";
import { privacy } from "../../app/content/privacy";
import { publicPagePaths } from "../../app/content/public-paths";
import { services } from "../../app/content/services";
import { site } from "../../app/content/site";
import { terms } from "../../app/content/terms";
import type { PageMeta } from "../../app/content/types";
import { bookingPolicyWords } from "../../app/domain/booking-policy";
import { socialImagePath } from "../../app/domain/meta";
import { allArticles } from "../../app/server/articles.server";
import { loadSocialImageAssets, renderSocialImage, type SocialCard } from "./social-image";

const cities = site.cities.join(" & ");

/** The pages that are not articles: their meta, and the label above their title. */
const pages: Record<string, { meta: PageMeta; eyebrow: string }> = {
  "/": { meta: home.meta, eyebrow: `Pay-per-lead agency · ${cities}` },
  "/services": { meta: services.meta, eyebrow: "What we do" },
  "/compliance": { meta: compliance.meta, eyebrow: "Consent on record" },
  "/industries": { meta: industries.meta, eyebrow: "Who we serve" },
  "/about": { meta: about.meta, eyebrow: `Since ${site.foundedYear} · ${cities}` },
  "/blogs": { meta: blogs.meta, eyebrow: "Insights" },
  "/contact": { meta: contact.meta, eyebrow: "Request leads" },
  "/book-a-call": { meta: bookACall.meta, eyebrow: `Free ${bookingPolicyWords.meetingLengthAdjective} call` },
  "/privacy": { meta: privacy.meta, eyebrow: "Legal" },
  "/terms": { meta: terms.meta, eyebrow: "Legal" },
};

/** The card of every public page, in the order of publicPagePaths. */
export function socialCards(): SocialCard[] {
  const articles = new Map(allArticles().map((article) => [`/blogs/${article.id}`, article]));
  return publicPagePaths.map((path): SocialCard => {
    const article = articles.get(path);
    if (article) {
      return { path, eyebrow: article.category, title: article.title, detail: article.readTime };
    }
    const page = pages[path];
    if (!page)
      throw new Error(
        `${path} is a public page without a social card: add it to app/server/social-cards.server.ts`,
      );
    return { path, eyebrow: page.eyebrow, title: page.meta.title, description: page.meta.description };
  });
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
