/**
 * `npm run bench:pages`: builds, serves the production build on 127.0.0.1, and prints for every
 * route its HTML bytes, the JavaScript and CSS it loads (gzipped), and Lighthouse 12 mobile's
 * scores, cumulative layout shift and bytes transferred in all (fonts and images included),
 * checked against the budgets of DESIGN.md "Performance model". It also checks that none of those
 * pages loads the console's code (its routes, its table and field kit, its stylesheet: ADR 021),
 * by the sources the build lists for each of its files. Exits 1 when a budget is broken or the
 * console's code is loaded. The full figures are written to bench-results/pages.json.
 *
 * A booking's own page is measured on a booking made for the purpose, in a database of its own.
 *
 * Lighthouse runs each page --runs=N times (3 unless told), and the figures are those of the run
 * with the median performance score: on this machine one page's score moves by up to 10 points
 * from one run to the next (ADR 056).
 *
 * Options: --no-build (reuse build/), --skip-lighthouse (sizes only), --only=/path,/other, --runs=N.
 */
import { launch } from "chrome-launcher";
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse, { type Result } from "lighthouse";
import {
  articlePaths,
  contentPagePaths,
  islandPagePaths,
  type PagePath,
  pathIn,
} from "../app/content/public-paths.ts";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { type ClientSources, SITE_CLIENT_SOURCES } from "./lib/client-sources-plugin.ts";
import { freeSlots } from "./lib/free-slots.ts";
import { medianBy } from "./lib/median-by.ts";
import { serveBuild } from "./lib/serve-build.ts";
import { freePort } from "../tests/support/free-port.ts";

