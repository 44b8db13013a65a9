/**
 * A step of `npm run build`, after `react-router build`: draws the social image of every public
 * page into build/client/og/ and writes every article's cover into build/client/covers/
 * (scripts/lib/social-images.ts), where the static files are served from. The module is loaded through Vite, like the app, so that the articles come from
 * the same loader (import.meta.glob) and "~/" resolves.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import type * as SocialImages from "./lib/social-images";

const started = performance.now();
const root = fileURLToPath(new URL("..", import.meta.url));
const clientDir = path.join(root, "build", "client");
if (!existsSync(clientDir)) {
  console.error("build/client does not exist: run `react-router build` first");
  process.exit(1);
}

const { module } = await runnerImport<typeof SocialImages>("/scripts/lib/social-images.ts", {
  root,
  configFile: false,
  resolve: { tsconfigPaths: true },
  logLevel: "error",
});
const [images, covers] = await Promise.all([
  module.writeSocialImages(clientDir),
  module.writeArticleCovers(clientDir),
]);
const kilobytes = images.reduce((sum, image) => sum + image.bytes, 0) / 1024;
const seconds = (performance.now() - started) / 1000;
console.log(
  `Social images: ${images.length} written to build/client/og (${kilobytes.toFixed(0)} KB), and ${covers.length} article covers to build/client/covers, in ${seconds.toFixed(1)} s`,
);
