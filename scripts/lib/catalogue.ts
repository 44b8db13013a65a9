import { readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { compile } from "@inlang/paraglide-js";

/**
 * The message catalogue (docs/decisions/036-french-site-and-message-catalogue.md): one JSON file a
 * language under messages/, compiled by Paraglide JS into one module a message under app/paraglide,
 * so that a page's bundle holds the messages it calls and no other.
 */
export const CATALOGUE_LOCALES = ["en", "fr"] as const;
const ROOT = path.join(import.meta.dirname, "..", "..");
export const CATALOGUE_OUTPUT = path.join(ROOT, "app", "paraglide");

export type Catalogue = Record<string, unknown>;

export function readCatalogue(locale: string): Catalogue {
  return JSON.parse(readFileSync(path.join(ROOT, "messages", `${locale}.json`), "utf8")) as Catalogue;
}

/** The texts of one message: a plain string, or each variant of a message with declarations. */
function textsOf(message: unknown): string[] {
  if (typeof message === "string") return [message];
  if (!Array.isArray(message)) return [];
  return message.flatMap((variant: { match?: Record<string, string> }) => Object.values(variant.match ?? {}));
}

/**
 * What a message asks of its caller: the placeholders of its texts ("{name}") and the inputs its
 * variants declare ("input count"), less the locals it computes from them.
 */
export function argumentsOf(message: unknown): string[] {
  const names = new Set<string>();
  for (const text of textsOf(message)) {
    for (const [, name] of text.matchAll(/\{(\w+)\}/g)) names.add(name!);
  }
  if (Array.isArray(message)) {
    for (const variant of message as { declarations?: string[] }[]) {
      for (const declaration of variant.declarations ?? []) {
        const input = /^input (\w+)$/.exec(declaration);
        if (input) names.add(input[1]!);
        const local = /^local (\w+) =/.exec(declaration);
        if (local) names.delete(local[1]!);
      }
    }
  }
  return [...names].sort();
}

/**
 * Every key of every catalogue, present in the others with the same arguments and a text that is
 * not empty: a missing French message would otherwise fall back to English without a word.
 */
export function catalogueProblems(catalogues: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  const locales = Object.keys(catalogues);
  const keys = new Set(
    locales.flatMap((locale) => Object.keys(catalogues[locale]!).filter((key) => key !== "$schema")),
  );
  for (const key of [...keys].sort()) {
    const [first, ...others] = locales;
    const expected = catalogues[first!]![key];
    for (const locale of locales) {
      const message = catalogues[locale]![key];
      if (message === undefined) problems.push(`${key}: missing in ${locale}.json`);
      else if (textsOf(message).length === 0 || textsOf(message).some((text) => text.trim() === ""))
        problems.push(`${key}: empty in ${locale}.json`);
    }
    if (expected === undefined) continue;
    for (const locale of others) {
      const message = catalogues[locale]![key];
      if (message === undefined) continue;
      const wanted = argumentsOf(expected).join(", ");
      const given = argumentsOf(message).join(", ");
      if (wanted !== given)
        problems.push(`${key}: takes {${given}} in ${locale}.json but {${wanted}} in ${first}.json`);
    }
  }
  return problems;
}

/**
 * Checks the catalogues, then compiles them; throws, naming each problem, when one is found.
 *
 * Compiled beside the output and moved into place: Paraglide empties its output folder before it
 * writes, and two compiles at once (Vitest's two projects starting, or a build beside a test run)
 * emptied each other's folder half-written (ENOTEMPTY, or a catalogue with messages missing).
 */
export async function compileCatalogue(): Promise<void> {
  const catalogues = Object.fromEntries(CATALOGUE_LOCALES.map((locale) => [locale, readCatalogue(locale)]));
  const problems = catalogueProblems(catalogues);
  if (problems.length > 0)
    throw new Error(`The message catalogue is incomplete:\n  ${problems.join("\n  ")}`);
  const staging = `${CATALOGUE_OUTPUT}.${process.pid}.new`;
  const retired = `${CATALOGUE_OUTPUT}.${process.pid}.old`;
  try {
    await compile({
      project: path.join(ROOT, "project.inlang"),
      outdir: staging,
      // Every call names its language ({ locale }): a page's language is its path's, never a cookie's
      // or the browser's, so the runtime needs no strategy beyond the base locale.
      strategy: ["baseLocale"],
      emitTsDeclarations: true,
      emitReadme: false,
      emitGitIgnore: false,
      emitPrettierIgnore: false,
      includeEslintDisableComment: true,
    });
    try {
      renameSync(CATALOGUE_OUTPUT, retired);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    try {
      renameSync(staging, CATALOGUE_OUTPUT);
    } catch (error) {
      // Another compile moved its output, the same as ours, into place first.
      if (!["ENOTEMPTY", "EEXIST"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(retired, { recursive: true, force: true });
  }
}