const KB = 1024;
const budgets = {
  contentPageJs: 5 * KB,
  /** /contact and /book-a-call: their islands (ADR 025). */
  flowPageJs: 100 * KB,
  /** /blogs: its filter. */
  blogListJs: 60 * KB,
  /** A booking's own page, hydrated by React Router: DESIGN.md sets it no budget of its own. */
  bookingPageJs: 130 * KB,
  css: 20 * KB,
  lighthouse: 100,
  cumulativeLayoutShift: 0,
  /** Everything the home page transfers: HTML, CSS, JS, the font and images. */
  homeTransfer: 250 * KB,
};
const notFoundPaths = ["/this-page-does-not-exist", "/fr/page-introuvable"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const lighthouseRuns = Number(args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
  throw new Error("--runs wants a whole number, 1 or more");
/**
 * Stand for a booking's own page in each language, whose real address (id and token) exists only
 * once one is booked.
 */
const bookingPagePaths = { "/bookings/{id}?token=…": "en", "/fr/rendez-vous/{id}?token=…": "fr" } as const;
const isBookingPage = (path: string): path is keyof typeof bookingPagePaths => path in bookingPagePaths;
/** The page in both languages (ADR 036): the same budget for both. */
const inBothLanguages = (page: PagePath) => [pathIn(page, "en"), pathIn(page, "fr")];
/** The JavaScript budget of a route (DESIGN.md "Performance model"). */
function jsBudgetOf(path: string): number {
  if (inBothLanguages("/blogs").includes(path)) return budgets.blogListJs;
  if ([...inBothLanguages("/contact"), ...inBothLanguages("/book-a-call")].includes(path))
    return budgets.flowPageJs;
  if (isBookingPage(path)) return budgets.bookingPageJs;
  return budgets.contentPageJs;
}
const routes = [
  ...contentPagePaths,
  ...islandPagePaths,
  ...Object.keys(bookingPagePaths),
  ...articlePaths,
  ...notFoundPaths,
].filter((path) => !only || only.includes(path));

/**
 * Books a free slot on the benchmark's own database, the first for the English page and the
 * second for the French one: the page of that booking is measured.
 */
async function bookedPagePath(origin: string, language: "en" | "fr"): Promise<string> {
  const slot = freeSlots(new Date())[language === "en" ? 0 : 1];
  if (!slot) throw new Error("No free slot to book for the booking page");
  const response = await fetch(`${origin}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": language },
    body: JSON.stringify({
      name: "Page Benchmark",
      email: "bench@example.com",
      meetingType: "other",
      topics: ["ppl"],
      consent: true,
      ...slot,
    }),
  });
  if (response.status !== 201) throw new Error(`Booking for the booking page answered ${response.status}`);
  // A booking made in French is managed from its French page (ADR 036).
  return ((await response.json()) as { manageUrl: string }).manageUrl;
}

/** The console's code: its routes, its features (the table and field kit among them) and its stylesheet. */
const consoleSource = /^app\/(?:routes\/admin\/|features\/console\/|console\.css$)/;
/** Sources the build's list must place in some file, or the check below would be blind. */
const consoleKit = ["app/features/console/table.tsx", "app/features/console/fields.tsx", "app/console.css"];

/** The client build's files made from console code, by URL path, each with the console sources in it. */
function consoleFiles(): Map<string, string[]> {
  if (!existsSync(SITE_CLIENT_SOURCES)) {
    throw new Error(
      `${SITE_CLIENT_SOURCES} is missing: the build is older than its list of sources. Build again.`,
    );
  }
  const sources = JSON.parse(readFileSync(SITE_CLIENT_SOURCES, "utf8")) as ClientSources;
  const files = new Map<string, string[]>();
  for (const [file, fileSources] of Object.entries(sources)) {
    const fromConsole = fileSources.filter((source) => consoleSource.test(source));
    if (fromConsole.length > 0) files.set(`/${file}`, fromConsole);
  }
  const found = new Set([...files.values()].flat());
  const unseen = consoleKit.filter((source) => !found.has(source));
  if (unseen.length > 0) {
    throw new Error(
      `${SITE_CLIENT_SOURCES} names no file made from ${unseen.join(", ")}: the console check would see nothing.`,
    );
  }
  return files;
}

interface RouteFigures {
  path: string;
  status: number;
  htmlBytes: number;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  /** Lighthouse's figures: what the page transferred in all, and its cumulative layout shift. */
  transferBytes: number | null;
  cumulativeLayoutShift: number | null;
  /** Lighthouse's timings in ms, for a score under 100: which of them cost it. */
  timings?: Record<string, number | undefined>;
  /** The element Lighthouse took for the largest contentful paint. */
  largestContentfulPaint?: string;
  /**
   * The machine while Lighthouse ran: the 1-minute load average after the page's runs, and
   * Lighthouse's warnings (among them a CPU benchmark under 1000, in `runs`). Blocking time is
   * measured on this CPU and multiplied by 4, so a busy or slow machine costs a page its score:
   * on two cores, the renderer's tasks took twice their CPU time (ADR 056).
   */
  host?: { loadAverage: number; warnings: string[] };
  /**
   * Every Lighthouse run of the page, the median run among them, each with the CPU benchmark it
   * took of the host: how far one run's verdict can be trusted.
   */
  runs?: { performance: number; totalBlockingTime: number; benchmarkIndex: number }[];
  scores: Record<(typeof categories)[number], number> | null;
  /** The files of console code the page loads: none, on a public page. */
  consoleFiles: string[];
  problems: string[];
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

async function fetchBody(url: string) {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** The JS and CSS a page's HTML refers to; Lighthouse's network log adds whatever else it loaded. */
function assetUrls(html: string, origin: string) {
  const attr = (tag: RegExp) => [...html.matchAll(tag)].map((m) => new URL(m[1]!, origin).href);
  return {
    scripts: [
      ...attr(/<script[^>]*\bsrc="([^"]+)"/g),
      ...attr(/<link[^>]*(?:rel="modulepreload"|data-hydration-preload)[^>]*href="([^"]+)"/g),
      ...attr(/import\("([^"]+\.js)"\)/g),
    ],
    styles: attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

async function totalGzip(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) total += gzipSize((await fetchBody(url)).body);
  return total;
}

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and the like) is tried again. */
async function audit(url: string, port: number) {
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
  }
  return lhr;
}

/**
 * `lighthouseRuns` runs of one page, and the one whose figures stand for the page: the run of the
 * median performance score, or the first run that failed, which fails the route. Not
 * Lighthouse's computeMedianRun: it picks the run nearest the median first paint and time to
 * interactive, and in a run of all routes its pick differed from the median score on 20 of 40, by
 * up to 6 points either way (ADR 056). The budget is the score.
 */
async function auditRuns(url: string, port: number) {
  const runs: Result[] = [];
  for (let run = 1; run <= lighthouseRuns; run++) {
    const lhr = await audit(url, port);
    if (!lhr || lhr.runtimeError) return { chosen: lhr, runs };
    runs.push(lhr);
  }
  return { chosen: medianBy(runs, (run) => run.categories.performance?.score ?? 0), runs };
}

async function main() {
  if (!args.includes("--no-build")) execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
  const consoleCode = consoleFiles();
  // A database of its own: the booking made for the booking page stays out of the developer's.
  const dataDir = mkdtempSync(join(tmpdir(), "bench-pages-"));
  const server = await serveBuild(await freePort(), { DATA_DIR: dataDir });
  const chrome = args.includes("--skip-lighthouse")
    ? null
    : await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const results: RouteFigures[] = [];
  try {
    for (const path of routes) {
      const url = `${server.origin}${isBookingPage(path) ? await bookedPagePath(server.origin, bookingPagePaths[path]) : path}`;
      const { status, body } = await fetchBody(url);
      const html = body.toString("utf8");
      const assets = assetUrls(html, server.origin);
      const figures: RouteFigures = {
        path,
        status,
        htmlBytes: body.length,
        htmlGzip: gzipSize(body),
        jsGzip: 0,
        cssGzip: 0,
        transferBytes: null,
        cumulativeLayoutShift: null,
        scores: null,
        consoleFiles: [],
        problems: [],
      };
      const lighthouseUrls: string[] = [];
      if (chrome && !notFoundPaths.includes(path)) {
        const { chosen: lhr, runs } = await auditRuns(url, chrome.port);
        if (lhr) {
          mkdirSync("bench-results/lighthouse", { recursive: true });
          const name =
            path === "/"
              ? "home"
              : isBookingPage(path)
                ? `booking-${bookingPagePaths[path]}`
                : path.slice(1).replace(/\//g, "_");
          writeFileSync(`bench-results/lighthouse/${name}.json`, JSON.stringify(lhr));
        }
        if (!lhr || lhr.runtimeError) {
          figures.problems.push(`Lighthouse failed: ${lhr?.runtimeError?.message ?? "no result"}`);
        } else {
          figures.scores = Object.fromEntries(
            categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as RouteFigures["scores"];
          figures.transferBytes = lhr.audits["total-byte-weight"]?.numericValue ?? null;
          figures.cumulativeLayoutShift = lhr.audits["cumulative-layout-shift"]?.numericValue ?? null;
          figures.timings = Object.fromEntries(
            ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "speed-index"].map(
              (audit) => [audit, lhr.audits[audit]?.numericValue],
            ),
          );
          figures.runs = runs.map((run) => ({
            performance: Math.round((run.categories.performance?.score ?? 0) * 100),
            totalBlockingTime: Math.round(run.audits["total-blocking-time"]?.numericValue ?? 0),
            benchmarkIndex: run.environment.benchmarkIndex,
          }));
          figures.host = {
            loadAverage: loadavg()[0]!,
            warnings: [...new Set(runs.flatMap((run) => run.runWarnings))],
          };
          figures.largestContentfulPaint = JSON.stringify(
            lhr.audits["largest-contentful-paint-element"]?.details,
          )?.match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
          if ((figures.cumulativeLayoutShift ?? 0) > budgets.cumulativeLayoutShift) {
            figures.problems.push(`CLS ${figures.cumulativeLayoutShift} > ${budgets.cumulativeLayoutShift}`);
          }
          if (path === "/" && (figures.transferBytes ?? 0) > budgets.homeTransfer) {
            figures.problems.push(`transferred ${figures.transferBytes} B > ${budgets.homeTransfer} B`);
          }
          const requests =
            (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] })
              ?.items ?? [];
          for (const request of requests) {
            if (request.resourceType === "Script" || request.resourceType === "Stylesheet")
              lighthouseUrls.push(request.url);
          }
          for (const category of categories) {
            if (figures.scores![category] < budgets.lighthouse) {
              const failing = Object.values(lhr.audits)
                .filter(
                  (a) =>
                    a.score !== null &&
                    a.score < 1 &&
                    (lhr.categories[category]?.auditRefs ?? []).some((r) => r.id === a.id && r.weight > 0),
                )
                .map((a) => a.id);
              // A booking's page is noindex on purpose (its address holds a token): "not crawlable" is its design.
              const deliberate = isBookingPage(path) && failing.every((id) => id === "is-crawlable");
              if (!deliberate) {
                figures.problems.push(
                  `Lighthouse ${category} ${figures.scores![category]} < 100 (${failing.join(", ")})`,
                );
              }
            }
          }
        }
      }
      const scripts = [...assets.scripts, ...lighthouseUrls.filter((u) => u.endsWith(".js"))];
      const styles = [...assets.styles, ...lighthouseUrls.filter((u) => u.endsWith(".css"))];
      figures.jsGzip = await totalGzip(scripts);
      figures.cssGzip = await totalGzip(styles);
      figures.consoleFiles = [...new Set([...scripts, ...styles].map((url) => new URL(url).pathname))].filter(
        (file) => consoleCode.has(file),
      );
      if (figures.consoleFiles.length > 0) {
        const named = figures.consoleFiles.map((file) => `${file} (${consoleCode.get(file)!.join(", ")})`);
        figures.problems.push(`loads the console's code: ${named.join("; ")}`);
      }

      const jsBudget = jsBudgetOf(path);
      if (figures.jsGzip > jsBudget) figures.problems.push(`JS ${figures.jsGzip} B > ${jsBudget} B`);
      if (figures.cssGzip > budgets.css) figures.problems.push(`CSS ${figures.cssGzip} B > ${budgets.css} B`);
      const expectedStatus = notFoundPaths.includes(path) ? 404 : 200;
      if (status !== expectedStatus) figures.problems.push(`status ${status}, expected ${expectedStatus}`);
      results.push(figures);
      printRow(figures);
    }
  } finally {
    await chrome?.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/pages.json", `${JSON.stringify({ budgets, results }, null, 2)}\n`);
  const broken = results.filter((r) => r.problems.length > 0);
  const withConsoleCode = results.filter((r) => r.consoleFiles.length > 0);
  console.log(
    withConsoleCode.length === 0
      ? `\nConsole code: none on these ${results.length} routes (checked for the ${consoleCode.size} files of the build made from the console's routes, features and stylesheet).`
      : `\nConsole code: loaded by ${withConsoleCode.length} of these ${results.length} routes.`,
  );
  console.log(
    `\nBudgets: JS <= ${budgets.contentPageJs / KB} KB gzip on content pages, <= ${budgets.flowPageJs / KB} KB on /contact and /book-a-call, <= ${budgets.blogListJs / KB} KB on /blogs, <= ${budgets.bookingPageJs / KB} KB on a booking's page; CSS <= ${budgets.css / KB} KB gzip; Lighthouse mobile 100/100/100/100; CLS ${budgets.cumulativeLayoutShift}; the home page <= ${budgets.homeTransfer / KB} KB transferred in all.`,
  );
  console.log(
    `Lighthouse ran each page ${lighthouseRuns} time(s): the scores and figures are those of the run with the median performance score; "perf runs" lists every run's.`,
  );
  console.log("Lighthouse does not score a page answered 404, so the 404 route is measured for size only.");
  console.log(
    "A booking's page is noindex by design: its SEO score lacks only is-crawlable, which is not counted.",
  );
  const hosts = results.flatMap((r) => (r.host ? [r.host] : []));
  const allRuns = results.flatMap((r) => r.runs ?? []);
  if (hosts.length > 0) {
    const range = (values: number[], digits: number) =>
      `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
    console.log(
      `The machine during Lighthouse's runs: CPU benchmark index ${range(
        allRuns.map((run) => run.benchmarkIndex),
        0,
      )} (Lighthouse warns below 1000), load average ${range(
        hosts.map((h) => h.loadAverage),
        1,
      )}. Blocking time is this CPU's, times 4: on a busy machine, a performance score under 100 may be the machine's.`,
    );
    for (const warning of new Set(hosts.flatMap((h) => h.warnings)))
      console.log(`Lighthouse warned: ${warning}`);
  }
  if (broken.length > 0) {
    console.log(`\n${broken.length} route(s) break a budget or load the console's code:`);
    for (const r of broken) console.log(`  ${r.path}: ${r.problems.join("; ")}`);
    process.exit(1);
  }
  console.log(`\nAll ${results.length} routes within budget, and none loads the console's code.`);
}

