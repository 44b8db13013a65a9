/**
 * What our Vite builds print (issue 23, item 10): warnings and errors, and one line of summary per
 * build, instead of every file written, plugin timings and warnings about code we do not own.
 * Shared by vite.config.ts (the site) and vite.islands.config.ts (the islands).
 */
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import type { Plugin, Rolldown } from "vite";

/**
 * `vite build` reports at "warn": a warning or an error is still printed, the list of every file
 * written (some seventy lines for the site) is not; `buildSummary` prints what it comes to. The
 * development server keeps Vite's usual messages.
 */
export function buildLogLevel(command: "build" | "serve"): "warn" | "info" {
  return command === "build" ? "warn" : "info";
}

/**
 * A module-level directive in a dependency, such as lucide-react's `"use client"`, is meant for
 * React Server Components, which we do not use: bundling it away changes nothing, and the warning
 * told the reader of every build about it. The same directive in our own code is still reported.
 */
export function isDependencyDirective(log: Rolldown.RolldownLog): boolean {
  const file = log.id ?? log.loc?.file ?? "";
  return log.code === "MODULE_LEVEL_DIRECTIVE" && /[\\/]node_modules[\\/]/.test(file);
}

/** Rolldown's options for every build of ours: the two sources of noise above left out. */
export const quietRolldownOptions = {
  // Rolldown's report of the time plugins took (Tailwind's, React Router's), printed on every
  // build: a profiling aid, not something to act on.
  checks: { bundlerTimings: false },
  onLog(level, log, print) {
    if (!isDependencyDirective(log)) print(level, log);
  },
} satisfies Rolldown.InputOptions;

/**
 * Prints one line per environment a build writes: what, how many files and bytes, and where.
 * `name` names the build when it has a single environment ("islands").
 */
export function buildSummary(name?: string): Plugin {
  return {
    name: "build-summary",
    apply: "build",
    writeBundle(options, bundle) {
      const files = Object.values(bundle);
      const bytes = files.reduce(
        (sum, file) =>
          sum + (file.type === "chunk" ? Buffer.byteLength(file.code) : Buffer.byteLength(file.source)),
        0,
      );
      const what = name ?? this.environment.name;
      console.log(
        `✓ ${what}: ${files.length} files, ${formatKilobytes(bytes)} → ${path.relative(process.cwd(), options.dir ?? ".")}`,
      );
    },
  };
}

export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** React Router's `buildEnd`: how many addresses were prerendered (each one was a line before). */
export const prerenderSummary: NonNullable<Config["buildEnd"]> = ({ reactRouterConfig }) => {
  const { prerender, buildDirectory } = reactRouterConfig;
  const count = Array.isArray(prerender) ? prerender.length : 0;
  console.log(
    `✓ prerendered: ${count} pages and feeds → ${path.relative(process.cwd(), buildDirectory)}/client`,
  );
};
