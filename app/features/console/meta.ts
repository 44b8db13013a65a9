import { site } from "~/content/site";
import { documentTitle } from "~/domain/meta";

/** A console page's head: its title, and never indexed (the server also says so in a header). */
export function consoleMeta(title: string) {
  return [
    { title: documentTitle(title, `${site.brand} console`) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