let headerPrinted = false;
function printRow(r: RouteFigures) {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`.padStart(9);
  if (!headerPrinted) {
    console.log(
      `${"route".padEnd(46)}${"status".padStart(7)}${"HTML".padStart(10)}${"HTML gz".padStart(10)}${"JS gz".padStart(10)}${"CSS gz".padStart(10)}${"total".padStart(10)}    CLS   perf a11y  bp  seo  console  perf runs`,
    );
    headerPrinted = true;
  }
  const scores = (
    r.scores ? categories.map((c) => String(r.scores![c]).padStart(4)).join(" ") : "   n/a"
  ).padEnd(19);
  const total = r.transferBytes === null ? "n/a".padStart(9) : kb(r.transferBytes);
  const cls = r.cumulativeLayoutShift === null ? "n/a" : r.cumulativeLayoutShift.toFixed(3);
  console.log(
    `${r.path.padEnd(46)}${String(r.status).padStart(7)} ${kb(r.htmlBytes)} ${kb(r.htmlGzip)} ${kb(r.jsGzip)} ${kb(r.cssGzip)} ${total} ${cls.padStart(6)}  ${scores}${String(r.consoleFiles.length).padStart(9)}  ${(
      r.runs ?? []
    )
      .map((run) => run.performance)
      .join(" ")
      .padEnd(9)}${r.problems.length ? "  <-- see below" : ""}`,
  );
}

await main();
