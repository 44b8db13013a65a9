/**
 * The French copy is written as Quebec typesets it (issue 24): a no-break space before ":" and
 * inside « guillemets », a narrow no-break space (or a no-break space) before ";", "!" and "?", and
 * no straight quotes. Every French string a visitor can read is checked: the page modules beside
 * this file, the message catalogue and the articles.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../../scripts/lib/catalogue";

const FOLDER = import.meta.dirname;
const ROOT = path.join(FOLDER, "..", "..", "..");

/** Every string inside a value, with where it was found. */
function stringsOf(value: unknown, where: string): [string, string][] {
  if (typeof value === "string") return [[where, value]];
  if (typeof value === "function") return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${where}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`));
  return [];
}

/** An address, a path or a link's target is not prose. */
const notProse = /^(?:https?:|mailto:|tel:|\/)/;

function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  if (/ [:;!?»]/.test(text)) faults.push("an ordinary space before : ; ! ? or »");
  if (/« /.test(text)) faults.push("an ordinary space after «");
  if (/[\p{L}\d)][;!?»]/u.test(text.replace(/https?:\/\/\S+/g, "")))
    faults.push("no space before ; ! ? or »");
  if (/[\p{L})]:(?!\/\/)/u.test(text.replace(/https?:\/\/\S+/g, ""))) faults.push("no space before :");
  if (/«[^\u00a0\u202f]/.test(text)) faults.push("no space after «");
  if (/"/.test(text)) faults.push('a straight quote "');
  return faults;
}

describe("French typography", () => {
  const modules = import.meta.glob<Record<string, unknown>>("./*.ts", { eager: true });
  const moduleStrings = Object.entries(modules)
    .filter(([file]) => !file.endsWith(".test.ts"))
    .flatMap(([file, exports]) => stringsOf(exports, file));

  it("is followed in the page modules", () => {
    const faults = moduleStrings
      .filter(([, text]) => !notProse.test(text))
      .flatMap(([where, text]) => typographyFaults(text).map((fault) => `${where}: ${fault}: ${text}`));
    expect(faults).toEqual([]);
  });

  it("is followed in the message catalogue", () => {
    const faults = stringsOf(readCatalogue("fr"), "fr.json")
      .filter(([where]) => !where.endsWith("$schema") && !/declarations|selectors/.test(where))
      .flatMap(([where, text]) => typographyFaults(text).map((fault) => `${where}: ${fault}: ${text}`));
    expect(faults).toEqual([]);
  });

  it("is followed in the articles", () => {
    const folder = path.join(ROOT, "content", "blog", "fr");
    const faults = readdirSync(folder).flatMap((file) =>
      readFileSync(path.join(folder, file), "utf8")
        .split("\n")
        // Front matter keys and a link's target are not prose; the quotes around YAML values neither.
        .map((line) => line.replace(/\]\([^)]*\)/g, "]").replace(/^(\w+): "(.*)"$/, "$2"))
        .flatMap((line, index) =>
          line === "---" ? [] : typographyFaults(line).map((fault) => `${file}:${index + 1}: ${fault}`),
        ),
    );
    expect(faults).toEqual([]);
  });
});

describe("the French page modules", () => {
  it("link only to French pages", () => {
    const modules = import.meta.glob<Record<string, unknown>>("./*.ts", { eager: true });
    const links = Object.entries(modules)
      .flatMap(([file, exports]) => stringsOf(exports, file))
      .filter(
        ([where, text]) => /\.(?:to|href|homeTo|bookAgainTo|listPath)$/.test(where) && text.startsWith("/"),
      );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter(([, text]) => !text.startsWith("/fr"))).toEqual([]);
  });
});
