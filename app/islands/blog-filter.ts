/**
 * The island of /blogs: filters the list as the visitor types or picks a category, by hiding and
 * showing the cards the server rendered, with the same rules (domain/blog.ts). No framework: the
 * page's whole script is this file. Without it, the search form asks the server.
 */
import { blogFilterParts as parts } from "~/features/blog/filter-parts";
import {
  ALL_CATEGORIES,
  type BlogFilter,
  blogListSearch,
  isFeatured,
  matchesFilter,
  parseCategory,
  type SearchablePost,
} from "~/domain/blog";
import { localeOfPath } from "~/domain/locale";
import { markHydrated } from "~/mark-hydrated";
import { m } from "~/paraglide/messages.js";

const form = document.getElementById(parts.form) as HTMLFormElement | null;
const search = document.getElementById(parts.search) as HTMLInputElement | null;
const data = document.getElementById(parts.data);
if (form && search && data) {
  const posts = JSON.parse(data.textContent ?? "[]") as SearchablePost[];
  const cards = new Map(
    [...document.querySelectorAll<HTMLElement>(`[${parts.post}]`)].map((card) => [
      card.getAttribute(parts.post),
      card,
    ]),
  );
  const categoryButtons = [...form.querySelectorAll<HTMLButtonElement>('[role="group"] button')];
  const list = document.getElementById(parts.posts)!;
  const empty = document.getElementById(parts.empty)!;
  const status = document.getElementById(parts.status)!;

  const pressed = categoryButtons.find((button) => button.getAttribute("aria-pressed") === "true");
  const filter: BlogFilter = { query: search.value, category: parseCategory(pressed?.value) };

  const apply = () => {
    const shown = posts.filter((post) => matchesFilter(post, filter));
    for (const post of posts) {
      const card = cards.get(post.id);
      if (!card) continue;
      const place = shown.indexOf(post);
      card.hidden = place < 0;
      card.toggleAttribute(parts.featured, isFeatured(place, shown.length));
    }
    for (const button of categoryButtons) {
      button.setAttribute("aria-pressed", String(button.value === filter.category));
    }
    list.hidden = shown.length === 0;
    empty.hidden = shown.length > 0;
    const count = m.blog_shown_articles(
      { count: shown.length },
      { locale: localeOfPath(window.location.pathname) },
    );
    if (status.textContent !== count) status.textContent = count;
    window.history.replaceState(window.history.state, "", blogListSearch(filter) || window.location.pathname);
  };

  search.addEventListener("input", () => {
    filter.query = search.value;
    apply();
  });
  for (const button of categoryButtons) {
    button.addEventListener("click", () => {
      filter.category = parseCategory(button.value);
      apply();
    });
  }
  // With the list filtered already, the form only submits without this script.
  form.addEventListener("submit", (event) => event.preventDefault());
  empty.querySelector("form")?.addEventListener("submit", (event) => {
    event.preventDefault();
    search.value = "";
    filter.query = "";
    filter.category = ALL_CATEGORIES;
    apply();
  });
  // The script starts after the first paint: whatever was typed before is applied now.
  apply();
  markHydrated();
}
