import { siteUrl } from "~/content/page-meta";
import { robotsTxt } from "~/domain/feeds";

export function loader() {
  return new Response(robotsTxt(siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
